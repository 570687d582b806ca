import { HOSTILE_CONTENT } from './announcements';
import type { HelpItem, HotMatch, SiteConfig, Winner } from '../core/state';
import type { Catalogue } from './catalogue';
import type { Rng } from '../core/prng';
import { NICK_FIRST, NICK_SECOND, TEAMS } from './words';

const teamSlug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Upcoming matches (hot-match ticker), on the seeded sports games. */
export function seedHotMatches(rng: Rng, now: number, catalogue: Catalogue): HotMatch[] {
  const sports = catalogue.games.filter((g) => g.gameType === 'SPORTS');
  return Array.from({ length: 6 }, (_, i) => {
    const [league, teams] = TEAMS[i % TEAMS.length] as readonly [string, readonly string[]];
    const [home, away] = rng.shuffle(teams) as [string, string];
    const game = sports[i % sports.length];
    const hour = 3_600_000;
    return {
      matchTime: Math.ceil((now + (i + 1) * 5 * hour + rng.int(0, 3) * hour) / (15 * 60_000)) * 15 * 60_000,
      homeTeam: home,
      awayTeam: away,
      homeTeamImageUrl: `/wps/assets/team/${teamSlug(home)}.svg`,
      awayTeamImageUrl: `/wps/assets/team/${teamSlug(away)}.svg`,
      vendor: game?.vassalage ?? 'SABA',
      roomId: `M${String(880000 + i * 137)}`,
      nodeId: game?.nodeId ?? '',
      league,
    };
  });
}

/** Winner board: masked names, large wins on RNG/FISH/LIVE games, biggest first. */
export function seedWinners(rng: Rng, catalogue: Catalogue): Winner[] {
  const pool = catalogue.games.filter((g) => ['RNG', 'FISH', 'LIVE', 'PVP'].includes(g.gameType));
  const winners = Array.from({ length: 30 }, () => {
    const name = `${rng.pick(NICK_FIRST)}${rng.pick(NICK_SECOND)}${rng.int(1, 99)}`.toLowerCase();
    return {
      customerName: `${name.slice(0, 2)}***${name.slice(-2)}`,
      winAmount: rng.int(50_000, 9_000_000) * 100 + rng.int(0, 99),
      nodeId: rng.pick(pool).nodeId,
    };
  });
  return winners.sort((a, b) => (a.winAmount === b.winAmount ? 0 : a.winAmount > b.winAmount ? -1 : 1));
}

export function seedHelpItems(): HelpItem[] {
  return [
    {
      title: 'How do I register?',
      content: '<p>Tap <b>Register</b> on the home page, fill in a username and password and confirm.</p>',
    },
    {
      title: 'How do I deposit?',
      content:
        '<p>Open <b>Deposit</b>, pick a channel (KBZPay, WavePay, bank transfer) and follow the steps.</p><ol><li>Choose the amount</li><li>Pay in your wallet app</li><li>Wait for the confirmation</li></ol>',
    },
    {
      title: 'How do I withdraw?',
      content:
        '<p>Bind a bank card in the <b>Security centre</b>, then open <b>Withdraw</b>. Withdrawals are processed within 30 minutes.</p>',
    },
    {
      title: 'I forgot my password',
      content: '<p>Use <a href="/m/forget">Forgot password</a> with your e-mail or mobile number.</p>',
    },
    {
      title: 'What is free play?',
      content: '<p>Free play opens a trial account with play money so you can try games without depositing.</p>',
    },
    {
      title: 'Responsible gaming',
      content: '<p>Gaming is entertainment. Set limits and take breaks. Players under 18 are not allowed.</p>',
    },
    // Hostile on purpose: the help screens must sanitise what the platform sends.
    { title: 'Promotion rules', content: HOSTILE_CONTENT },
  ];
}

/** Download links and customer-service links; the site feature's admin call changes them. */
export function seedSiteConfig(): SiteConfig {
  return {
    downloads: [
      { resourceType: 'Android', url: 'https://download.example.test/mc-app.apk' },
      { resourceType: 'IOS', url: 'https://download.example.test/mc-app.ipa' },
      { resourceType: 'MOBILECONFIG', url: 'https://download.example.test/mc-webclip.mobileconfig' },
      { resourceType: 'AppDownloadIcon', url: '/wps/assets/app/icon.svg' },
      { resourceType: 'USDJUMP', url: 'https://usd.example.test/jump' },
    ],
    customerService: [
      { type: 'LIVE', url: 'https://chat.example.test/live' },
      { type: 'WHATSAPP', url: 'https://wa.me/959450000000' },
      { type: 'TELEGRAM', url: 'https://t.me/mc_support' },
      { type: 'FACEBOOK', url: 'https://m.me/mc.support' },
    ],
  };
}
