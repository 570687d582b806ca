import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { connectFieldSink, emit, FIELD_REPORT_URL, ownerOf } from './field-context';
import { createFieldReporter } from './field-reporter';
import { fieldSession } from './field-session';

/**
 * The field reporter's chunk, fetched once the page is idle (field-context.ts): the batching reporter on the
 * site's own `/field-report`, sent when the page is hidden or left, and LCP, INP and CLS from web-vitals,
 * each for the remote that owns the page when it is reported. A browser without `sendBeacon` sends nothing;
 * one without PerformanceObserver sends no metrics. Nothing here throws.
 */
export function startFieldReporter(win: Window & typeof globalThis = globalThis as Window & typeof globalThis): void {
  try {
    const navigator = win.navigator;
    if (typeof navigator?.sendBeacon !== 'function') return;
    const reporter = createFieldReporter({
      send: (body) => navigator.sendBeacon(FIELD_REPORT_URL, body),
      session: fieldSession(win),
      hostVersion: __APP_VERSION__,
    });
    connectFieldSink(reporter);
    // On the window, not in the capture phase: web-vitals reports INP, CLS and LCP in its own capture-phase
    // listeners of the same event, so they are in this flush.
    win.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'hidden') reporter.flush();
    });
    win.addEventListener('pagehide', () => reporter.flush());
    if (typeof win.PerformanceObserver !== 'function') return;
    const report = (metric: Metric) =>
      emit({
        type: 'vitals',
        ...ownerOf(),
        name: metric.name as 'LCP' | 'INP' | 'CLS',
        value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      });
    onLCP(report);
    onINP(report);
    onCLS(report);
  } catch {
    // Reporting never breaks the page.
  }
}
