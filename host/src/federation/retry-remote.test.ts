import { loadExposed, manifestOf, registerRegistry } from './load-exposed';
import { onRemoteReplaced, remoteAttempts } from './remote-attempts';
import { remoteOfUrl } from './attempt-urls';
import { retryRemote } from './retry-remote';
import { ownerOf } from '../field/field-context';

const mockedLoadRemote = jest.fn();
const mockedRegisterRemotes = jest.fn();
jest.mock('./federation-runtime', () => ({
  startFederation: jest.fn(async () => ({ loadRemote: mockedLoadRemote, registerRemotes: mockedRegisterRemotes })),
}));

const STABLE = 'http://localhost:3004/0.1.0/mf-manifest.json';
const CANARY = 'http://localhost:3004/0.1.1-next/mf-manifest.json';
const MEMBER = 'http://localhost:3001/0.1.0/mf-manifest.json';

const answer = (body: unknown, status = 200) =>
  jest.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  ) as unknown as jest.MockedFunction<typeof fetch>;
const served = (cashier: string) => ({
  remotes: [
    { name: 'member', manifest: MEMBER, routes: ['/m/mine'] },
    { name: 'cashier', manifest: cashier, routes: ['/m/deposit'] },
  ],
});

beforeEach(async () => {
  mockedRegisterRemotes.mockReset();
  mockedLoadRemote.mockReset().mockRejectedValue(new Error('RUNTIME-008 the canary is gone'));
  registerRegistry(served(CANARY));
  // The page is on the canary, which failed: its runtime is running.
  await expect(loadExposed('cashier', 'routes')).rejects.toThrow();
  mockedRegisterRemotes.mockReset();
});

describe('Retry after the server moved the visitor to another release', () => {
  it('asks the server again, registers the remote anew with the new manifest, then starts the next attempt', async () => {
    const fetchImpl = answer(served(STABLE));
    const replaced = jest.fn();
    const stop = onRemoteReplaced(replaced);
    const before = remoteAttempts.getState().attemptOf('cashier');
    const order: string[] = [];
    mockedRegisterRemotes.mockImplementation(() => order.push('register'));
    const unsubscribe = remoteAttempts.subscribe(() => order.push('attempt'));
    await retryRemote('cashier', fetchImpl);
    unsubscribe();
    stop();

    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'cashier', entry: STABLE }], { force: true });
    expect(order).toEqual(['register', 'attempt']);
    expect(remoteAttempts.getState().attemptOf('cashier')).toBe(before + 1);
    expect(replaced).toHaveBeenCalledWith('cashier');
    // The page's own record of the remote follows: its files, its reports.
    expect(manifestOf('cashier')).toBe(STABLE);
    expect(remoteOfUrl('http://localhost:3004/0.1.0/remoteEntry.js')).toBe('cashier');
    expect(ownerOf('/m/deposit')).toEqual({ remote: 'cashier', version: '0.1.0' });

    // The next attempt loads from the runtime (which now has the stable release).
    mockedLoadRemote.mockResolvedValue({ default: [] });
    await expect(loadExposed('cashier', 'routes')).resolves.toEqual({ default: [] });
  });

  it('registers nothing when the release is the same, and still starts the next attempt', async () => {
    const before = remoteAttempts.getState().attemptOf('cashier');
    await retryRemote('cashier', answer(served(CANARY)));
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
    expect(remoteAttempts.getState().attemptOf('cashier')).toBe(before + 1);
  });

  it.each([
    ['the server fails', answer({}, 503)],
    ['the answer is not a registry', answer({ remotes: 'none' })],
    ['the remote is not in it', answer({ remotes: [{ name: 'member', manifest: MEMBER }] })],
    [
      'there is no answer',
      jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
    ],
  ])('starts the next attempt with the release it has when %s', async (_, fetchImpl) => {
    const before = remoteAttempts.getState().attemptOf('cashier');
    await retryRemote('cashier', fetchImpl);
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
    expect(manifestOf('cashier')).toBe(CANARY);
    expect(remoteAttempts.getState().attemptOf('cashier')).toBe(before + 1);
  });

  it('makes one attempt of Retry pressed in several regions at once', async () => {
    const fetchImpl = answer(served(STABLE));
    const before = remoteAttempts.getState().attemptOf('cashier');
    await Promise.all([retryRemote('cashier', fetchImpl), retryRemote('cashier', fetchImpl)]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(remoteAttempts.getState().attemptOf('cashier')).toBe(before + 1);
  });
});
