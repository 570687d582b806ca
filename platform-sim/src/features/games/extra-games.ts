import type { Ctx } from '../../core/context';
import type { Catalogue, Game } from '../../core/catalogue';
import type { State } from './state';

/** Ceiling of the benchmark knob: enough for a "thousands of games" list, small enough to stay cheap. */
export const MAX_EXTRA_RNG = 10_000;

/** Node ids of extra games start here, well clear of the seeded catalogue (10001…). */
const EXTRA_NODE_BASE = 500_001;

/**
 * Extra RNG games added with `POST /__sim/catalogue { extraRng }` (for the long-list benchmark), per state:
 * `/__sim/reset` makes a new state, so the seeded catalogue of 612 games comes back without them.
 */
const extras = new WeakMap<State, { games: readonly Game[]; byNodeId: ReadonlyMap<string, Game> }>();

/**
 * `count` more slots, cycling through the seeded ones: same vendor, class, bet and icon, a numbered name
 * ("Lucky Tiger 2", "Lucky Tiger 3"…) so every name stays unique. Deterministic for a catalogue and count.
 */
export function buildExtraRng(catalogue: Catalogue, count: number): Game[] {
  const slots = catalogue.games.filter((g) => g.gameType === 'RNG');
  return Array.from({ length: count }, (_, i) => {
    const base = slots[i % slots.length] as Game;
    const round = Math.floor(i / slots.length) + 2;
    const nodeId = String(EXTRA_NODE_BASE + i);
    return {
      ...base,
      nodeId,
      gameId: `${base.vassalage}_X${nodeId}`,
      gameName: `${base.gameName} ${round}`,
      gameCode: `${base.gameCode}-${round}`,
      isNew: false,
      hot: false,
    };
  });
}

export function setExtraRng(state: State, catalogue: Catalogue, count: number): number {
  const games = buildExtraRng(catalogue, count);
  extras.set(state, { games, byNodeId: new Map(games.map((g) => [g.nodeId, g])) });
  return games.length;
}

export const extraRngCount = (state: State): number => extras.get(state)?.games.length ?? 0;

/** The seeded catalogue, then any extra games (so the first pages of every list stay the seeded ones). */
export function allGames(ctx: Ctx<State>): readonly Game[] {
  const more = extras.get(ctx.state)?.games;
  return more && more.length > 0 ? [...ctx.sim.catalogue.games, ...more] : ctx.sim.catalogue.games;
}

export function gameByNodeId(ctx: Ctx<State>, nodeId: string): Game | undefined {
  return ctx.sim.catalogue.byNodeId.get(nodeId) ?? extras.get(ctx.state)?.byNodeId.get(nodeId);
}
