// Quick figure for one build: compressed bytes (as sent) and requests of JavaScript before the app's first render on the
// pages the benchmark watches (federated build only, one cold load each). `npm run bench` is the full run.
import { measureJs, runAgainstSite } from './measure-js';

const PAGES = ['/m/home', '/m/gameList?gameType=RNG'];

runAgainstSite({}, async (composition, browser) => {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await measureJs(browser, `${composition.url}${page}`));
    const bytes = runs.map((r) => r.bytesBeforeFirstRender).sort((a, b) => a - b)[1]!;
    console.log(`${page.padEnd(28)} ${(bytes / 1024).toFixed(1)} KiB in ${runs[1]!.requestsBeforeFirstRender} requests before first render`);
  }
});
