import type { Platform } from '@mc/platform-sim';

/** Calls the in-process platform's /__sim admin surface (docs/api-contract.md). */
export async function simAdmin(
  platform: Platform,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<unknown> {
  const response = await platform.fetch(
    new Request(`http://platform.test/__sim/${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const envelope = (await response.json()) as { success: boolean; value: unknown; message?: string };
  if (!envelope.success) throw new Error(`sim ${path}: ${envelope.message ?? response.status}`);
  return envelope.value;
}
