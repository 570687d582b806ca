import { launchDestination } from './use-launch-game';

describe('launchDestination', () => {
  const from = '/m/gameList?gameType=RNG&vassalage=PG';

  it('sends a guest to /m/login, remembering where they were', () => {
    expect(launchDestination({ gameCode: 'lucky-seven' }, { loggedIn: false, from })).toEqual({ to: '/m/login', state: { from } });
  });

  it('sends a signed-in player to the launch route with the game code and the way back', () => {
    const { to, state } = launchDestination({ gameCode: 'lucky-seven' }, { loggedIn: true, from });
    expect(state).toBeUndefined();
    const url = new URL(to, 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('code')).toBe('lucky-seven');
    expect(url.searchParams.get('pageBack')).toBe(from);
  });

  it('opens the lobby when the game has no code (spec: code defaults to lobby)', () => {
    const { to } = launchDestination({ gameCode: null }, { loggedIn: true, from: '/m/gameList' });
    expect(new URL(to, 'http://x').searchParams.get('code')).toBe('lobby');
  });
});
