import { createPlatform, type Platform } from '../platform';
import { createSimClient, type SimClient } from './client';

/** A fixed clock for tests: 2024-06-15 06:30 UTC. */
export const TEST_NOW = Date.UTC(2024, 5, 15, 6, 30);

export interface TestSim {
  platform: Platform;
  client: SimClient;
}

/** A platform on a fixed clock with a client over its in-process fetch. */
export function createTestSim(seed?: number, now: number = TEST_NOW): TestSim {
  const platform = createPlatform({ now: () => now, ...(seed === undefined ? {} : { seed }) });
  return { platform, client: createSimClient(platform.fetch) };
}
