/**
 * What a field report may say about the page and an error: the path alone, and an error's message with
 * anything that could name a person or a secret masked (docs/field-reports.md).
 */

/** Longest route and message a report carries. */
export const ROUTE_CHARS = 100;
export const MESSAGE_CHARS = 120;

/** A path segment that looks like an id or a token rather than a fixed name: digits, or a long run with some. */
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8,}|(?=[^/]*\d)[\w-]{16,})$/i;

/** The route of a page as reports name it: its path only (no query, no fragment), id-like segments as `:id`. */
export function fieldRoute(path: string): string {
  const pathname = path.split(/[?#]/)[0] || '/';
  return pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, ROUTE_CHARS);
}

/**
 * An error's message for a report: URLs, e-mail addresses, long token-like runs and every number masked,
 * whitespace made single spaces, at most MESSAGE_CHARS characters.
 */
export function maskMessage(message: string): string {
  return message
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>)]+/gi, '<url>')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '<email>')
    .replace(/\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{16,}\b/gi, '<token>')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MESSAGE_CHARS);
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : '';
}

export type LoadStep = 'manifest' | 'entry' | 'routes' | 'chunk';

/** A chunk a remote's webpack runtime could not load (its ChunkLoadError, or CSS). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /^Loading (?:CSS )?chunk .+ failed/.test(error.message));

/**
 * Which step of loading a remote failed, and the federation runtime's error code (`RUNTIME-008`) if it gave
 * one: the code is read from the error and its causes. The runtime's codes: RUNTIME-003 its manifest could not
 * be fetched or read; RUNTIME-001, -002 and -008 its entry did not load or set up its container.
 */
export function loadFailure(error: unknown, exposed: string): { step: LoadStep; code?: string } {
  let code: string | undefined;
  let chunk = false;
  for (
    let cause: unknown = error, depth = 0;
    cause && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth++
  ) {
    code ??= /\b([A-Z]{3,10}-\d{3})\b/.exec(messageOf(cause))?.[1];
    chunk ||= isChunkLoadError(cause);
  }
  const withCode = code ? { code } : {};
  if (code === 'RUNTIME-003' || /manifest/i.test(messageOf((error as { cause?: unknown })?.cause)))
    return { step: 'manifest', ...withCode };
  if (code === 'RUNTIME-001' || code === 'RUNTIME-002' || code === 'RUNTIME-008') return { step: 'entry', ...withCode };
  if (chunk) return { step: 'chunk', ...withCode };
  return { step: exposed === 'routes' ? 'routes' : 'chunk', ...withCode };
}
