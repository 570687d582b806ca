import { expectBottomMenuAsSpecified, expectRoutesRegistered } from '@mc/shared-kernel/testing';
import routes from './routes';

it('every screen of the member remote is reachable: its paths are in the runtime registries', () => {
  expectRoutesRegistered('member', routes);
});

it('gives the back arrow a fixed target only where docs/product.md sends it home; every other page goes back in history', () => {
  // Login, register, notice and forget go home (and the member centre's own top bar does).
  const fixed = Object.fromEntries(routes.filter((r) => r.backTo !== undefined).map((r) => [r.path, r.backTo]));
  expect(fixed).toEqual({
    '/m/login': '/m/home',
    '/m/register': '/m/home',
    '/m/forget': '/m/home',
    '/m/notice': '/m/home',
    '/m/mine': '/m/home',
  });
});

it('hides the bottom menu on exactly the listed pages, and shows it on every other member page', () => {
  expectBottomMenuAsSpecified(routes);
  expect(routes.filter((r) => r.bottomMenu === false).map((r) => r.path)).toEqual([
    '/m/login',
    '/m/register',
    '/m/forget',
    '/m/changePsw',
    '/m/notice',
    '/m/service',
    '/m/useragreement',
    '/m/activity',
  ]);
});
