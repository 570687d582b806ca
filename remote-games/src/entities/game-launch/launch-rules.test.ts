import { readLaunchQuery } from './launch-query';
import {
  freePlayFor,
  launchDestination,
  mappingTypeFor,
  needsVendorMapping,
  playTypeFor,
  prizeModeFor,
  type LaunchableGame,
  type LaunchContext,
  type MappingVendor,
} from './launch-rules';

const from = '/m/gameList?gameType=RNG&vassalage=PG';
const member: LaunchContext = { loggedIn: true, trial: false, from, source: 'list', vendors: null };
const lottVendors: MappingVendor[] = [
  { vassalage: 'TCG_LOTTO_VN', h5Type: 'GAME' },
  { vassalage: 'TCG_SEA', h5Type: 'GAME' },
  { vassalage: 'LOTT', h5Type: 'GAME' },
];
const withElott: MappingVendor[] = [...lottVendors, { vassalage: 'ELOTT', h5Type: 'GAME' }];

const slot: LaunchableGame = {
  nodeId: '10501',
  gameId: 'PG_1001',
  gameType: 'RNG',
  vassalage: 'PG',
  gameCode: 'lucky-seven',
  supportPlay: 1,
  lottoMode: null,
};
const lott = (lottoMode: string): LaunchableGame => ({
  nodeId: '10900',
  gameId: 'LOTT_HAN1',
  gameType: 'LOTT',
  vassalage: 'LOTT',
  gameCode: 'HAN1',
  lottoMode,
});

/** The destination's path and query, for assertions. */
function where(game: LaunchableGame, context: Partial<LaunchContext> = {}) {
  const destination = launchDestination(game, { ...member, ...context });
  const url = new URL(destination.to, 'http://site');
  return {
    path: url.pathname,
    query: url.searchParams,
    state: destination.state,
    launch: readLaunchQuery(url.searchParams),
  };
}

describe('launchDestination', () => {
  it('sends a guest to /m/login, remembering where they were, whatever the game', () => {
    for (const game of [
      slot,
      lott('Tradition'),
      { vassalage: 'TCG_SEA' },
      { vassalage: 'PG', gameType: 'RNG', h5Type: 'VASSALAGE' },
    ]) {
      expect(launchDestination(game, { ...member, loggedIn: false, source: 'vendor' })).toEqual({
        to: '/m/login',
        state: { from },
      });
    }
  });

  it('opens TCG_LOTTO_VN in its lottery lobby with the current prize mode', () => {
    const game: LaunchableGame = {
      nodeId: '10700',
      gameId: 'TCG_LOTTO_VN_HAN1',
      gameType: 'LOTT',
      vassalage: 'TCG_LOTTO_VN',
      gameCode: 'HAN1',
      lottoMode: 'Tradition',
    };
    const lobby = where(game, { vendors: lottVendors });
    expect(lobby.path).toBe('/m/launchGame');
    expect(lobby.query.get('prize_mode')).toBe('Lott');
    expect(lobby.query.get('code')).toBe('lobby');
    expect(lobby.query.get('vendor')).toBe('TCG_LOTTO_VN');
    expect(lobby.query.get('pageBack')).toBe(from);
    expect(lobby.query.has('playType')).toBe(false);
    expect(where(game, { vendors: withElott }).query.get('prize_mode')).toBe('Elott');
  });

  it('keeps the prize mode a lottery lobby launches TCG_LOTTO_VN in (its current mode), without the mapping', () => {
    const game: LaunchableGame = { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'HAN1', prizeMode: 'ZY' };
    expect(needsVendorMapping(game, 'list')).toBe(false);
    expect(where(game, { vendors: null }).query.get('prize_mode')).toBe('ZY');
    // Only TCG_LOTTO_VN plays "the current" mode; LOTT follows the mapping rule.
    expect(where({ ...lott('Tradition'), prizeMode: 'ZY' }, { vendors: lottVendors }).query.get('prize_mode')).toBe(
      'Lott',
    );
  });

  it('passes a live table’s or hot match’s room on', () => {
    expect(where({ vassalage: 'SABA', gameType: 'SPORTS', nodeId: '10001', roomId: 'M880000' }).launch.roomId).toBe(
      'M880000',
    );
  });

  it('opens TCG_SEA in its lottery lobby with prize mode SEA, whatever the mapping says', () => {
    const sea = where({ vassalage: 'TCG_SEA', gameType: 'LOTT', nodeId: '10800' }, { vendors: withElott });
    expect(sea.path).toBe('/m/launchGame');
    expect(sea.query.get('prize_mode')).toBe('SEA');
    expect(sea.query.get('code')).toBe('lobby');
  });

  it('launches LOTT on the launch route with the prize mode and traditional play by default', () => {
    const { path, query, launch } = where(lott('Tradition'), { vendors: lottVendors });
    expect(path).toBe('/m/launchGame');
    expect(query.get('playType')).toBe('trad');
    expect(query.get('prize_mode')).toBe('Lott');
    expect(query.get('code')).toBe('HAN1');
    expect(launch).toMatchObject({
      vendor: 'LOTT',
      nodeId: '10900',
      gameId: 'LOTT_HAN1',
      category: 'LOTT',
      pageBack: from,
    });
    expect(where(lott('Tradition'), { vendors: withElott }).query.get('prize_mode')).toBe('Elott');
  });

  it('launches ELOTT with entertainment play when its lotto mode contains Entertainment, else traditional', () => {
    const ent = where({ ...lott('Tradition,Entertainment'), vassalage: 'ELOTT', gameType: 'ELOTT' });
    expect(ent.path).toBe('/m/launchGame');
    expect(ent.query.get('playType')).toBe('ent');
    expect(ent.query.get('prize_mode')).toBe('Elott');
    expect(where({ ...lott('Entertainment'), vassalage: 'ELOTT' }).query.get('playType')).toBe('ent');
    expect(where({ ...lott('Tradition'), vassalage: 'ELOTT' }).query.get('playType')).toBe('trad');
    expect(where({ ...lott(''), vassalage: 'ELOTT', lottoMode: null }).query.get('playType')).toBe('trad');
  });

  it('opens the game list of a VASSALAGE vendor from its vendor tile', () => {
    const tile: LaunchableGame = { vassalage: 'PG', gameType: 'RNG' };
    const viaMapping = where(tile, { source: 'vendor', vendors: [{ vassalage: 'PG', h5Type: 'VASSALAGE' }] });
    expect(viaMapping.path).toBe('/m/gameList');
    expect(Object.fromEntries(viaMapping.query)).toEqual({ gameType: 'RNG', vassalage: 'PG' });
    expect(where({ ...tile, h5Type: 'VASSALAGE' }, { source: 'vendor' }).path).toBe('/m/gameList');
  });

  it('launches a GAME vendor tile as a generic game (its lobby)', () => {
    const sports = where(
      { vassalage: 'SABA', gameType: 'SPORTS' },
      { source: 'vendor', vendors: [{ vassalage: 'SABA', h5Type: 'GAME' }] },
    );
    expect(sports.path).toBe('/m/launchGame');
    expect(sports.launch).toMatchObject({ vendor: 'SABA', category: 'SPORTS', code: 'lobby', nodeId: null });
  });

  it('launches a game of a list generically even when its vendor is a VASSALAGE vendor', () => {
    const { path, launch } = where(
      { ...slot, h5Type: 'VASSALAGE' },
      { vendors: [{ vassalage: 'PG', h5Type: 'VASSALAGE' }] },
    );
    expect(path).toBe('/m/launchGame');
    expect(launch).toEqual({
      vendor: 'PG',
      category: 'RNG',
      nodeId: '10501',
      gameId: 'PG_1001',
      roomId: null,
      code: 'lucky-seven',
      pageBack: from,
      playType: 'trad',
      prizeMode: null,
      freePlay: false,
    });
  });

  it('passes the free-play flag: server flag 0 in list launches, 1 in vendor launches', () => {
    expect(where({ ...slot, supportPlay: 0 }).query.get('freePlay')).toBe('1');
    expect(where({ ...slot, supportPlay: 1 }).query.get('freePlay')).toBe('0');
    const vendor = { source: 'vendor' as const, vendors: [{ vassalage: 'PG', h5Type: 'GAME' }] };
    expect(where({ ...slot, supportPlay: 1 }, vendor).query.get('freePlay')).toBe('1');
    expect(where({ ...slot, supportPlay: 0 }, vendor).query.get('freePlay')).toBe('0');
  });

  it('defaults the code to lobby and pageBack to home', () => {
    const { query } = where({ ...slot, gameCode: null }, { from: '' });
    expect(query.get('code')).toBe('lobby');
    expect(query.get('pageBack')).toBe('/m/home');
  });
});

describe('prizeModeFor', () => {
  it('is Elott when the vendor mapping has ELOTT for TCG_LOTTO_VN or LOTT, else Lott', () => {
    for (const vendor of ['TCG_LOTTO_VN', 'LOTT']) {
      expect(prizeModeFor(vendor, withElott)).toBe('Elott');
      expect(prizeModeFor(vendor, lottVendors)).toBe('Lott');
      expect(prizeModeFor(vendor, null)).toBe('Lott');
    }
  });

  it('is SEA for TCG_SEA and Elott for ELOTT', () => {
    expect(prizeModeFor('TCG_SEA', withElott)).toBe('SEA');
    expect(prizeModeFor('ELOTT', lottVendors)).toBe('Elott');
  });
});

describe('playTypeFor, freePlayFor, needsVendorMapping', () => {
  it('plays ent only when the lotto mode contains Entertainment', () => {
    expect(playTypeFor('Tradition,Entertainment')).toBe('ent');
    expect(playTypeFor('Tradition')).toBe('trad');
    expect(playTypeFor(null)).toBe('trad');
  });

  it('always asks for free play for a trial account', () => {
    expect(freePlayFor({ ...slot, supportPlay: 1 }, 'list', true)).toBe(true);
    expect(freePlayFor({ ...slot, supportPlay: 0 }, 'vendor', true)).toBe(true);
    expect(where({ ...slot, supportPlay: 1 }, { trial: true }).query.get('freePlay')).toBe('1');
  });

  it('reads the mapping for TCG_LOTTO_VN and LOTT, and for vendor tiles without an H5 type', () => {
    expect(needsVendorMapping({ vassalage: 'TCG_LOTTO_VN' }, 'list')).toBe(true);
    expect(needsVendorMapping({ vassalage: 'LOTT' }, 'list')).toBe(true);
    expect(needsVendorMapping({ vassalage: 'ELOTT' }, 'list')).toBe(false);
    expect(needsVendorMapping({ vassalage: 'TCG_SEA' }, 'vendor')).toBe(false);
    expect(needsVendorMapping({ vassalage: 'PG' }, 'list')).toBe(false);
    expect(needsVendorMapping({ vassalage: 'PG' }, 'vendor')).toBe(true);
    expect(needsVendorMapping({ vassalage: 'PG', h5Type: 'GAME' }, 'vendor')).toBe(false);
    expect(mappingTypeFor({ vassalage: 'TCG_LOTTO_VN' })).toBe('LOTT');
    expect(mappingTypeFor({ vassalage: 'PG', gameType: 'RNG' })).toBe('RNG');
  });
});
