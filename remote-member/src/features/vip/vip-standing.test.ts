import type { Club, ClubLevel } from './api/club-api';
import { vipStanding } from './vip-standing';

const level = (n: number): ClubLevel => ({
  level: n,
  name: `VIP ${n}`,
  requirements: { deposit: n * 100_000_00, validBet: n * 500_000_00 },
  rebates: [{ category: 'SPORTS', rate: '0.50' }],
  upgradeBonus: 0,
  birthdayBonus: 0,
  withdrawLimit: { daily: 100_000_00, times: 3 },
});
const LEVELS = [level(0), level(1), level(2), level(3)];
const club = (current: Club['current'], levels = LEVELS): Club => ({ current, levels });

describe('vipStanding', () => {
  it('a member part of the way: their level, the floored percent and what the next level needs', () => {
    const standing = vipStanding(club({ level: 2, labelName: 'VIP 2', progress: 0.46 }))!;
    expect(standing).toMatchObject({
      name: 'VIP 2',
      percent: 46,
      level: { level: 2 },
      next: { level: 3, requirements: { deposit: 300_000_00 } },
    });
  });

  it('no progress yet, and exactly at the threshold of the next level', () => {
    expect(vipStanding(club({ level: 1, labelName: 'VIP 1', progress: 0 }))).toMatchObject({
      percent: 0,
      next: { level: 2 },
    });
    expect(vipStanding(club({ level: 1, labelName: 'VIP 1', progress: 1 }))).toMatchObject({
      percent: 100,
      next: { level: 2 },
    });
  });

  it('the top level has no next one and counts as full', () => {
    expect(vipStanding(club({ level: 3, labelName: 'VIP 3', progress: 0.2 }))).toMatchObject({
      percent: 100,
      next: null,
      level: { level: 3 },
    });
  });

  it('without a club label the member starts at the lowest level', () => {
    expect(vipStanding(club(null))).toMatchObject({
      name: 'VIP 0',
      percent: 0,
      level: { level: 0 },
      next: { level: 1 },
    });
  });

  it('bad data: a rank beyond the table, a negative or odd rank, a progress that is not a number, levels out of order, none', () => {
    expect(vipStanding(club({ level: 9, labelName: 'VIP 9', progress: 0.5 }))).toMatchObject({
      level: { level: 3 },
      next: null,
    });
    expect(vipStanding(club({ level: -2, labelName: '?', progress: 0.5 }))).toMatchObject({
      level: { level: 0 },
      next: { level: 1 },
    });
    expect(vipStanding(club({ level: Number.NaN, labelName: '?', progress: 0.5 }))).toMatchObject({
      level: { level: 0 },
    });
    expect(vipStanding(club({ level: 1, labelName: 'VIP 1', progress: '0.5' }))).toMatchObject({ percent: 0 });
    expect(
      vipStanding(club({ level: 1, labelName: 'VIP 1', progress: 0.5 }, [level(3), level(1), level(0), level(2)])),
    ).toMatchObject({ level: { level: 1 }, next: { level: 2 }, percent: 50 });
    expect(vipStanding(club(null, []))).toBeNull();
  });
});
