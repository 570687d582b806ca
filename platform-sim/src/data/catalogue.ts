import { createRng, type Rng } from '../core/prng';
import * as W from './words';
import { GAME_TYPES, type Catalogue, type Game, type GameType, type H5Type, type Vendor } from '../core/catalogue';

export const CLASSIFY_NAMES: Record<string, string> = {
  sportsbook: 'Sportsbook',
  esports: 'Esports',
  cockfight: 'Cockfight',
  baccarat: 'Baccarat',
  roulette: 'Roulette',
  sicbo: 'Sic Bo',
  dragontiger: 'Dragon Tiger',
  blackjack: 'Blackjack',
  fishing: 'Fishing',
  slot: 'Slots',
  arcade: 'Arcade',
  table: 'Table',
  bingo: 'Bingo',
  poker: 'Poker',
  card: 'Card',
  crash: 'Crash',
  instant: 'Instant',
  lotto: 'Lotto',
  sea: 'SEA 4D',
  quick: 'Quick',
  keno: 'Keno',
};

type NameKind = 'fixed' | 'live' | 'fish' | 'rng' | 'pvp' | 'inhouse' | 'lotto';

interface VendorPlan {
  gameType: GameType;
  vassalage: string;
  displayName: string;
  h5Type: H5Type;
  kind: NameKind;
  count: number;
  /** Classify keys with integer weights. */
  classes: readonly (readonly [string, number])[];
  names?: readonly string[];
  lottoModes?: readonly string[];
}

const PLAN: readonly VendorPlan[] = [
  {
    gameType: 'SPORTS',
    vassalage: 'SABA',
    displayName: 'SABA Sports',
    h5Type: 'GAME',
    kind: 'fixed',
    count: 2,
    classes: [['sportsbook', 1]],
    names: ['SABA Sports', 'SABA Virtual Sports'],
  },
  {
    gameType: 'SPORTS',
    vassalage: 'CMD',
    displayName: 'CMD368',
    h5Type: 'GAME',
    kind: 'fixed',
    count: 1,
    classes: [['sportsbook', 1]],
    names: ['CMD368 Sportsbook'],
  },
  {
    gameType: 'SPORTS',
    vassalage: 'BTI',
    displayName: 'BTi Sports',
    h5Type: 'GAME',
    kind: 'fixed',
    count: 1,
    classes: [['sportsbook', 1]],
    names: ['BTi Sportsbook'],
  },
  {
    gameType: 'ESPORTS',
    vassalage: 'TF',
    displayName: 'TF Gaming',
    h5Type: 'GAME',
    kind: 'fixed',
    count: 2,
    classes: [['esports', 1]],
    names: ['TF Esports', 'TF Esports Live'],
  },
  {
    gameType: 'ESPORTS',
    vassalage: 'IA',
    displayName: 'IA Esports',
    h5Type: 'GAME',
    kind: 'fixed',
    count: 1,
    classes: [['esports', 1]],
    names: ['IA Esports'],
  },
  {
    gameType: 'COCKFIGHT',
    vassalage: 'DS88',
    displayName: 'DS88 Sabong',
    h5Type: 'GAME',
    kind: 'fixed',
    count: 1,
    classes: [['cockfight', 1]],
    names: ['DS88 Sabong'],
  },
  {
    gameType: 'COCKFIGHT',
    vassalage: 'SV388',
    displayName: 'SV388',
    h5Type: 'GAME',
    kind: 'fixed',
    count: 1,
    classes: [['cockfight', 1]],
    names: ['SV388 Cockfight'],
  },
  {
    gameType: 'LIVE',
    vassalage: 'EVO',
    displayName: 'Evolution',
    h5Type: 'VASSALAGE',
    kind: 'live',
    count: 18,
    classes: [
      ['baccarat', 5],
      ['roulette', 3],
      ['sicbo', 1],
      ['dragontiger', 1],
      ['blackjack', 2],
    ],
  },
  {
    gameType: 'LIVE',
    vassalage: 'SEXY',
    displayName: 'Sexy Gaming',
    h5Type: 'VASSALAGE',
    kind: 'live',
    count: 14,
    classes: [
      ['baccarat', 6],
      ['roulette', 1],
      ['sicbo', 1],
      ['dragontiger', 2],
    ],
  },
  {
    gameType: 'LIVE',
    vassalage: 'DG',
    displayName: 'Dream Gaming',
    h5Type: 'VASSALAGE',
    kind: 'live',
    count: 12,
    classes: [
      ['baccarat', 5],
      ['roulette', 1],
      ['sicbo', 1],
      ['dragontiger', 1],
      ['blackjack', 1],
    ],
  },
  {
    gameType: 'LIVE',
    vassalage: 'WM',
    displayName: 'WM Casino',
    h5Type: 'VASSALAGE',
    kind: 'live',
    count: 12,
    classes: [
      ['baccarat', 5],
      ['roulette', 2],
      ['dragontiger', 2],
    ],
  },
  {
    gameType: 'FISH',
    vassalage: 'JILI',
    displayName: 'JILI',
    h5Type: 'VASSALAGE',
    kind: 'fish',
    count: 10,
    classes: [['fishing', 1]],
  },
  {
    gameType: 'FISH',
    vassalage: 'JDB',
    displayName: 'JDB',
    h5Type: 'VASSALAGE',
    kind: 'fish',
    count: 8,
    classes: [['fishing', 1]],
  },
  {
    gameType: 'FISH',
    vassalage: 'CQ9',
    displayName: 'CQ9',
    h5Type: 'VASSALAGE',
    kind: 'fish',
    count: 8,
    classes: [['fishing', 1]],
  },
  {
    gameType: 'FISH',
    vassalage: 'SPADE',
    displayName: 'Spadegaming',
    h5Type: 'VASSALAGE',
    kind: 'fish',
    count: 7,
    classes: [['fishing', 1]],
  },
  {
    gameType: 'FISH',
    vassalage: 'FC',
    displayName: 'Fa Chai',
    h5Type: 'VASSALAGE',
    kind: 'fish',
    count: 6,
    classes: [['fishing', 1]],
  },
  {
    gameType: 'RNG',
    vassalage: 'PG',
    displayName: 'PG Soft',
    h5Type: 'VASSALAGE',
    kind: 'rng',
    count: 70,
    classes: [
      ['slot', 17],
      ['arcade', 3],
    ],
  },
  {
    gameType: 'RNG',
    vassalage: 'JILI',
    displayName: 'JILI',
    h5Type: 'VASSALAGE',
    kind: 'rng',
    count: 60,
    classes: [
      ['slot', 12],
      ['arcade', 4],
      ['table', 3],
      ['bingo', 1],
    ],
  },
  {
    gameType: 'RNG',
    vassalage: 'PP',
    displayName: 'Pragmatic Play',
    h5Type: 'VASSALAGE',
    kind: 'rng',
    count: 80,
    classes: [
      ['slot', 18],
      ['table', 2],
    ],
  },
  {
    gameType: 'RNG',
    vassalage: 'CQ9',
    displayName: 'CQ9',
    h5Type: 'VASSALAGE',
    kind: 'rng',
    count: 50,
    classes: [
      ['slot', 14],
      ['arcade', 4],
      ['table', 2],
    ],
  },
  {
    gameType: 'RNG',
    vassalage: 'JDB',
    displayName: 'JDB',
    h5Type: 'VASSALAGE',
    kind: 'rng',
    count: 45,
    classes: [
      ['slot', 12],
      ['arcade', 5],
      ['bingo', 3],
    ],
  },
  {
    gameType: 'RNG',
    vassalage: 'SPADE',
    displayName: 'Spadegaming',
    h5Type: 'VASSALAGE',
    kind: 'rng',
    count: 40,
    classes: [
      ['slot', 15],
      ['arcade', 3],
      ['table', 2],
    ],
  },
  {
    gameType: 'RNG',
    vassalage: 'FC',
    displayName: 'Fa Chai',
    h5Type: 'VASSALAGE',
    kind: 'rng',
    count: 35,
    classes: [
      ['slot', 12],
      ['arcade', 5],
      ['bingo', 3],
    ],
  },
  {
    gameType: 'PVP',
    vassalage: 'KM',
    displayName: 'Kingmaker',
    h5Type: 'VASSALAGE',
    kind: 'pvp',
    count: 22,
    classes: [
      ['card', 3],
      ['poker', 2],
    ],
  },
  {
    gameType: 'PVP',
    vassalage: 'V8',
    displayName: 'V8 Poker',
    h5Type: 'VASSALAGE',
    kind: 'pvp',
    count: 20,
    classes: [
      ['poker', 3],
      ['card', 2],
    ],
  },
  {
    gameType: 'PVP',
    vassalage: 'TP',
    displayName: 'TP Card',
    h5Type: 'VASSALAGE',
    kind: 'pvp',
    count: 16,
    classes: [['card', 1]],
  },
  {
    gameType: 'INHOUSE',
    vassalage: 'MCI',
    displayName: 'MC Originals',
    h5Type: 'VASSALAGE',
    kind: 'inhouse',
    count: 12,
    classes: [],
  },
  {
    gameType: 'LOTT',
    vassalage: 'TCG_LOTTO_VN',
    displayName: 'VN Lottery',
    h5Type: 'GAME',
    kind: 'lotto',
    count: 18,
    classes: [['lotto', 1]],
    names: W.LOTTO_VN,
    lottoModes: ['Tradition'],
  },
  {
    gameType: 'LOTT',
    vassalage: 'TCG_SEA',
    displayName: 'SEA Lottery',
    h5Type: 'GAME',
    kind: 'lotto',
    count: 10,
    classes: [['sea', 1]],
    names: W.LOTTO_SEA,
    lottoModes: ['Tradition'],
  },
  {
    gameType: 'LOTT',
    vassalage: 'LOTT',
    displayName: 'Lottery',
    h5Type: 'GAME',
    kind: 'lotto',
    count: 14,
    classes: [['lotto', 1]],
    names: W.LOTTO_TRAD,
    lottoModes: ['Tradition', 'Tradition,Entertainment'],
  },
  {
    gameType: 'ELOTT',
    vassalage: 'ELOTT',
    displayName: 'E-Lottery',
    h5Type: 'GAME',
    kind: 'lotto',
    count: 16,
    classes: [
      ['quick', 3],
      ['keno', 1],
    ],
    names: W.LOTTO_E,
    lottoModes: ['Entertainment', 'Tradition,Entertainment'],
  },
];

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Builds a unique name; `candidate` gets called until one is new (numbered variants as a last resort). */
function uniqueName(used: Set<string>, candidate: () => string): string {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const name = candidate();
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const base = candidate();
  for (let n = 2; ; n += 1) {
    const name = `${base} ${n}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function rngName(rng: Rng, classify: string): string {
  switch (classify) {
    case 'arcade':
      return `${rng.pick(W.ARCADE_BASES)} ${rng.pick(W.ARCADE_SUFFIXES)}`;
    case 'table':
      return `${rng.pick(W.TABLE_BASES)} ${rng.pick(W.TABLE_SUFFIXES)}`;
    case 'bingo':
      return `${rng.pick(W.BINGO_BASES)} ${rng.pick(W.BINGO_SUFFIXES)}`;
    default: {
      const base = `${rng.pick(W.SLOT_ADJECTIVES)} ${rng.pick(W.SLOT_NOUNS)}`;
      return rng.chance(0.35) ? `${base} ${rng.pick(W.SLOT_SUFFIXES)}` : base;
    }
  }
}

function lottoCode(name: string, index: number): string {
  const letters = name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => w.slice(0, 3))
    .join('');
  return `${letters.slice(0, 8)}${index}`;
}

export function buildCatalogue(seed: number): Catalogue {
  const rng = createRng(seed, 'catalogue');
  const used = new Set<string>();
  const drafts: (Omit<Game, 'nodeId' | 'iconUrl' | 'mobileSmallIcon'> & { order: number })[] = [];

  const liveCounters = new Map<string, number>();
  const vendorCounters = new Map<string, number>();
  for (const plan of PLAN) {
    for (let i = 0; i < plan.count; i += 1) {
      let classify = plan.classes.length > 0 ? rng.weighted(plan.classes) : '';
      let name: string;
      switch (plan.kind) {
        case 'fixed':
        case 'lotto':
          name = uniqueName(used, () => plan.names?.[i] ?? `${plan.displayName} ${i + 1}`);
          break;
        case 'live': {
          const base = rng.pick(W.LIVE_BASES[classify] ?? ['Live Table']);
          const n = (liveCounters.get(base) ?? 0) + 1;
          liveCounters.set(base, n);
          name = uniqueName(used, () => `${base} ${n <= 26 ? String.fromCharCode(64 + n) : String(n)}`);
          break;
        }
        case 'fish':
          name = uniqueName(used, () => `${rng.pick(W.FISH_FIRST)} ${rng.pick(W.FISH_SECOND)}`);
          break;
        case 'pvp':
          name = uniqueName(used, () => {
            const base = rng.pick(W.PVP_BASES[classify] ?? ['Poker']);
            return rng.chance(0.5) ? base : `${base} ${rng.pick(W.PVP_SUFFIXES)}`;
          });
          break;
        case 'inhouse': {
          const [base, cls] = W.INHOUSE_GAMES[i % W.INHOUSE_GAMES.length] as readonly [string, string];
          classify = cls;
          name = uniqueName(used, () => base);
          break;
        }
        default:
          name = uniqueName(used, () => rngName(rng, classify));
      }
      const lottery = plan.kind === 'lotto';
      const code = lottery ? lottoCode(name, i + 1) : slug(name);
      const serial = (vendorCounters.get(plan.vassalage) ?? 1000) + 1;
      vendorCounters.set(plan.vassalage, serial);
      drafts.push({
        gameId: `${plan.vassalage}_${lottery ? code : String(serial)}`,
        roomId: plan.gameType === 'LIVE' ? `${plan.vassalage}-T${String(i + 1).padStart(3, '0')}` : '',
        gameType: plan.gameType,
        vassalage: plan.vassalage,
        gameName: name,
        supportPlay: ['RNG', 'FISH', 'INHOUSE'].includes(plan.gameType) && rng.chance(0.8) ? 1 : 0,
        gameCode: code,
        lottoMode: lottery ? rng.pick(plan.lottoModes ?? ['Tradition']) : null,
        minBet: rng.weighted([
          ['0.01', 3],
          ['0.05', 3],
          ['0.1', 4],
          ['0.5', 2],
          ['0.75', 1],
        ] as const),
        gameClassify: classify,
        isNew: rng.chance(0.12),
        hot: rng.chance(0.08),
        order: rng.next(),
      });
    }
  }

  // Within a category the list mixes vendors (a seeded "popularity" order), as the real lobby does.
  const games: Game[] = GAME_TYPES.flatMap((type) =>
    drafts.filter((d) => d.gameType === type).sort((a, b) => a.order - b.order),
  ).map(({ order: _order, ...draft }, index) => {
    const nodeId = String(10001 + index);
    const iconUrl = `/wps/assets/game/${nodeId}.png`;
    return { ...draft, nodeId, iconUrl, mobileSmallIcon: iconUrl };
  });

  const vendors: Vendor[] = PLAN.map((p) => ({
    vassalage: p.vassalage,
    displayName: p.displayName,
    gameType: p.gameType,
    h5Type: p.h5Type,
    mobileLargeIcon: `/wps/assets/vendor/${p.vassalage}.svg`,
  }));

  const classifyOrder = Object.keys(CLASSIFY_NAMES);
  return {
    games,
    byNodeId: new Map(games.map((g) => [g.nodeId, g])),
    vendors,
    vendorsOf: (gameType) => vendors.filter((v) => v.gameType === gameType),
    classifiesOf: (gameType, vassalage) => {
      const keys = new Set(
        games
          .filter(
            (g) => g.gameType === gameType && (!vassalage || g.vassalage.toUpperCase() === vassalage.toUpperCase()),
          )
          .map((g) => g.gameClassify),
      );
      return classifyOrder.filter((k) => keys.has(k)).map((key) => ({ key, displayName: CLASSIFY_NAMES[key] ?? key }));
    },
  };
}
