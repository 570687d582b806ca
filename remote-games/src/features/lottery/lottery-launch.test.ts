import type { LotteryGame } from './api/get-lottery-list';
import { lotteryLaunch } from './lottery-launch';

const game: LotteryGame = {
  gameId: 'TCG_LOTTO_VN_MIEBAC1',
  code: 'MIEBAC1',
  gameName: 'Mien Bac',
  mobileIconUrl: '/wps/assets/game/1.svg',
  remark: null,
  entPlaySwitch: false,
  tradPlaySwitch: true,
  mUi: null,
  css: null,
  nodeId: '10500',
  vassalage: 'TCG_LOTTO_VN',
  gameType: 'LOTT',
  lottoMode: 'Tradition',
};

describe('lotteryLaunch', () => {
  it('hands the launch the vendor, code, ids, category, chosen play type and the tab it came from', () => {
    expect(lotteryLaunch(game, 'ZY', 'trad')).toEqual({
      nodeId: '10500',
      gameId: 'TCG_LOTTO_VN_MIEBAC1',
      gameCode: 'MIEBAC1',
      gameName: 'Mien Bac',
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      lottoMode: 'Tradition',
      prizeMode: 'ZY',
    });
    expect(lotteryLaunch(game, 'Lott', 'ent').lottoMode).toBe('Entertainment');
  });

  it('fills what a platform leaves out from the prize mode', () => {
    const bare: LotteryGame = { ...game, nodeId: undefined, vassalage: null, gameType: undefined, gameName: null };
    expect(lotteryLaunch(bare, 'Elott', 'ent')).toMatchObject({
      nodeId: null,
      vassalage: 'ELOTT',
      gameType: 'ELOTT',
      gameName: 'MIEBAC1',
    });
    expect(lotteryLaunch(bare, 'SEA', 'trad')).toMatchObject({ vassalage: 'TCG_SEA', gameType: 'LOTT' });
  });
});
