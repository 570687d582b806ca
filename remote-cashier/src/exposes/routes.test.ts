import { expectBottomMenuAsSpecified, expectRoutesRegistered } from '@mc/shared-kernel/testing';
import routes from './routes';

it('every screen of the cashier remote is reachable: its paths are in the runtime registries', () => {
  expectRoutesRegistered('cashier', routes);
});

it('lets the back arrow of every money page go back in history, not to a fixed parent', () => {
  expect(routes.filter((r) => r.backTo !== undefined).map((r) => r.path)).toEqual([]);
});

it('keeps the bottom menu on every money page (its centre button is Deposit): none of them is listed without it', () => {
  expectBottomMenuAsSpecified(routes);
  expect(routes.filter((r) => r.bottomMenu === false)).toEqual([]);
});
