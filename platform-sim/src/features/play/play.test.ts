import { createPlatform } from '../../platform';
import { formatCents } from '../../core/money';
import { accountKey } from '../../core/state';
import { createSimClient } from '../../testing/client';
import { TEST_NOW } from '../../testing/fixtures';
import { MAX_RECENT } from '../../data/recent';
import { PAYOUTS, spin, STAKE } from './spin';
import { SPIN_SCRIPT } from './game-page';
import { TICKET_TTL_MS } from './routes';
import { createHash } from 'node:crypto';

interface Launched {
  url: string;
  gameName: string;
}

describe('play', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const client = createSimClient(platform.fetch);
  const { catalogue } = platform;
  let token: string;

  const rng = catalogue.games.filter((g) => g.gameType === 'RNG');
  const [first, second] = rng as [(typeof rng)[number], (typeof rng)[number]];
  const lotto = catalogue.games.find((g) => g.vassalage === 'LOTT' && g.lottoMode === 'Tradition')!;
  const both = catalogue.games.find((g) => g.vassalage === 'ELOTT' && g.lottoMode === 'Tradition,Entertainment')!;

  const launch = (
    query: Record<string, string>,
    options: { token?: string | null; headers?: Record<string, string> } = {},
  ) =>
    client.get<Launched | null>('/wps/game/launchGame', {
      token: options.token === undefined ? token : options.token,
      query,
      headers: options.headers,
    });
  const launchOk = async (
    query: Record<string, string>,
    options?: { token?: string | null; headers?: Record<string, string> },
  ) => {
    const { body } = await launch(query, options);
    expect(body).toMatchObject({ success: true });
    return body.value as Launched;
  };
  const page = (url: string) => platform.fetch(url);
  const spinAt = (url: string) => platform.fetch(new Request(new URL(`${url}/spin`, 'http://sim'), { method: 'POST' }));
  const balance = async (who = token) =>
    (await client.get<{ sumBalance: string }>('/wps/wallet/balance', { token: who })).body.value.sumBalance;
  const gameQuery = (game: typeof first) => ({
    nodeId: game.nodeId,
    gameId: game.gameId,
    vendor: game.vassalage,
    category: game.gameType,
    code: game.gameCode,
    freePlay: '0',
  });

  beforeEach(async () => {
    now = TEST_NOW;
    platform.reset();
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
  });

  describe('GET /wps/game/launchGame', () => {
    it('needs a session', async () => {
      const { status, body } = await launch(gameQuery(first), { token: null });
      expect(status).toBe(401);
      expect(body.code).toBe('session.expired');
    });

    it('answers the address of a game page on the platform and the game name', async () => {
      const value = await launchOk(gameQuery(first));
      expect(value.url).toMatch(/^\/wps\/play\/[\w-]{20,}$/);
      expect(value.gameName).toBe(first.gameName);
      const ticket = platform.state.launches.get(value.url.split('/').pop()!);
      expect(ticket).toMatchObject({
        account: 'demo01',
        nodeId: first.nodeId,
        code: first.gameCode,
        spins: 0,
        lastSpin: null,
      });
      expect(ticket?.params).toMatchObject({ category: 'RNG', vendor: first.vassalage, freePlay: '0' });
    });

    it('hands out a new ticket per launch', async () => {
      const a = await launchOk(gameQuery(first));
      const b = await launchOk(gameQuery(first));
      expect(a.url).not.toBe(b.url);
    });

    it('records the game as recent: newest first, once, at most 100', async () => {
      await launchOk(gameQuery(first));
      await launchOk(gameQuery(second));
      await launchOk(gameQuery(first));
      expect(platform.state.recent.get(accountKey('demo01'))).toEqual([first.nodeId, second.nodeId]);
      for (const game of rng.slice(0, MAX_RECENT + 5)) await launchOk(gameQuery(game));
      const recent = platform.state.recent.get('demo01')!;
      expect(recent).toHaveLength(MAX_RECENT);
      expect(recent[0]).toBe(rng[MAX_RECENT + 4]!.nodeId);
      expect(new Set(recent).size).toBe(MAX_RECENT);
    });

    it('opens a vendor lobby without a game (nothing recorded as recent)', async () => {
      const value = await launchOk({ vendor: 'SABA', category: 'SPORTS', code: 'lobby' });
      expect(value.gameName).toBe('SABA Sports');
      expect(platform.state.recent.get('demo01')).toBeUndefined();
    });

    it('launches a lottery by its code alone, with prize mode and play type', async () => {
      const value = await launchOk({ vendor: 'LOTT', code: lotto.gameCode, prizeMode: 'Lott', playType: 'trad' });
      expect(value.gameName).toBe(lotto.gameName);
      await launchOk({
        vendor: 'ELOTT',
        nodeId: both.nodeId,
        code: both.gameCode,
        prizeMode: 'Elott',
        playType: 'ent',
      });
      await launchOk({
        vendor: 'ELOTT',
        nodeId: both.nodeId,
        code: both.gameCode,
        prizeMode: 'elott',
        playType: 'trad',
      });
      await launchOk({ vendor: 'TCG_SEA', code: 'lobby', prizeMode: 'SEA' });
    });

    it.each([
      ['no vendor', { nodeId: '10001' }],
      ['an unknown vendor', { vendor: 'NOPE' }],
      ['an unknown nodeId', { vendor: 'PG', nodeId: '99999999' }],
      ['a game of another vendor', { vendor: 'SABA', nodeId: '__first__' }],
      ['a gameId that is not the node', { vendor: '__vendor__', nodeId: '__first__', gameId: 'PG_0' }],
      ['a code that is not the game', { vendor: '__vendor__', nodeId: '__first__', code: 'something-else' }],
      ['an unknown code', { vendor: 'LOTT', code: 'NOPE1' }],
      ['an unknown prize mode', { vendor: 'LOTT', code: 'lobby', prizeMode: 'XX' }],
      ['an unknown play type', { vendor: 'LOTT', code: 'lobby', playType: 'fun' }],
      ['entertainment play on a traditional-only lottery', { vendor: 'LOTT', code: '__lotto__', playType: 'ent' }],
      ['a free-play flag that is not 0/1', { vendor: '__vendor__', nodeId: '__first__', freePlay: 'maybe' }],
    ])('refuses %s (request.invalid)', async (_name, raw) => {
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw)) {
        query[key] =
          value === '__first__'
            ? first.nodeId
            : value === '__vendor__'
              ? first.vassalage
              : value === '__lotto__'
                ? lotto.gameCode
                : value;
      }
      const { body } = await launch(query);
      expect(body).toMatchObject({ success: false, code: 'request.invalid' });
      expect(platform.state.launches.size).toBe(0);
    });

    it('lets a trial account open only games with free play', async () => {
      const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay')).body.value.token;
      const free = rng.find((g) => g.supportPlay === 1)!;
      const paid = rng.find((g) => g.supportPlay === 0)!;
      const { body } = await launch(gameQuery(paid), { token: trial });
      expect(body).toMatchObject({
        success: false,
        code: 'trial.only.real',
        message: 'Please login an actual account to use this function',
      });
      expect((await launch({ vendor: 'SABA', code: 'lobby' }, { token: trial })).body.code).toBe('trial.only.real');
      const value = await launchOk(
        { ...gameQuery(free), freePlay: '1' },
        { token: trial, headers: { Language: 'EN' } },
      );
      const html = await (await page(value.url)).text();
      expect(html).toContain('2000.00');
      expect(html).toContain('Play money');
    });
  });

  describe('the game page', () => {
    it('is one self-contained HTML document with the game name and the live balance', async () => {
      const { url } = await launchOk(gameQuery(first), { headers: { Language: 'EN' } });
      const response = await page(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await response.text();
      expect(html).toContain(`<h1>${first.gameName}</h1>`);
      expect(html).toMatch(/data-testid="game-balance">1234\.50</);
      expect(html).not.toMatch(/<link|src=|https?:/);
      // Its one inline script is the one the policy allows, by hash.
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts).toHaveLength(1);
      expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`);
      expect(html).toContain('<button type="submit">Spin</button>');
      expect(html).not.toContain('Play money');
    });

    it('speaks Burmese when the launch did', async () => {
      const { url } = await launchOk(gameQuery(first), { headers: { Language: 'MY' } });
      const html = await (await page(url)).text();
      expect(html).toContain('lang="my"');
      expect(html).toContain('လှည့်မည်');
    });

    it('spins: the stake goes, the payout comes back, in a fixed cycle, then shows the page again', async () => {
      const { url } = await launchOk(gameQuery(first), { headers: { Language: 'EN' } });
      const ticket = url.split('/').pop()!;
      const response = await spinAt(url);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`../${ticket}`);
      expect(new URL(response.headers.get('location')!, `http://site${url}/spin`).pathname).toBe(url);
      expect(await balance()).toBe('1233.50');
      expect(await (await page(url)).text()).toContain('You lost 1.00');
      await spinAt(url);
      expect(await balance()).toBe('1235.00');
      const html = await (await page(url)).text();
      expect(html).toContain('You won 1.50');
      expect(html).toMatch(/data-testid="game-balance">1235\.00</);
    });

    it('spins for a page in an origin of its own (the site frames it sandboxed): the ticket alone authorises it', async () => {
      const { url } = await launchOk(gameQuery(first), { headers: { Language: 'EN' } });
      const response = await platform.fetch(
        new Request(new URL(`${url}/spin`, 'http://sim'), {
          method: 'POST',
          headers: { Origin: 'null', 'Sec-Fetch-Mode': 'no-cors' },
        }),
      );
      expect(response.status).toBe(303);
      expect(await balance()).toBe('1233.50');
      // The page's one script asks for no answer it would need CORS to read.
      expect(SPIN_SCRIPT).toContain("mode:'no-cors'");
    });

    it('puts every spin in the betting record as a settled order, its money under the same number', async () => {
      const { url } = await launchOk(gameQuery(first));
      await spinAt(url);
      await spinAt(url);
      const demo = platform.state.accounts.get('demo01')!;
      const [won, lost] = demo.orders;
      expect(lost).toMatchObject({
        category: 'RNG',
        vendor: first.vassalage,
        gameName: first.gameName,
        betAmount: STAKE,
        validBet: STAKE,
        payout: PAYOUTS[0],
        status: 'SETTLED',
        subOrders: [],
      });
      expect(won).toMatchObject({
        betAmount: STAKE,
        payout: PAYOUTS[1],
        status: 'SETTLED',
        createdAt: now,
        settledAt: now,
      });
      const net = (orderNo: string) =>
        demo.ledger.filter((e) => e.orderNo === orderNo).reduce((sum, e) => sum + e.amount, 0);
      expect(net(won!.orderNo)).toBe(PAYOUTS[1]! - STAKE);
      expect(net(lost!.orderNo)).toBe(-STAKE);
    });

    it('refuses to spin below the stake and says why', async () => {
      await platform.fetch(
        new Request('http://sim/__sim/balance', {
          method: 'POST',
          body: JSON.stringify({ username: 'demo01', amount: '0.50' }),
        }),
      );
      const { url } = await launchOk(gameQuery(first), { headers: { Language: 'EN' } });
      expect((await spinAt(url)).status).toBe(303);
      expect(await balance()).toBe('0.50');
      const html = await (await page(url)).text();
      expect(html).toContain('Not enough balance to spin');
      expect(html).toContain('<button type="submit" disabled>');
    });

    it('answers 404 for an unknown or expired ticket', async () => {
      const unknown = await page('/wps/play/not-a-ticket');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('Game not found');
      expect((await spinAt('/wps/play/not-a-ticket')).status).toBe(404);

      const { url } = await launchOk(gameQuery(first));
      now += TICKET_TTL_MS + 1;
      expect((await page(url)).status).toBe(404);
      expect((await spinAt(url)).status).toBe(404);
      expect(await balance()).toBe('1234.50');
    });

    it('forgets every ticket on reset', async () => {
      const { url } = await launchOk(gameQuery(first));
      platform.reset();
      expect((await page(url)).status).toBe(404);
    });
  });

  describe('spin', () => {
    it('always moves the balance by a small amount and repeats its cycle', () => {
      for (let i = 0; i < PAYOUTS.length * 2; i += 1) {
        const result = spin(10_000, i);
        expect(result.kind).toBe('played');
        if (result.kind !== 'played') continue;
        expect(result.change).not.toBe(0);
        expect(result.change >= -STAKE && result.change <= 5 * STAKE).toBe(true);
        expect(result).toEqual(spin(10_000, i + PAYOUTS.length));
      }
      expect(formatCents(STAKE)).toBe('1.00');
      expect(spin(STAKE - 1, 0)).toEqual({ kind: 'insufficient', balance: STAKE - 1 });
    });
  });
});
