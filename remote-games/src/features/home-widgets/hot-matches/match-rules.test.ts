import type { HotMatch } from './api/get-hot-matches';
import { matchLaunch, matchListKey, popupTime, tickerTime } from './match-rules';

const match = (over: Partial<HotMatch> = {}): HotMatch => ({
  matchTime: new Date(2024, 5, 7, 9, 5).getTime(),
  homeTeam: 'Yangon United',
  awayTeam: 'Shan United',
  homeTeamImageUrl: '/wps/assets/team/yangon-united.svg',
  awayTeamImageUrl: null,
  vendor: 'SABA',
  roomId: 'M880000',
  nodeId: '10001',
  league: 'Myanmar National League',
  ...over,
});

describe('hot-match times', () => {
  it('gives the ticker month/day hour:minute, day and month unpadded, hour and minute padded', () => {
    expect(tickerTime(new Date(2024, 5, 7, 9, 5).getTime())).toEqual({
      month: '6',
      day: '7',
      hour: '09',
      minute: '05',
    });
    expect(tickerTime(new Date(2024, 11, 31, 23, 45).getTime())).toEqual({
      month: '12',
      day: '31',
      hour: '23',
      minute: '45',
    });
  });

  it('gives the popup MM/DD HH:mm', () => {
    expect(popupTime(new Date(2024, 5, 7, 9, 5).getTime())).toBe('06/07 09:05');
    expect(popupTime(new Date(2024, 11, 31, 23, 45).getTime())).toBe('12/31 23:45');
  });
});

describe('hot-match launch', () => {
  it('launches the vendor sports game on the match node and room', () => {
    expect(matchLaunch(match())).toEqual({
      vassalage: 'SABA',
      nodeId: '10001',
      roomId: 'M880000',
      gameType: 'SPORTS',
      gameName: 'Yangon United - Shan United',
    });
  });
});

describe('match list identity', () => {
  it('changes when a match is added, removed or moved, not when the same list comes again', () => {
    const list = [match(), match({ nodeId: '10002', roomId: 'M880137' })];
    expect(matchListKey([...list])).toBe(matchListKey(list.map((m) => ({ ...m }))));
    expect(matchListKey(list.slice(0, 1))).not.toBe(matchListKey(list));
    expect(matchListKey([...list].reverse())).not.toBe(matchListKey(list));
    expect(matchListKey([match({ matchTime: 0 })])).not.toBe(matchListKey([match()]));
  });
});
