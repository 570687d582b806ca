import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadExposed, RemoteUnavailableError } from './load-exposed';
import { remoteAttempts } from './remote-attempts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('loadExposed', () => {
  beforeEach(() => mockedLoadRemote.mockReset());

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
});
