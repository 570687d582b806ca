import { LOTTO_MODE, playButtonsOf } from './play-types';

describe('play buttons', () => {
  it('shows Traditional for tradPlaySwitch and Entertainment for entPlaySwitch, Traditional first', () => {
    expect(playButtonsOf({ tradPlaySwitch: true, entPlaySwitch: true })).toEqual([
      { playType: 'trad', labelKey: 'lottery.play.trad' },
      { playType: 'ent', labelKey: 'lottery.play.ent' },
    ]);
    expect(playButtonsOf({ tradPlaySwitch: true, entPlaySwitch: false }).map((b) => b.playType)).toEqual(['trad']);
    expect(playButtonsOf({ tradPlaySwitch: false, entPlaySwitch: true }).map((b) => b.playType)).toEqual(['ent']);
  });

  it('still offers a plain Play in the default play type when both switches are off', () => {
    expect(playButtonsOf({ tradPlaySwitch: false, entPlaySwitch: false })).toEqual([
      { playType: 'trad', labelKey: 'lottery.play.default' },
    ]);
  });

  it('passes the lotto mode the launch rule reads (ent when it contains Entertainment)', () => {
    expect(LOTTO_MODE).toEqual({ trad: 'Tradition', ent: 'Entertainment' });
  });
});
