import { expectRoutesRegistered } from '@mc/shared-kernel/testing';
import routes from './routes';

it('every screen of the agent remote is reachable: its paths are in the runtime registries', () => {
  expectRoutesRegistered('agent', routes);
});
