import { createTestSim } from '../../testing/fixtures';
import { buildCatalogue } from '../../data/catalogue';
import { parseMoney } from '../../core/money';
import { GAME_TYPES, MIN_BETS } from '../../core/catalogue';

interface GameRow {
  nodeId: string;
  gameId: string;
  roomId: string;
  gameType: string;
  vassalage: string;
  gameName: string;
  iconUrl: string;
  mobileSmallIcon: string;
  supportPlay: number;
  gameCode: string;
  lottoMode: string | null;
  minBet: string;
  gameClassify: string;
  isNew: boolean;
}
interface GamePage {
  games: GameRow[];
  pageNum: number;
  totalPages: number;
  total: number;
}
type Query = Record<string, string | number>;

describe('games', () => {
  const { platform, client } = createTestSim();
  const { catalogue } = platform;
  const list = async (query: Query): Promise<GamePage> => {
    const { status, body } = await client.get<GamePage>('/wps/game/list', {
      query: { merchant: 'MC01', platform: 'html5', clientType: 2, language: 'EN', ...query },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    return body.value;
  };
  const allPages = async (query: Query): Promise<GameRow[]> => {
    const first = await list({ ...query, pageNo: 1, pageSize: 200 });
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
        list({ ...query, pageNo: i + 2, pageSize: 200 }),
      ),
    );
    return [first, ...rest].flatMap((p) => p.games);
  };

  describe('catalogue', () => {
    it('has 600+ games over every category and 8+ vendors', () => {
      expect(catalogue.games.length).toBeGreaterThanOrEqual(600);
      for (const type of GAME_TYPES) expect(catalogue.games.some((g) => g.gameType === type)).toBe(true);
      expect(new Set(catalogue.games.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(8);
    });

    it('has 300+ RNG games from 6+ vendors and the lottery vendors', () => {
      const rng = catalogue.games.filter((g) => g.gameType === 'RNG');
      expect(rng.length).toBeGreaterThanOrEqual(300);
      expect(new Set(rng.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(6);
      const lottery = new Set(
        catalogue.games.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT').map((g) => g.vassalage),
      );
      for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']) expect(lottery).toContain(code);
    });

    it('gives every game the contract fields with sane values', () => {
      const nodeIds = new Set<string>();
      const gameIds = new Set<string>();
      for (const g of catalogue.games) {
        expect(g.gameName).toMatch(/^[A-Z0-9]/);
        expect(MIN_BETS).toContain(g.minBet);
        expect(g.iconUrl).toBe(`/wps/assets/game/${g.nodeId}.png`);
        expect(g.gameClassify).not.toBe('');
        expect((g.gameType === 'LOTT' || g.gameType === 'ELOTT') === (g.lottoMode !== null)).toBe(true);
        nodeIds.add(g.nodeId);
        gameIds.add(g.gameId);
      }
      expect(nodeIds.size).toBe(catalogue.games.length);
      expect(gameIds.size).toBe(catalogue.games.length);
      expect(new Set(catalogue.games.map((g) => g.gameName)).size).toBe(catalogue.games.length);
      expect(catalogue.games.some((g) => g.isNew)).toBe(true);
    });

    it('is deterministic per seed', () => {
      const again = buildCatalogue(platform.seed);
      expect(again.games).toEqual(catalogue.games);
      const other = buildCatalogue(platform.seed + 1);
      expect(other.games.map((g) => g.gameName)).not.toEqual(catalogue.games.map((g) => g.gameName));
      expect(other.games.length).toBe(catalogue.games.length);
    });
  });

  describe('list paging', () => {
    it('pages with the default size 26 up to the last page', async () => {
      const total = catalogue.games.filter((g) => g.gameType === 'RNG').length;
      const first = await list({ gameType: 'RNG', pageNo: 1 });
      expect(first.games).toHaveLength(26);
      expect(first).toMatchObject({ pageNum: 1, total, totalPages: Math.ceil(total / 26) });
      expect(first.totalPages).toBeGreaterThanOrEqual(12);

      const last = await list({ gameType: 'RNG', pageNo: first.totalPages, pageSize: 26 });
      expect(last.games).toHaveLength(total - (first.totalPages - 1) * 26);
      const beyond = await list({ gameType: 'RNG', pageNo: first.totalPages + 1, pageSize: 26 });
      expect(beyond).toMatchObject({ games: [], pageNum: first.totalPages + 1, totalPages: first.totalPages });
    });

    it('covers every game exactly once across pages, whatever the size', async () => {
      for (const pageSize of [7, 26, 50]) {
        const first = await list({ gameType: 'FISH', pageSize });
        const pages = await Promise.all(
          Array.from({ length: first.totalPages }, (_, i) => list({ gameType: 'FISH', pageSize, pageNo: i + 1 })),
        );
        const ids = pages.flatMap((p) => p.games.map((g) => g.nodeId));
        expect(ids).toHaveLength(first.total);
        expect(new Set(ids).size).toBe(first.total);
      }
    });

    it('answers an unknown game type with an empty list', async () => {
      expect(await list({ gameType: 'NOPE' })).toEqual({ games: [], pageNum: 1, totalPages: 0, total: 0 });
    });

    it('rejects bad paging parameters', async () => {
      for (const query of [{ pageNo: 0 }, { pageSize: 0 }, { pageSize: 'x' }, { pageSize: 1000 }]) {
        const { body } = await client.get('/wps/game/list', { query: { gameType: 'RNG', ...query } });
        expect(body.code).toBe('request.invalid');
      }
    });
  });

  describe('list filters', () => {
    it('filters by vendor', async () => {
      const games = await allPages({ gameType: 'RNG', vassalage: 'PG' });
      expect(games.length).toBe(catalogue.games.filter((g) => g.gameType === 'RNG' && g.vassalage === 'PG').length);
      expect(games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    });

    it('filters by class', async () => {
      const games = await allPages({ gameType: 'RNG', gameClassify: 'arcade' });
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => g.gameClassify === 'arcade')).toBe(true);
      const both = await allPages({ gameType: 'RNG', vassalage: 'JILI', gameClassify: 'table' });
      expect(both.every((g) => g.vassalage === 'JILI' && g.gameClassify === 'table')).toBe(true);
      expect(both.length).toBe(
        catalogue.games.filter((g) => g.gameType === 'RNG' && g.vassalage === 'JILI' && g.gameClassify === 'table')
          .length,
      );
    });

    it('filters by name, case-insensitively', async () => {
      const target = catalogue.games.find((g) => g.gameType === 'RNG') as { gameName: string };
      const needle = target.gameName.split(' ')[1]?.toUpperCase() ?? target.gameName;
      const games = await allPages({ gameType: 'RNG', gameName: needle.toLowerCase() });
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => g.gameName.toUpperCase().includes(needle))).toBe(true);
      expect((await list({ gameType: 'RNG', gameName: 'zzz-no-such-game' })).games).toEqual([]);
    });

    it('filters new games with isNew=1 and ignores empty values', async () => {
      const fresh = await allPages({ gameType: 'RNG', isNew: 1 });
      expect(fresh.length).toBe(catalogue.games.filter((g) => g.gameType === 'RNG' && g.isNew).length);
      expect(fresh.every((g) => g.isNew)).toBe(true);
      const ignored = await list({ gameType: 'RNG', isNew: '', gameClassify: '', vassalage: '' });
      expect(ignored.total).toBe(catalogue.games.filter((g) => g.gameType === 'RNG').length);
    });

    it('filters by exact minimum bet', async () => {
      const games = await allPages({ gameType: 'RNG', minBet: '0.50' });
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => g.minBet === '0.5')).toBe(true);
      expect((await client.get('/wps/game/list', { query: { gameType: 'RNG', minBet: 'cheap' } })).body.code).toBe(
        'request.invalid',
      );
    });

    it('lists hot games under gameType HOT and searches every type without one', async () => {
      const hot = await allPages({ gameType: 'HOT' });
      expect(hot.length).toBe(catalogue.games.filter((g) => g.hot).length);
      expect(new Set(hot.map((g) => g.gameType)).size).toBeGreaterThan(1);
      expect((await list({})).total).toBe(catalogue.games.length);
    });
  });

  describe('long-list knob (POST /__sim/catalogue)', () => {
    afterEach(() => platform.reset());
    const rngTotal = catalogue.games.filter((g) => g.gameType === 'RNG').length;

    it('adds thousands of RNG games after the seeded ones, over the same vendors, until reset', async () => {
      expect((await client.get('/__sim/catalogue')).body.value).toEqual({ games: catalogue.games.length, extraRng: 0 });
      const { body } = await client.post('/__sim/catalogue', { extraRng: 2000 });
      expect(body.value).toEqual({ games: catalogue.games.length + 2000, extraRng: 2000 });

      const first = await list({ gameType: 'RNG' });
      expect(first.total).toBe(rngTotal + 2000);
      expect(first.games.map((g) => g.nodeId)).toEqual(
        catalogue.games
          .filter((g) => g.gameType === 'RNG')
          .slice(0, 26)
          .map((g) => g.nodeId),
      );
      const all = await allPages({ gameType: 'RNG' });
      expect(new Set(all.map((g) => g.nodeId)).size).toBe(rngTotal + 2000);
      expect(new Set(all.map((g) => g.gameName)).size).toBe(rngTotal + 2000);
      const vendors = new Set(catalogue.vendorsOf('RNG').map((v) => v.vassalage));
      expect(all.every((g) => vendors.has(g.vassalage) && g.iconUrl.startsWith('/wps/assets/game/'))).toBe(true);
      expect((await list({ gameType: 'RNG', vassalage: 'PG' })).total).toBeGreaterThan(200);
      expect((await list({ gameType: 'FISH' })).total).toBe(
        catalogue.games.filter((g) => g.gameType === 'FISH').length,
      );

      await client.post('/__sim/reset');
      expect((await list({ gameType: 'RNG' })).total).toBe(rngTotal);
    });

    it('takes 0 to remove them and refuses anything but a whole number in range', async () => {
      await client.post('/__sim/catalogue', { extraRng: 50 });
      await client.post('/__sim/catalogue', { extraRng: 0 });
      expect((await list({ gameType: 'RNG' })).total).toBe(rngTotal);
      for (const extraRng of [-1, 1.5, '10', 10_001, null]) {
        const { status, body } = await client.post('/__sim/catalogue', { extraRng });
        expect(status).toBe(400);
        expect(body.code).toBe('request.invalid');
      }
    });
  });

  describe('vendor mapping', () => {
    it('lists vendors and classes per game type', async () => {
      const { body } = await client.get<{
        vendors: { vassalage: string; displayName: string; mobileLargeIcon: string; h5Type: string }[];
        gameClassify: { key: string; displayName: string }[];
      }>('/wps/game/vassalage', { query: { gameType: 'RNG', merchantCode: 'MC01', language: 'EN' } });
      expect(body.value.vendors.map((v) => v.vassalage)).toEqual(['PG', 'JILI', 'PP', 'CQ9', 'JDB', 'SPADE', 'FC']);
      expect(
        body.value.vendors.every(
          (v) => v.h5Type === 'VASSALAGE' && v.mobileLargeIcon === `/wps/assets/vendor/${v.vassalage}.svg`,
        ),
      ).toBe(true);
      expect(body.value.gameClassify.map((c) => c.key)).toEqual(['slot', 'arcade', 'table', 'bingo']);

      const pg = await client.get<{ gameClassify: { key: string }[] }>('/wps/game/vassalage', {
        query: { gameType: 'RNG', vassalage: 'PG' },
      });
      expect(pg.body.value.gameClassify.map((c) => c.key)).toEqual(['slot', 'arcade']);

      const sports = await client.get<{ vendors: { h5Type: string }[] }>('/wps/game/vassalage', {
        query: { gameType: 'SPORTS' },
      });
      expect(sports.body.value.vendors.every((v) => v.h5Type === 'GAME')).toBe(true);

      const lott = await client.get<{ vendors: { vassalage: string }[] }>('/wps/game/vassalage', {
        query: { gameType: 'LOTT' },
      });
      expect(lott.body.value.vendors.map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']);

      expect((await client.get('/wps/game/vassalage', { query: { gameType: 'NOPE' } })).body.value).toEqual({
        vendors: [],
        gameClassify: [],
      });
      expect((await client.get('/wps/game/vassalage')).body.code).toBe('request.invalid');
    });
  });

  describe('assets and later-feature lists', () => {
    it('serves game icons and vendor tiles as SVG with long cache headers', async () => {
      const game = catalogue.games[0] as { nodeId: string; gameName: string };
      for (const path of [
        `/wps/assets/game/${game.nodeId}.svg`,
        '/wps/assets/vendor/PG.svg',
        '/wps/assets/banner/1.svg',
        '/wps/assets/team/arsenal.svg',
      ]) {
        const response = await platform.fetch(`http://x${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(response.headers.get('cache-control')).toContain('max-age=31536000');
        expect(await response.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
      expect((await platform.fetch('http://x/wps/assets/game/99999.svg')).status).toBe(404);
    });

    it('serves a game icon as a PNG with long cache headers, the address the catalogue gives', async () => {
      const game = catalogue.games[0] as { nodeId: string; iconUrl: string };
      const response = await platform.fetch(`http://x${game.iconUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(bytes.readUInt32BE(16)).toBe(160);
      expect((await platform.fetch('http://x/wps/assets/game/99999.png')).status).toBe(404);
      expect((await platform.fetch(`http://x/wps/assets/game/${game.nodeId}.gif`)).status).toBe(404);
      expect((await platform.fetch(`http://x/wps/assets/game/${game.nodeId}`)).status).toBe(404);
    });

    it('lists hot games, hot matches, lottery groups and the winner board', async () => {
      const hot = await client.get<{ list: GameRow[] }>('/wps/game/hot', { query: { gameType: 'RNG' } });
      expect(hot.body.value.list.every((g) => g.gameType === 'RNG')).toBe(true);

      const matches = await client.get<{
        list: {
          matchTime: number;
          homeTeam: string;
          awayTeam: string;
          nodeId: string;
          league: string;
          homeTeamImageUrl: string;
        }[];
      }>('/wps/game/hotMatches');
      expect(matches.body.value.list.length).toBeGreaterThan(1);
      for (const m of matches.body.value.list) {
        expect(m.matchTime).toBeGreaterThan(platform.now());
        expect(catalogue.byNodeId.get(m.nodeId)?.gameType).toBe('SPORTS');
        expect(m.homeTeamImageUrl).toMatch(/^\/wps\/assets\/team\/.+\.svg$/);
      }

      const lottery = await client.get<{
        groups: { displayName: string; games: { code: string; entPlaySwitch: boolean; tradPlaySwitch: boolean }[] }[];
      }>('/wps/game/lottery/list', { query: { prizeMode: 'Lott' } });
      expect(lottery.body.value.groups.map((g) => g.displayName)).toEqual(['Vietnam Lottery', 'Lottery']);
      expect(lottery.body.value.groups.every((g) => g.games.length > 0)).toBe(true);

      const winners = await client.get<{ list: { vo: { customerName: string; winAmount: string; nodeId: string } }[] }>(
        '/wps/relay/GCSGAME_getRankList',
        { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } },
      );
      const list = winners.body.value.list;
      expect(list).toHaveLength(20);
      expect(list.every((w) => /^\d+\.\d{2}$/.test(w.vo.winAmount) && w.vo.customerName.includes('***'))).toBe(true);
      const cents = list.map((w) => parseMoney(w.vo.winAmount));
      expect(cents.every((c, i) => i === 0 || c <= (cents[i - 1] as number))).toBe(true);

      const posted = await client.post<{ list: unknown[] }>('/wps/relay/GCSGAME_getRankList', {
        gameCategory: 'ALL',
        limitNum: 5,
      });
      expect(posted.body.value.list).toHaveLength(5);
    });
  });
});
