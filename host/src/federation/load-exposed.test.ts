import { loadExposed, registerRegistry, RemoteUnavailableError } from './load-exposed';
import { remoteAttempts } from './remote-attempts';
import { startFederation } from './federation-runtime';
import { forAttempt } from './attempt-urls';

const mockedLoadRemote = jest.fn();
const mockedRegisterRemotes = jest.fn();
jest.mock('./federation-runtime', () => ({
  startFederation: jest.fn(async () => ({ loadRemote: mockedLoadRemote, registerRemotes: mockedRegisterRemotes })),
}));
const mockedStart = startFederation as jest.MockedFunction<typeof startFederation>;

describe('loadExposed', () => {
  beforeEach(() => mockedLoadRemote.mockReset());

  it('starts the federation runtime only when a remote is first needed, and once', async () => {
    registerRegistry({
      remotes: [{ name: 'games', manifest: 'http://localhost:3002/0.1.0/mf-manifest.json', routes: [] }],
    });
    expect(mockedStart).not.toHaveBeenCalled();
    mockedLoadRemote.mockResolvedValue({ default: 'games routes' });
    await loadExposed('games', 'routes');
    await loadExposed('games', 'popular-games');
    expect(mockedStart).toHaveBeenCalledTimes(1);
    expect(mockedStart).toHaveBeenCalledWith([
      { name: 'games', entry: 'http://localhost:3002/0.1.0/mf-manifest.json' },
    ]);

    // A registry read later (a release meanwhile) reaches the running runtime.
    registerRegistry({
      remotes: [{ name: 'games', manifest: 'http://localhost:3002/0.2.0/mf-manifest.json', routes: [] }],
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'games', entry: 'http://localhost:3002/0.2.0/mf-manifest.json' }],
      { force: true },
    );
  });

  it('fails a remote once per attempt: its other regions get the same failure without loading again', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('ScriptExecutionError: remoteEntry.js threw'));
    await expect(loadExposed('games', 'routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loadExposed('games', 'popular-games')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loadExposed('games', 'winner-board')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    // Another remote is not affected.
    mockedLoadRemote.mockResolvedValueOnce({ default: 'member routes' });
    await expect(loadExposed('member', 'routes')).resolves.toEqual({ default: 'member routes' });

    // Retry is the next attempt: it loads again, and a success stays a success.
    remoteAttempts.getState().retry('games');
    mockedLoadRemote.mockResolvedValue({ default: 'games routes' });
    await expect(loadExposed('games', 'routes')).resolves.toEqual({ default: 'games routes' });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('treats an empty answer (the failure plugin let it through) as a failure', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    await expect(loadExposed('agent', 'routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it("asks for a retried remote's files under its attempt's URLs, from the registry it was handed", () => {
    registerRegistry({
      remotes: [
        { name: 'cashier', manifest: 'http://localhost:3004/0.1.0/mf-manifest.json', routes: [] },
        { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: [] },
      ],
    });
    const entry = 'http://localhost:3004/0.1.0/remoteEntry.js';
    expect(forAttempt(entry)).toBe(entry);
    remoteAttempts.getState().retry('cashier');
    expect(forAttempt(entry)).toBe(`${entry}?mc-attempt=1`);
    expect(forAttempt('http://localhost:3001/0.1.0/remoteEntry.js')).toBe('http://localhost:3001/0.1.0/remoteEntry.js');
  });
});
