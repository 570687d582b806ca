import { createPlatform, type Platform } from '@mc/platform-sim';
import { ApiError, i18n, queryClient, setRuntimeConfig, settingsQuery } from '@mc/shared-kernel';
import { setupI18n } from '@mc/shared-kernel/testing';
import { warmRemoteScreen } from '../federation/warm-screen';
import { loadHomePage } from '../app/load-home';
import { boot, bootFailureKind, LAYOUT_NAMESPACES, ROUTE_WAIT_MS } from './boot';

// The federation runtime is not part of these tests (remote-screen.test.tsx covers loading remotes).
jest.mock('../federation/load-exposed', () => ({ registerRegistry: jest.fn() }));
jest.mock('../federation/warm-screen', () => ({ warmRemoteScreen: jest.fn(async () => undefined) }));
const mockedWarm = warmRemoteScreen as jest.MockedFunction<typeof warmRemoteScreen>;
jest.mock('../app/load-home', () => ({ loadHomePage: jest.fn(async () => () => null) }));
const mockedHome = loadHomePage as jest.MockedFunction<typeof loadHomePage>;

let platform: Platform;
/** The host's own files as the test wants them answered; anything else goes to the platform. */
let hostFiles: Record<string, (request: Request) => Promise<Response>>;
const json = (value: unknown) => async () =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
const admin = (path: string, body: unknown) =>
  platform.fetch(
    new Request(`http://platform.test${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('boot', () => {
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    await setupI18n('EN');
    // Not a home visit: boot's home prefetch stays out of these tests.
    window.history.replaceState(null, '', '/m/mine');
  });
  beforeEach(() => {
    platform = createPlatform();
    queryClient.clear();
    setRuntimeConfig({});
    hostFiles = {
      '/config.json': json({ apiBase: '', timeoutMs: 500 }),
      '/remotes.json': json({ remotes: [] }),
    };
    globalThis.fetch = (input, init) => {
      const request = new Request(
        input instanceof URL ? input : typeof input === 'string' ? new URL(input, 'http://localhost') : input,
        init,
      );
      const file = hostFiles[new URL(request.url).pathname];
      return file ? file(request) : platform.fetch(request);
    };
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('starts in normal mode with the registry', async () => {
    await expect(boot()).resolves.toEqual({ registry: { remotes: [] }, mode: 0 });
  });

  it("waits for a remote page's route before the first render, but not longer than ROUTE_WAIT_MS", async () => {
    let known: () => void = () => undefined;
    mockedWarm.mockReturnValueOnce(new Promise<void>((resolve) => (known = resolve)));
    let booted = false;
    const started = boot().then(() => (booted = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(booted).toBe(false);
    known();
    await started;

    mockedWarm.mockReturnValueOnce(new Promise<void>(() => undefined));
    const began = Date.now();
    await boot();
    expect(Date.now() - began).toBeGreaterThanOrEqual(ROUTE_WAIT_MS - 20);
  });

  it("waits for home's chunk on a visit that starts on home (so the first render is the page), and only there", async () => {
    mockedHome.mockClear();
    await boot();
    expect(mockedHome).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/m/home');
    try {
      let arrive: () => void = () => undefined;
      mockedHome.mockReturnValueOnce(new Promise((resolve) => (arrive = () => resolve(() => null))));
      let booted = false;
      const started = boot().then(() => (booted = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mockedHome).toHaveBeenCalledTimes(1);
      expect(booted).toBe(false);
      arrive();
      await started;
      // A chunk that cannot come does not stop the start: the page shows that, with Retry.
      mockedHome.mockRejectedValueOnce(new Error('chunk failed'));
      await expect(boot()).resolves.toMatchObject({ mode: 0 });
    } finally {
      window.history.replaceState(null, '', '/m/mine');
    }
  });

  it('has the layout texts loaded before the first render, on any page (the render never waits for them)', async () => {
    let arrive: () => void = () => undefined;
    const texts = jest
      .spyOn(i18n, 'loadNamespaces')
      .mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
    try {
      let booted = false;
      const started = boot().then(() => (booted = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(texts).toHaveBeenCalledWith(LAYOUT_NAMESPACES);
      expect(booted).toBe(false);
      arrive();
      await started;
    } finally {
      texts.mockRestore();
    }
  });

  it("takes the site settings the page carries as the call's answer; anything but an open site's is left to the call", async () => {
    const settingsCalls = () => calls.filter((path) => path === '/wps/system/settings').length;
    const calls: string[] = [];
    const platformFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
      return platformFetch(input, init);
    };
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = 'mc-settings';
    document.body.append(carried);
    const open = {
      merchantCode: 'MC09',
      trialMerchantCode: 'TR09',
      maintenance: false,
      regionRestriction: false,
      location: { ip: '10.0.0.7' },
      currency: { code: 'MMK', symbol: 'K' },
    };
    try {
      carried.textContent = JSON.stringify(open);
      await expect(boot()).resolves.toMatchObject({ mode: 0 });
      expect(settingsCalls()).toBe(0);
      expect(queryClient.getQueryData(settingsQuery.queryKey)).toMatchObject({ merchantCode: 'MC09' });

      // Maintenance, or settings the call would refuse, are not taken: the call decides.
      for (const text of [
        JSON.stringify({ ...open, maintenance: true }),
        JSON.stringify({ ...open, currency: 'MMK' }),
        '{"merchantCode":',
      ]) {
        queryClient.clear();
        carried.textContent = text;
        await expect(boot()).resolves.toMatchObject({ mode: 0 });
        expect(queryClient.getQueryData(settingsQuery.queryKey)).toMatchObject({ merchantCode: 'MC01' });
      }
      expect(settingsCalls()).toBe(3);
    } finally {
      carried.remove();
      globalThis.fetch = platformFetch;
    }
  });

  it('takes the config and registry the page carries, without fetching them', async () => {
    const registry = {
      remotes: [{ name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine'] }],
    };
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'mc-boot';
    data.textContent = JSON.stringify({ config: { apiBase: '', timeoutMs: 700 }, registry });
    document.head.append(data);
    const fetched: string[] = [];
    for (const file of Object.keys(hostFiles)) {
      hostFiles[file] = async () => {
        fetched.push(file);
        return new Response('not asked for', { status: 500 });
      };
    }
    try {
      await expect(boot()).resolves.toEqual({ registry, mode: 0 });
      expect(fetched).toEqual([]);
      // Data the page carries that does not parse is ignored: the files are fetched (and fail here).
      data.textContent = '{"config": {"timeoutMs": "soon"}';
      await expect(boot()).rejects.toBeInstanceOf(ApiError);
      expect(fetched.sort()).toEqual(['/config.json', '/remotes.json']);
    } finally {
      data.remove();
    }
  });

  it('shows the maintenance screen (mode 1) when the settings call itself answers maintenance', async () => {
    await admin('/__sim/mode', { maintenance: true });
    await admin('/__sim/faults', { path: '/wps/system/settings', status: 503, code: 'system.maintenance' });
    await expect(boot()).resolves.toMatchObject({ mode: 1 });
  });

  it.each([
    [
      'the settings call answers 5xx',
      async () => admin('/__sim/faults', { path: '/wps/system/settings', status: 500 }),
      'server',
    ],
    [
      'the settings are not JSON',
      async () => admin('/__sim/faults', { path: '/wps/system/settings', malformed: true }),
      'server',
    ],
    [
      'the settings call is too slow',
      async () => admin('/__sim/faults', { path: '/wps/system/settings', delayMs: 5000 }),
      'timeout',
    ],
    [
      'the settings call gets no answer',
      async () => {
        const answerFiles = globalThis.fetch;
        globalThis.fetch = (input, init) =>
          String(input instanceof Request ? input.url : input).includes('/wps/')
            ? Promise.reject(new TypeError('Failed to fetch'))
            : answerFiles(input, init);
      },
      'offline',
    ],
    [
      'remotes.json answers 500',
      async () => {
        hostFiles['/remotes.json'] = async () => new Response('oops', { status: 500 });
      },
      'server',
    ],
    [
      'config.json is not the expected shape',
      async () => {
        hostFiles['/config.json'] = json({ timeoutMs: 'soon' });
      },
      'server',
    ],
    [
      'remotes.json does not answer in time',
      async () => {
        setRuntimeConfig({ timeoutMs: 50 });
        hostFiles['/remotes.json'] = (request) =>
          new Promise((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
      },
      'timeout',
    ],
    [
      'config.json gets no answer',
      async () => {
        hostFiles['/config.json'] = () => Promise.reject(new TypeError('Failed to fetch'));
      },
      'offline',
    ],
  ] as const)('says which failure when %s', async (_what, arrange, kind) => {
    await arrange();
    expect(bootFailureKind(await failureOf(boot()), true)).toBe(kind);
  });

  it('says offline whatever failed while the browser is offline', () => {
    expect(bootFailureKind(new ApiError('server', { status: 502 }), false)).toBe('offline');
  });

  it('takes an unexpected exception for a problem of ours, not the connection', () => {
    expect(bootFailureKind(new TypeError('x is undefined'), true)).toBe('server');
  });
});
