import { createReportLimiter, createReportStore, logField, parseReport, reportLine } from './csp-reports';

const body = (report: Record<string, unknown>) => JSON.stringify({ 'csp-report': report });

describe('a CSP report as a log line', () => {
  it.each([
    ['script-src-elem', 'script-src-elem'],
    ['a\nb', 'a\\u000Ab'],
    ['a\r\n[csp] forged line', 'a\\u000D\\u000A[csp] forged line'],
    ['tab\there', 'tab\\u0009here'],
    ['\u001b[31mred\u001b[0m', '\\u001B[31mred\\u001B[0m'],
    ['nul\u0000del\u007fc1\u0085', 'nul\\u0000del\\u007Fc1\\u0085'],
    ['line\u2028para\u2029', 'line\\u2028para\\u2029'],
    ['bidi\u202Eevil\u2066', 'bidi\\u202Eevil\\u2066'],
    ['back\\slash', 'back\\\\slash'],
    ['Burmese မြန်မာ ok', 'Burmese မြန်မာ ok'],
    [42, ''],
    [null, ''],
  ])('escapes %p as %p', (value, logged) => {
    expect(logField(value)).toBe(logged);
  });

  it('cuts long fields', () => {
    expect(logField('x'.repeat(5000))).toBe(`${'x'.repeat(200)}…`);
    expect(logField('\n'.repeat(100), 20)).toBe(`${'\\u000A'.repeat(3)}…`);
    expect(logField('abc', 3)).toBe('abc');
  });

  it('reads a report without its queries, every field made safe, in one line', () => {
    const report = parseReport(
      body({
        'effective-directive': 'img-src\n[csp] all clear',
        'blocked-uri': 'https://tracker.example/p.gif?u=secret',
        'document-uri': `http://localhost:3000/m/notice#x${'a'.repeat(1000)}`,
      }),
    );
    expect(report).toEqual({
      directive: 'img-src\\u000A[csp] all clear',
      blocked: 'https://tracker.example/p.gif',
      page: 'http://localhost:3000/m/notice',
    });
    expect(reportLine(report!)).not.toMatch(/[\n\r]/);
    expect(parseReport(body({ 'document-uri': 'x'.repeat(60_000) }))!.page).toHaveLength(201);
  });

  it.each([['not json'], ['null'], ['{}'], ['{"csp-report":"text"}'], ['[1]']])('takes %p for no report', (text) => {
    expect(parseReport(text)).toBeNull();
  });
});

describe('the report rate limit', () => {
  it('takes 20 a minute from one address, then none until the minute is over; others are counted apart', () => {
    let now = 0;
    const limiter = createReportLimiter(undefined, () => now);
    for (let i = 0; i < 20; i++) expect(limiter.admit('10.0.0.1')).toBe(true);
    expect(limiter.admit('10.0.0.1')).toBe(false);
    expect(limiter.admit('10.0.0.2')).toBe(true);
    now = 59_999;
    expect(limiter.admit('10.0.0.1')).toBe(false);
    expect(limiter.dropped()).toBe(2);
    expect(limiter.dropped()).toBe(0);
    now = 60_000;
    expect(limiter.admit('10.0.0.1')).toBe(true);
  });

  it('counts at most so many addresses: a new one waits until a window runs out', () => {
    let now = 0;
    const limiter = createReportLimiter({ perClient: 1, windowMs: 1000, trackedClients: 3 }, () => now);
    for (const address of ['a', 'b', 'c']) expect(limiter.admit(address)).toBe(true);
    expect(limiter.admit('d')).toBe(false);
    expect(limiter.tracked).toBe(3);
    now = 1000;
    expect(limiter.admit('d')).toBe(true);
    expect(limiter.tracked).toBe(1);
  });
});

describe('the kept reports', () => {
  it('are the last 200', () => {
    const store = createReportStore();
    for (let i = 0; i < 300; i++) store.add({ directive: 'img-src', blocked: String(i), page: '/m/home' });
    const kept = store.list();
    expect(kept).toHaveLength(200);
    expect(kept[0]!.blocked).toBe('100');
    expect(kept[199]!.blocked).toBe('299');
    store.clear();
    expect(store.list()).toEqual([]);
  });
});
