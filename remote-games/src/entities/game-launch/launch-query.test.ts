import { launchPath, readLaunchQuery, safePageBack } from './launch-query';

describe('launch route query', () => {
  it('round-trips through the address', () => {
    const query = {
      vendor: 'LOTT',
      code: 'HAN1',
      pageBack: '/m/lottery?x=1',
      playType: 'ent' as const,
      prizeMode: 'Elott',
      nodeId: '10900',
      gameId: 'LOTT_HAN1',
      roomId: null,
      category: 'LOTT',
      freePlay: true,
    };
    const url = new URL(launchPath(query), 'http://site');
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('prize_mode')).toBe('Elott');
    expect(readLaunchQuery(url.searchParams)).toEqual(query);
  });

  it('reads the defaults: playType trad, code lobby, pageBack home', () => {
    expect(readLaunchQuery(new URLSearchParams('vendor=PG'))).toMatchObject({
      playType: 'trad',
      code: 'lobby',
      pageBack: '/m/home',
      prizeMode: null,
      freePlay: false,
    });
  });

  it('never goes back to another site', () => {
    for (const bad of [
      'https://evil.example/m/home',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      '/\t/evil.example/m/home',
      '/\n/evil.example',
      '\t/m/home',
      '/m/..//evil.example',
      'https://user:pw@evil.example/',
      `https://user:pw@${window.location.host}/m/home`,
    ]) {
      expect(safePageBack(bad)).toBe('/m/home');
    }
    expect(safePageBack('/m/gameList?gameType=RNG')).toBe('/m/gameList?gameType=RNG');
    expect(safePageBack(`${window.location.origin}/m/trail`)).toBe('/m/trail');
    expect(readLaunchQuery(new URLSearchParams('vendor=PG&pageBack=%2F%09%2Fevil.example%2Fm%2Fhome')).pageBack).toBe(
      '/m/home',
    );
  });
});
