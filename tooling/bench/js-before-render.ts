// Quick figure for the built site: compressed bytes (as sent) and requests of JavaScript before the app's first
// render on the pages the benchmark watches (federated build only, the median of 3 cold loads each), for the
// modern build and for the legacy one (the floor's Android WebView asks for it). `npm run bench` is the full run.
import { PAGES } from './bench-pages';
import { loginStep } from './login';
import { medianJs, runAgainstSite } from './measure-js';

/** A browser at the floor (.browserslistrc [legacy]): the server gives it the legacy build. */
const FLOOR_BROWSER =
  'Mozilla/5.0 (Linux; Android 8.1.0; SM-J260F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/70.0.3538.110 Mobile Safari/537.36';

runAgainstSite({}, async (composition, browser) => {
  console.log(`${'page'.padEnd(26)} ${'modern'.padStart(22)} ${'legacy'.padStart(22)}`);
  for (const page of PAGES) {
    const target = { page, url: `${composition.url}${page.path}` };
    const [modern, legacy] = [
      await medianJs(browser, target.url, loginStep(target)),
      await medianJs(browser, target.url, loginStep(target), 3, FLOOR_BROWSER),
    ];
    const shown = (f: typeof modern) =>
      `${(f.bytesBeforeFirstRender / 1024).toFixed(1)} KiB in ${String(f.requestsBeforeFirstRender).padStart(2)} req`;
    console.log(`${page.name.padEnd(26)} ${shown(modern).padStart(22)} ${shown(legacy).padStart(22)}`);
  }
});
