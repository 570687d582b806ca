import type { Metric } from 'web-vitals';
import {
  connectFieldSink,
  emit,
  ownerOf,
  reportLoadError,
  reportRemoteError,
  reportView,
  resetFieldContext,
  setFieldRegistry,
  startFieldReports,
  versionOfManifest,
  type FieldEvent,
} from './field-context';
import { createFieldReporter } from './field-reporter';
import { fieldSession, SESSION_KEY } from './field-session';
import { fieldRoute, loadFailure, maskMessage } from './field-text';
import { startFieldReporter } from './field-start';
import { registerRemoteFolders } from '../federation/attempt-urls';

const vitals: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () => ({
  onLCP: (cb: (metric: Metric) => void) => (vitals.LCP = cb),
  onINP: (cb: (metric: Metric) => void) => (vitals.INP = cb),
  onCLS: (cb: (metric: Metric) => void) => (vitals.CLS = cb),
}));

const REGISTRY = {
  remotes: [
    {
      name: 'cashier',
      manifest: 'http://localhost:3004/0.1.1-next/mf-manifest.json',
      routes: ['/m/deposit', '/m/withdraw'],
    },
    { name: 'member', manifest: 'http://localhost:3001/0.1.0/legacy/mf-manifest.json', routes: ['/m/mine'] },
  ],
};

const sent: string[] = [];
const beacon = jest.fn((url: string, body: string) => {
  expect(url).toBe('/field-report');
  sent.push(body);
  return true;
});
const payloads = () =>
  sent.map((body) => JSON.parse(body) as { session: string; host: string; events: Array<Record<string, unknown>> });
const events = () => payloads().flatMap((p) => p.events);

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
};

beforeEach(() => {
  sent.length = 0;
  beacon.mockClear();
  sessionStorage.clear();
  resetFieldContext();
  setFieldRegistry(REGISTRY);
  registerRemoteFolders(REGISTRY.remotes, () => 0);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  window.history.replaceState(null, '', '/m/deposit?amount=5000&token=s3cr3tT0ken#step2');
});

describe('what a report names', () => {
  it("takes a remote's version from its manifest's folder, a legacy build's too", () => {
    expect(versionOfManifest('http://localhost:3004/0.1.1-next/mf-manifest.json')).toBe('0.1.1-next');
    expect(versionOfManifest('http://localhost:3001/0.1.0/legacy/mf-manifest.json')).toBe('0.1.0');
    expect(versionOfManifest('/remotes/games/1.4.0+build.7/mf-manifest.json?x=1')).toBe('1.4.0+build.7');
  });

  it('names the page by its path alone, ids and tokens as :id', () => {
    expect(fieldRoute('/m/deposit?amount=5000&token=abc#x')).toBe('/m/deposit');
    expect(fieldRoute('/m/notice/123456')).toBe('/m/notice/:id');
    expect(fieldRoute('/m/invite/AbCdEf0123456789xyz')).toBe('/m/invite/:id');
    expect(fieldRoute('/m/gameList')).toBe('/m/gameList');
    expect(fieldRoute(`/m/${'x'.repeat(300)}`)).toHaveLength(100);
  });

  it('masks URLs, e-mail addresses, tokens and numbers in a message, and cuts it at 120 characters', () => {
    expect(
      maskMessage('Failed for demo01@example.com at https://api.example.com/wps/member?token=abc balance 1234.50'),
    ).toBe('Failed for <email> at <url> balance #.#');
    expect(maskMessage('bad session eyJhbGciOiJIUzI1NiJ9abc123 in\n\tplace')).toBe('bad session <token> in place');
    expect(maskMessage('x'.repeat(500))).toHaveLength(120);
  });

  it('says which step of loading a remote failed, with the runtime code', () => {
    const failed = (cause: unknown) => Object.assign(new Error('remote "cashier" could not be loaded'), { cause });
    expect(
      loadFailure(failed(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest')), 'routes'),
    ).toEqual({ step: 'manifest', code: 'RUNTIME-003' });
    expect(loadFailure(failed(new Error('[ Federation Runtime ]: RUNTIME-008 ScriptNetworkError')), 'routes')).toEqual({
      step: 'entry',
      code: 'RUNTIME-008',
    });
    expect(
      loadFailure(failed(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })), 'routes'),
    ).toEqual({ step: 'chunk' });
    expect(loadFailure(failed(new Error('routes module threw')), 'routes')).toEqual({ step: 'routes' });
  });

  it('owns a page by its remote and version, or by the host', () => {
    expect(ownerOf('/m/withdraw')).toEqual({ remote: 'cashier', version: '0.1.1-next' });
    expect(ownerOf('/m/home')).toEqual({ remote: 'host', version: 'test' });
  });
});

describe('the reporter', () => {
  const view = (remote: string, version = '0.1.0'): FieldEvent => ({ type: 'view', route: '/m/mine', remote, version });

  it('sends a batch when it has 8 events, and the rest when flushed', () => {
    const reporter = createFieldReporter({
      send: (body) => beacon('/field-report', body),
      session: fieldSession(),
      hostVersion: '0.1.0',
    });
    for (let i = 0; i < 10; i++)
      reporter.add({
        type: 'vitals',
        route: '/m/mine',
        remote: 'member',
        version: '0.1.0',
        name: 'CLS',
        value: i / 100,
      });
    expect(payloads().map((p) => p.events.length)).toEqual([8]);
    reporter.flush();
    reporter.flush();
    expect(payloads().map((p) => p.events.length)).toEqual([8, 2]);
  });

  it('sends what waits within 10 s, and an error within 1 s, without waiting for the page to be left', () => {
    jest.useFakeTimers();
    try {
      const reporter = createFieldReporter({
        send: (body) => beacon('/field-report', body),
        session: fieldSession(),
        hostVersion: '0.1.0',
      });
      reporter.add({ type: 'view', route: '/m/deposit', remote: 'cashier', version: '0.1.1-next' });
      jest.advanceTimersByTime(9_000);
      expect(sent).toHaveLength(0);
      jest.advanceTimersByTime(1_000);
      expect(events()).toHaveLength(1);
      reporter.add({
        type: 'vitals',
        route: '/m/deposit',
        remote: 'cashier',
        version: '0.1.1-next',
        name: 'LCP',
        value: 1200,
      });
      reporter.add({ type: 'error', route: '/m/deposit', remote: 'cashier', version: '0.1.1-next', message: 'boom' });
      jest.advanceTimersByTime(1_000);
      expect(events().map((e) => e.type)).toEqual(['view', 'vitals', 'error']);
      // Flushed already: nothing left for the later timer to send.
      jest.advanceTimersByTime(10_000);
      expect(sent).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a view once per session and remote version, across pages of the tab', () => {
    const first = createFieldReporter({
      send: (body) => beacon('/field-report', body),
      session: fieldSession(),
      hostVersion: '0.1.0',
    });
    first.add(view('member'));
    first.add(view('member'));
    first.add(view('member', '0.2.0'));
    first.flush();
    // The tab's next page (a reload): same session, the view already counted.
    const second = createFieldReporter({
      send: (body) => beacon('/field-report', body),
      session: fieldSession(),
      hostVersion: '0.1.0',
    });
    second.add(view('member'));
    second.add(view('games'));
    second.flush();
    expect(payloads().map((p) => p.events.map((e) => `${String(e.remote)}@${String(e.version)}`))).toEqual([
      ['member@0.1.0', 'member@0.2.0'],
      ['games@0.1.0'],
    ]);
    expect(new Set(payloads().map((p) => p.session)).size).toBe(1);
  });

  it('reports an error once per page per remote and message, and at most 100 events a page', () => {
    const reporter = createFieldReporter({
      send: (body) => beacon('/field-report', body),
      session: fieldSession(),
      hostVersion: '0.1.0',
      batchSize: 1000,
    });
    for (let i = 0; i < 3; i++)
      reporter.add({
        type: 'error',
        route: '/m/mine',
        remote: 'member',
        version: '0.1.0',
        message: `TypeError: x is undefined (${i})`,
      });
    for (let i = 0; i < 300; i++)
      reporter.add({ type: 'vitals', route: '/m/mine', remote: 'member', version: '0.1.0', name: 'INP', value: i });
    reporter.flush();
    expect(events().filter((e) => e.type === 'error')).toEqual([
      { type: 'error', route: '/m/mine', remote: 'member', version: '0.1.0', message: 'TypeError: x is undefined (#)' },
    ]);
    expect(events()).toHaveLength(100);
  });

  it('drops a batch the beacon refuses or throws on, and goes on', () => {
    const send = jest.fn(() => {
      throw new TypeError('Beacon refused');
    });
    const reporter = createFieldReporter({ send, session: fieldSession(), hostVersion: '0.1.0', batchSize: 1 });
    expect(() => reporter.add(view('member'))).not.toThrow();
    expect(() => reporter.add(view('games'))).not.toThrow();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps an anonymous random session id for the tab, and works without storage', () => {
    const id = fieldSession().id;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(sessionStorage.getItem(SESSION_KEY)).toBe(id);
    expect(fieldSession().id).toBe(id);
    const refusing = {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(fieldSession(refusing).id).toMatch(/^[0-9a-f]{24}$/);
    expect(fieldSession(refusing).firstTime('x')).toBe(true);
  });
});

describe('field reports on the page', () => {
  it('sends small payloads of the page path, remote and version only — no query, no token, nothing personal', () => {
    startFieldReporter();
    reportView('cashier');
    reportLoadError(
      'member',
      Object.assign(new Error('remote "member" could not be loaded'), {
        cause: new Error('RUNTIME-008 ScriptNetworkError'),
      }),
      'routes',
    );
    reportRemoteError(
      'cashier',
      new TypeError('Cannot read amount of demo01@example.com at http://localhost:3004/0.1.1-next/123.js?token=abc'),
    );
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [payload] = payloads();
    expect(payload).toEqual({
      session: expect.stringMatching(/^[0-9a-f]{24}$/),
      host: 'test',
      events: [
        { type: 'view', route: '/m/deposit', remote: 'cashier', version: '0.1.1-next' },
        {
          type: 'load-error',
          route: '/m/deposit',
          remote: 'member',
          version: '0.1.0',
          step: 'entry',
          code: 'RUNTIME-008',
        },
        {
          type: 'error',
          route: '/m/deposit',
          remote: 'cashier',
          version: '0.1.1-next',
          message: 'TypeError: Cannot read amount of <email> at <url>',
        },
      ],
    });
    expect(sent[0]).not.toMatch(/token|amount=|5000|s3cr3t|demo01|step2/);
    expect(sent[0]!.length).toBeLessThan(600);
  });

  it('keeps what happened before the reporter came, and hands it over', () => {
    reportView('cashier');
    connectFieldSink({ add: (event) => sent.push(JSON.stringify(event)) });
    expect(sent).toEqual([
      JSON.stringify({ type: 'view', remote: 'cashier', route: '/m/deposit', version: '0.1.1-next' }),
    ]);
  });

  it('does not report a failed load twice when its region catches it too', () => {
    startFieldReporter();
    const failure = new Error('remote "cashier" could not be loaded');
    reportLoadError('cashier', failure, 'routes');
    reportRemoteError('cashier', failure);
    window.dispatchEvent(new Event('pagehide'));
    expect(events().map((e) => e.type)).toEqual(['load-error']);
  });

  it("reports LCP, INP and CLS for the remote that owns the page when they come, or the host's", () => {
    // jsdom has no PerformanceObserver; web-vitals is mocked, so any will do.
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: class {} });
    startFieldReporter();
    vitals.LCP!({ name: 'LCP', value: 2345.67 } as Metric);
    window.history.replaceState(null, '', '/m/home');
    vitals.CLS!({ name: 'CLS', value: 0.012345 } as Metric);
    window.history.replaceState(null, '', '/m/mine');
    vitals.INP!({ name: 'INP', value: 180 } as Metric);
    hide();
    expect(events()).toEqual([
      { type: 'vitals', route: '/m/deposit', remote: 'cashier', version: '0.1.1-next', name: 'LCP', value: 2346 },
      { type: 'vitals', route: '/m/home', remote: 'host', version: 'test', name: 'CLS', value: 0.0123 },
      { type: 'vitals', route: '/m/mine', remote: 'member', version: '0.1.0', name: 'INP', value: 180 },
    ]);
  });

  it("reports an uncaught error from a remote's script, and leaves others' alone", () => {
    startFieldReports();
    startFieldReporter();
    const error = (filename: string, message: string) =>
      new ErrorEvent('error', { filename, message, error: new Error(message) });
    window.dispatchEvent(error('http://localhost:3004/0.1.1-next/__federation_expose_deposit.js', 'deposit broke 42'));
    window.dispatchEvent(error('http://localhost:3000/static/main.js', 'host broke'));
    window.dispatchEvent(error('https://ads.example/tag.js', 'ad broke'));
    hide();
    expect(events()).toEqual([
      {
        type: 'error',
        route: '/m/deposit',
        remote: 'cashier',
        version: '0.1.1-next',
        message: 'Error: deposit broke #',
      },
    ]);
  });

  it('never throws and sends nothing without sendBeacon; sends no metrics without PerformanceObserver', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    expect(() => startFieldReports()).not.toThrow();
    expect(() => startFieldReporter()).not.toThrow();
    expect(() => reportView('cashier')).not.toThrow();
    expect(() => emit({ type: 'error', remote: 'cashier', message: 'x' })).not.toThrow();
    hide();
    expect(sent).toEqual([]);

    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
    const observer = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: undefined });
    for (const name of Object.keys(vitals)) delete vitals[name];
    try {
      expect(() => startFieldReporter()).not.toThrow();
      expect(vitals).toEqual({});
      reportView('member');
      hide();
      expect(events()).toEqual([{ type: 'view', route: '/m/deposit', remote: 'member', version: '0.1.0' }]);
    } finally {
      if (observer) Object.defineProperty(window, 'PerformanceObserver', observer);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });
});
