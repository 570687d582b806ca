import { ERROR_MESSAGES, type ErrorCode } from './errors';

export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function envelope<T>(value: T): Envelope<T> {
  return { success: true, code: '0', message: '', value };
}

export function failure(code: string, message?: string, value: unknown = null): Envelope {
  return { success: false, code, message: message ?? ERROR_MESSAGES[code as ErrorCode] ?? code, value };
}

/** HTTP 200 success envelope. */
export function ok<T>(value: T): Response {
  return jsonResponse(200, envelope(value));
}

/** Failure envelope; business failures are HTTP 200 unless a status is given. */
export function fail(code: ErrorCode, options: { status?: number; value?: unknown; message?: string } = {}): Response {
  return jsonResponse(options.status ?? 200, failure(code, options.message, options.value ?? null));
}
