import type { request as httpRequest } from 'node:http';

/**
 * The site settings are the app's first call on every visit: nothing is shown until they say whether the
 * site is open, and a guest's home waits for the merchant code in them before it asks for its banners. The
 * server asks the platform for them on the page's own request and writes them at the end of the page, so
 * the app starts with them instead of one more round trip after its script has run.
 *
 * The page is sent in two parts: everything up to `</body>` at once (the browser starts on the scripts),
 * then this element and the rest when the platform has answered. The app's script is deferred, so it runs
 * after the whole page has arrived and finds the element. The server waits a short while only: a slow or
 * failing platform means no element, and the app asks for the settings itself, as it always could.
 *
 * Only an open site's settings are written. Maintenance or a restricted region (rare, and worded by the
 * platform in the visitor's language, which the server does not know) take the app's own call.
 */
export const SETTINGS_ID = 'mc-settings';
export const SETTINGS_PATH = '/wps/system/settings';
/** How long the page's end waits for the platform (its script has usually not arrived by then anyway). */
export const SETTINGS_WAIT_MS = 300;
const MAX_BYTES = 64 * 1024;

/** The settings in a platform answer, when they say the site is open; null otherwise. */
export function openSettings(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object') return null;
  const { success, value } = body as { success?: unknown; value?: unknown };
  if (success !== true || !value || typeof value !== 'object' || Array.isArray(value)) return null;
  const settings = value as Record<string, unknown>;
  return settings.maintenance === false && settings.regionRestriction === false ? settings : null;
}

/**
 * Asks the platform for the settings as the visitor would get them (their address forwarded, as the
 * site's proxy does); resolves null on any failure or after `waitMs`, never rejects.
 */
export function readOpenSettings(
  request: typeof httpRequest,
  target: URL,
  forwardedFor: string,
  waitMs = SETTINGS_WAIT_MS,
): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (value: Record<string, unknown> | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const call = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: SETTINGS_PATH,
        method: 'GET',
        headers: { host: target.host, accept: 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        if (answer.statusCode !== 200) {
          answer.resume();
          return done(null);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) {
            call.destroy();
            done(null);
          } else chunks.push(chunk);
        });
        answer.on('end', () => {
          try {
            done(openSettings(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          } catch {
            done(null);
          }
        });
        answer.on('error', () => done(null));
      },
    );
    const timer = setTimeout(() => {
      call.destroy();
      done(null);
    }, waitMs);
    call.on('error', () => done(null));
    call.end();
  });
}

/** The element the app reads (data, never run: the site's script policy is untouched); empty without settings. */
export function settingsElement(settings: Record<string, unknown> | null): string {
  if (!settings) return '';
  return `<script type="application/json" id="${SETTINGS_ID}">${JSON.stringify(settings).replace(/</g, '\\u003c')}</script>`;
}

/** The page before its `</body>` and from it (all of it first when it has none). */
export function splitAtBodyEnd(html: string): [string, string] {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}
