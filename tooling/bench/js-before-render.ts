// Quick figure for one build: compressed bytes (as sent) and requests of JavaScript before the app's first render on the
// pages the benchmark watches (federated build only, the median of 3 cold loads each). `npm run bench` is the full run.
import { medianJs, runAgainstSite } from './measure-js';

const PAGES = ['/m/home', '/m/gameList?gameType=RNG'];

runAgainstSite({}, async (composition, browser) => {
  for (const page of PAGES) {
    const figures = await medianJs(browser, `${composition.url}${page}`);
    console.log(`${page.padEnd(28)} ${(figures.bytesBeforeFirstRender / 1024).toFixed(1)} KiB in ${figures.requestsBeforeFirstRender} requests before first render`);
  }
});
