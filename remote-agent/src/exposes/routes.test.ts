import { expectBottomMenuAsSpecified, expectRoutesRegistered } from '@mc/shared-kernel/testing';
import routes from './routes';

it('every screen of the agent remote is reachable: its paths are in the runtime registries', () => {
  expectRoutesRegistered('agent', routes);
});

it('hides the site header and bottom menu on every agent page: the agent shell draws its own top bar and footer', () => {
  expectBottomMenuAsSpecified(routes, { agentArea: true });
  expect(routes.every((r) => r.header === 'none')).toBe(true);
});
