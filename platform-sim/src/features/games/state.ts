import type { Catalogue } from '../../core/catalogue';
import type { Cents } from '../../core/money';
import { createRng, type Rng } from '../../core/prng';
import type { CoreState } from '../../core/state';
import type { RecentState } from '../../data/recent';
import { NICK_FIRST, NICK_SECOND, TEAMS } from '../../data/words';

export interface HotMatch {
  matchTime: number;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  vendor: string;
  roomId: string;
  nodeId: string;
  league: string;
}

export interface Winner {
  customerName: string;
  winAmount: Cents;
  nodeId: string;
}

/** The games feature's part of the state. */
export interface GamesState {
  hotMatches: HotMatch[];
  winners: Winner[];
  /** Favourite game nodeIds per account key, newest first. */
  favourites: Map<string, string[]>;
}

/** The state the games feature's handlers use (it lists the recent games too). */
export type State = CoreState & RecentState & GamesState;

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

export const seedGamesState = (seed: number, now: number, catalogue: Catalogue): GamesState => ({
  hotMatches: seedHotMatches(createRng(seed, 'hot-matches'), now, catalogue),
  winners: seedWinners(createRng(seed, 'winners'), catalogue),
  favourites: new Map(),
});
