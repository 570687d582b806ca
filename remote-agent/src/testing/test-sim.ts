import { createPlatform, MERCHANT_CODE, type Platform } from '@mc/platform-sim';
import { login } from '@mc/shared-kernel';
// The kernel's useInProcessPlatform is not a React hook (it only points the API client at a fetch).
import { resetSession, setupI18n, useInProcessPlatform as answerFrom } from '@mc/shared-kernel/testing';

export interface TestSim {
  platform: Platform;
  /** Every request the screen sent, in order (clones: their bodies can still be read). */
  requests: Request[];
}

/**
 * A fresh platform-sim for one test, answering the screen in process; English texts and no session yet.
 * Call it in `beforeEach` so no test sees another's data.
 */
export async function startTestSim(): Promise<TestSim> {
  const sim: TestSim = { platform: createPlatform(), requests: [] };
  answerFrom({
    fetch: (request) => {
      sim.requests.push(request.clone());
      return sim.platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  return sim;
}

/** Logs a seeded account in through the platform, as the login screen would (agents by default). */
export async function signIn(
  account: { username: string; password: string },
  loginFrom: 'MEMBER' | 'AGENT' = 'AGENT',
): Promise<void> {
  await login({ username: account.username, password: account.password, type: 'username', loginFrom }, MERCHANT_CODE);
}

/** A sim admin call (contracts, menu, announcements …); a refused one fails the test at once. */
export async function simAdmin(platform: Platform, path: string, body: unknown): Promise<void> {
  const response = await platform.fetch(
    new Request(`http://sim${path}`, { method: 'POST', body: JSON.stringify(body) }),
  );
  if (!response.ok) throw new Error(`sim refused ${path}: HTTP ${response.status} ${await response.text()}`);
}
