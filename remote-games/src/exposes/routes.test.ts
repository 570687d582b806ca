import { expectBottomMenuAsSpecified, expectRoutesRegistered } from '@mc/shared-kernel/testing';
import routes from './routes';

it('every screen of the games remote is reachable: its paths are in the runtime registries', () => {
  expectRoutesRegistered('games', routes);
});

it('gives the back arrow a fixed target only on the trial page (home, docs/product.md "Header"); others go back in history', () => {
  const fixed = Object.fromEntries(routes.filter((r) => r.backTo !== undefined).map((r) => [r.path, r.backTo]));
  expect(fixed).toEqual({ '/m/trail': '/m/home' });
});

it('hides the bottom menu on exactly the listed pages (the full lottery list, launch, trial), and shows it on the lobbies and lists', () => {
  expectBottomMenuAsSpecified(routes);
  expect(routes.filter((r) => r.bottomMenu === false).map((r) => r.path)).toEqual([
    '/m/moreLottery',
    '/m/launchGame',
    '/m/trail',
  ]);
});
