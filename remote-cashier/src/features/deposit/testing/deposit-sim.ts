import { File as NodeFile } from 'node:buffer';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE, type Account, type Platform } from '@mc/platform-sim';
import { PNG_BYTES } from '@mc/platform-sim/testing';
import { login, setRuntimeConfig, type Language } from '@mc/shared-kernel';
import { resetSession, setupI18n, useInProcessPlatform as pointApiAt, getToken } from '@mc/shared-kernel/testing';

/** One request as the in-process platform saw it. */
export interface Seen {
  method: string;
  path: string;
  /** The Idempotency-Key it carried, if any. */
  key: string | null;
}

export interface DepositSim {
  platform: Platform;
  /** Every request the screens sent, in order. */
  calls: Seen[];
  /** Requests of one method and path (the path may end with `*`). */
  sent(method: string, path: string): Seen[];
  account(username?: string): Account;
  /** An admin call of the sim (in process: no key). */
  admin(path: string, body?: unknown): Promise<Response>;
  /** Set by a test: rewrites an answer before the screen sees it. */
  rewrite: ((path: string, body: { value?: unknown }) => void) | null;
}

/**
 * The platform-sim in process, behind the kernel's API client, with the site setting `dep_func` chosen by
 * the test (the sim answers "1": the new layout). jsdom's FormData cannot go into Node's fetch, so the
 * tests lend the page Node's FormData, as a browser's would be, and give it Node's files.
 */
export async function startDepositSim({
  depFunc = '1',
  language = 'EN',
}: { depFunc?: string | null; language?: Language } = {}): Promise<DepositSim> {
  const platform = createPlatform();
  const calls: Seen[] = [];
  const sim: DepositSim = {
    platform,
    calls,
    sent: (method, path) =>
      calls.filter(
        (c) => c.method === method && (path.endsWith('*') ? c.path.startsWith(path.slice(0, -1)) : c.path === path),
      ),
    account: (username = 'demo01') => platform.state.accounts.get(username.toLowerCase())!,
    admin: (path, body = {}) =>
      platform.fetch(
        new Request(`http://sim${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        }),
      ),
    rewrite: null,
  };
  setRuntimeConfig({});
  // Despite its name this only points the API client at a fetch (no React state): callable from a plain async setup.
  pointApiAt({
    fetch: async (request) => {
      const url = new URL(request.url);
      calls.push({ method: request.method, path: url.pathname, key: request.headers.get('idempotency-key') });
      const response = await platform.fetch(request);
      const isSettings = url.pathname === '/wps/system/settings';
      if (!isSettings && !sim.rewrite) return response;
      const body = (await response.json()) as { value?: { mobileTemplate?: Record<string, unknown> } };
      if (isSettings && body.value?.mobileTemplate) body.value.mobileTemplate.dep_func = depFunc;
      sim.rewrite?.(url.pathname, body);
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(body), { status: response.status, headers });
    },
  });
  globalThis.FormData = (
    await new Response('a=b', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor as typeof FormData;
  await setupI18n(language);
  resetSession();
  sessionStorage.clear();
  await login(
    {
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
      type: 'username',
      loginFrom: 'MEMBER',
    },
    MERCHANT_CODE,
  );
  return sim;
}

/** A file as the browser hands the page one (Node's, so it can go into the multipart body). */
export const fileOf = (bytes: Uint8Array, name: string, type: string): File =>
  new NodeFile([bytes], name, { type }) as unknown as File;

/** A real PNG receipt. */
export const pngReceipt = (name = 'receipt.png') => fileOf(PNG_BYTES, name, 'image/png');

/** A PNG-looking file just over the 5 MB the receipt may have. */
export function bigPng(): File {
  const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
  bytes.set(PNG_BYTES.subarray(0, 8));
  return fileOf(bytes, 'huge.png', 'image/png');
}

/** Creates an order straight on the platform (as another tab would have): its Order value. */
export async function createOrderOnSim(
  sim: DepositSim,
  body: Record<string, unknown>,
): Promise<Record<string, unknown> & { orderNo: string }> {
  const response = await sim.platform.fetch(
    new Request('http://sim/wps/deposit/orders', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        Token: getToken()!,
        'Idempotency-Key': crypto.randomUUID(),
        Language: 'EN',
      },
    }),
  );
  const envelope = (await response.json()) as {
    success: boolean;
    value: Record<string, unknown> & { orderNo: string };
  };
  if (!envelope.success) throw new Error(`order not created: ${JSON.stringify(envelope)}`);
  return envelope.value;
}
