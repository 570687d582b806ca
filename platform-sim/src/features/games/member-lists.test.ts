import { accountKey } from '../../core/state';
import { createTestSim } from '../../testing/fixtures';

interface GameRow {
  nodeId: string;
  gameType: string;
  vassalage: string;
  gameName: string;
}
interface FavouritePage {
  content: GameRow[];
  pageNum: number;
  totalPages: number;
  total: number;
}
interface RecentPage {
  list: GameRow[];
  pageNum: number;
  totalPages: number;
  total: number;
}

describe('favourites and recent games', () => {
  const { platform, client } = createTestSim();
  const { catalogue } = platform;
  const rng = catalogue.games.filter((g) => g.gameType === 'RNG');
  const fish = catalogue.games.filter((g) => g.gameType === 'FISH');
  let token: string;

  beforeEach(async () => {
    platform.reset();
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
  });

  const addFavourite = (nodeId: string, vendor: string, as = token) =>
    client.post('/wps/game/favourites', { nodeId, vendor }, { token: as });
  const removeFavourite = (nodeId: string, vendor: string, as = token) =>
    client.del('/wps/game/favourites', { token: as, query: { nodeId, vendor } });
  const ids = async (as = token) =>
    (await client.get<{ list: string[] }>('/wps/game/favourites/ids', { token: as })).body.value.list;
  const favourites = async (query: Record<string, string | number> = {}) => {
    const { status, body } = await client.get<FavouritePage>('/wps/game/favourites', {
      token,
      query: { pageNo: 1, pageSize: 26, language: 'EN', ...query },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    return body.value;
  };
  const addRecent = (nodeId: string, as = token) =>
    client.get('/wps/game/recent/add', { token: as, query: { nodeId } });
  const recent = async (query: Record<string, string | number> = {}) => {
    const { body } = await client.get<RecentPage>('/wps/game/recent', {
      token,
      query: { page: 1, pageSize: 25, language: 'EN', clientType: 2, ...query },
    });
    expect(body.success).toBe(true);
    return body.value;
  };

  describe('favourites', () => {
    it('starts empty, adds newest first, once per game', async () => {
      expect(await ids()).toEqual([]);
      const [a, b] = rng as [(typeof rng)[number], (typeof rng)[number]];
      expect((await addFavourite(a.nodeId, a.vassalage)).body).toMatchObject({ success: true, value: null });
      await addFavourite(b.nodeId, b.vassalage.toLowerCase());
      await addFavourite(a.nodeId, a.vassalage);
      expect(await ids()).toEqual([b.nodeId, a.nodeId]);
      expect(platform.state.favourites.get(accountKey('demo01'))).toEqual([b.nodeId, a.nodeId]);
    });

    it('lists the favourite games as pages of 26, filtered by game type', async () => {
      const chosen = [...rng.slice(0, 30), ...fish.slice(0, 3)];
      for (const g of chosen) await addFavourite(g.nodeId, g.vassalage);
      const newestFirst = [...chosen].reverse().map((g) => g.nodeId);

      const first = await favourites();
      expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 33 });
      expect(first.content.map((g) => g.nodeId)).toEqual(newestFirst.slice(0, 26));
      expect(first.content[0]).toMatchObject({
        gameName: fish[2]!.gameName,
        vassalage: fish[2]!.vassalage,
        gameType: 'FISH',
      });
      expect((await favourites({ pageNo: 2 })).content.map((g) => g.nodeId)).toEqual(newestFirst.slice(26));

      const onlyFish = await favourites({ gameType: 'FISH' });
      expect(onlyFish.content.map((g) => g.nodeId)).toEqual(newestFirst.slice(0, 3));
      expect(onlyFish.totalPages).toBe(1);
      expect((await favourites({ gameType: 'FAV' })).total).toBe(33);
      expect((await favourites({ gameType: 'NOPE' })).content).toEqual([]);
    });

    it('removes one game, and removing again is harmless', async () => {
      const [a, b] = rng as [(typeof rng)[number], (typeof rng)[number]];
      await addFavourite(a.nodeId, a.vassalage);
      await addFavourite(b.nodeId, b.vassalage);
      expect((await removeFavourite(a.nodeId, a.vassalage)).body).toMatchObject({ success: true, value: null });
      expect((await removeFavourite(a.nodeId, a.vassalage)).body.success).toBe(true);
      expect(await ids()).toEqual([b.nodeId]);
      expect((await favourites()).content.map((g) => g.nodeId)).toEqual([b.nodeId]);
    });

    it('keeps every member’s favourites apart', async () => {
      const other = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
      await addFavourite(rng[0]!.nodeId, rng[0]!.vassalage);
      expect(await ids(other)).toEqual([]);
    });

    it('rejects unknown games, a vendor that does not match and a missing nodeId', async () => {
      expect((await addFavourite('99999', 'PG')).body.code).toBe('request.invalid');
      expect((await addFavourite(rng[0]!.nodeId, 'NOT_THE_VENDOR')).body.code).toBe('request.invalid');
      expect((await client.post('/wps/game/favourites', { vendor: 'PG' }, { token })).body.code).toBe(
        'request.invalid',
      );
      expect((await removeFavourite(rng[0]!.nodeId, 'NOT_THE_VENDOR')).body.code).toBe('request.invalid');
      expect((await client.del('/wps/game/favourites', { token })).body.code).toBe('request.invalid');
      expect(await ids()).toEqual([]);
    });

    it('needs a session: no token or an expired one is HTTP 401 session.expired', async () => {
      for (const as of [null, 'not-a-token']) {
        for (const call of [
          () => client.get('/wps/game/favourites/ids', { token: as }),
          () => client.get('/wps/game/favourites', { token: as }),
          () =>
            client.post('/wps/game/favourites', { nodeId: rng[0]!.nodeId, vendor: rng[0]!.vassalage }, { token: as }),
          () => client.del('/wps/game/favourites', { token: as, query: { nodeId: rng[0]!.nodeId } }),
        ]) {
          const { status, body } = await call();
          expect(status).toBe(401);
          expect(body.code).toBe('session.expired');
        }
      }
      await client.post('/__sim/expire-sessions');
      expect((await client.get('/wps/game/favourites/ids', { token })).status).toBe(401);
    });
  });

  describe('recent games', () => {
    it('moves a game to the front, once, and lists pages of 25 newest first', async () => {
      for (const g of rng.slice(0, 30)) await addRecent(g.nodeId);
      await addRecent(rng[0]!.nodeId);
      const first = await recent();
      expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 30 });
      expect(first.list.map((g) => g.nodeId)).toEqual(
        [
          rng[0]!.nodeId,
          ...rng
            .slice(1, 30)
            .reverse()
            .map((g) => g.nodeId),
        ].slice(0, 25),
      );
      expect((await recent({ page: 2 })).list).toHaveLength(5);
    });

    it('keeps the newest 100 and filters by game type', async () => {
      for (const g of rng.slice(0, 105)) await addRecent(g.nodeId);
      await addRecent(fish[0]!.nodeId);
      expect(platform.state.recent.get('demo01')).toHaveLength(100);
      expect((await recent()).total).toBe(100);
      expect((await recent({ gameType: 'FISH' })).list.map((g) => g.nodeId)).toEqual([fish[0]!.nodeId]);
      expect((await recent({ gameType: 'RECENT' })).total).toBe(100);
    });

    it('rejects an unknown game and needs a session', async () => {
      expect((await addRecent('99999')).body.code).toBe('request.invalid');
      expect((await client.get('/wps/game/recent/add', { token })).body.code).toBe('request.invalid');
      expect((await addRecent(rng[0]!.nodeId, '')).status).toBe(401);
      expect((await client.get('/wps/game/recent')).status).toBe(401);
    });
  });

  it('reset clears favourites and recent games', async () => {
    await addFavourite(rng[0]!.nodeId, rng[0]!.vassalage);
    await addRecent(rng[0]!.nodeId);
    await client.post('/__sim/reset');
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect(await ids()).toEqual([]);
    expect((await recent()).total).toBe(0);
  });
});
