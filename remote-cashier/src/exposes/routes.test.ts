import { expectRoutesRegistered } from '@mc/shared-kernel/testing';
import routes from './routes';

it('every screen of the cashier remote is reachable: its paths are in the runtime registries', () => {
  expectRoutesRegistered('cashier', routes);
});
