import { createTestSim } from '../../testing/fixtures';

interface LotteryGame {
  gameId: string;
  code: string;
  gameName: string;
  mobileIconUrl: string;
  remark: string;
  entPlaySwitch: boolean;
  tradPlaySwitch: boolean;
  mUi: string;
  css: string;
  nodeId: string;
  vassalage: string;
  gameType: string;
  lottoMode: string;
}
interface LotteryGroups {
  groups: { displayName: string; gameGroupId: number; games: LotteryGame[] }[];
}

describe('lottery list', () => {
  const { platform, client } = createTestSim();
  const groups = async (prizeMode?: string) => {
    const { status, body } = await client.get<LotteryGroups>('/wps/game/lottery/list', {
      query: prizeMode === undefined ? {} : { prizeMode },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    return body.value.groups;
  };

  it('answers each prize mode with its own groups, whatever the case of the mode', async () => {
    expect((await groups('Lott')).map((g) => g.gameGroupId)).toEqual([11, 12]);
    expect((await groups('ZY')).map((g) => g.displayName)).toEqual(['ZY Quick Draws', 'ZY Regional Draws']);
    expect((await groups('zy')).map((g) => g.gameGroupId)).toEqual([41, 42]);
    expect((await groups('Elott')).map((g) => g.gameGroupId)).toEqual([21]);
    expect((await groups('SEA')).map((g) => g.gameGroupId)).toEqual([31]);
    expect((await groups()).map((g) => g.gameGroupId)).toEqual([11, 12, 41, 42, 21, 31]);
  });

  it('splits the VN lottery between the two ZY groups without losing or repeating a game', async () => {
    const [quick, regional] = await groups('ZY');
    const vn = platform.catalogue.games.filter((g) => g.vassalage === 'TCG_LOTTO_VN').map((g) => g.gameCode);
    expect(quick!.games.length).toBeGreaterThan(0);
    expect(regional!.games.length).toBeGreaterThan(0);
    expect([...quick!.games, ...regional!.games].map((g) => g.code).sort()).toEqual([...vn].sort());
    expect(quick!.games.every((g) => /Fast|Vietlott|Max 3D/.test(g.gameName))).toBe(true);
  });

  it('gives every game the platform fields plus what a launch needs, switches following its lotto mode', async () => {
    for (const group of await groups()) {
      for (const game of group.games) {
        const source = platform.catalogue.byNodeId.get(game.nodeId)!;
        expect(game).toEqual({
          gameId: source.gameId,
          code: source.gameCode,
          gameName: source.gameName,
          mobileIconUrl: source.iconUrl,
          remark: expect.any(String),
          entPlaySwitch: source.lottoMode!.includes('Entertainment'),
          tradPlaySwitch: source.lottoMode!.includes('Tradition'),
          mUi: 'default',
          css: expect.stringMatching(/^lott-[1-6]$/),
          nodeId: source.nodeId,
          vassalage: source.vassalage,
          gameType: source.gameType,
          lottoMode: source.lottoMode,
        });
      }
    }
    const elott = (await groups('Elott'))[0]!.games;
    expect(elott.some((g) => g.entPlaySwitch && g.tradPlaySwitch)).toBe(true);
    expect(elott.some((g) => g.entPlaySwitch && !g.tradPlaySwitch)).toBe(true);
  });

  it('refuses an unknown prize mode', async () => {
    const { status, body } = await client.get('/wps/game/lottery/list', { query: { prizeMode: 'NOPE' } });
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.code).toBe('request.invalid');
  });
});
