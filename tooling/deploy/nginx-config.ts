/**
 * An nginx `server {}` block that serves one remote's versioned releases (`<root>/<version>/…`) with the
 * headers the Node remote server sends (tooling/compose/static-server.ts `createRemoteServer`): every header
 * value here comes from `remoteAssetHeaders`, the content types from `CONTENT_TYPES`, what counts as
 * content-hashed from `HASHED_PATH`, so the two cannot drift apart.
 *
 *   npm run nginx-config -- <remote> --root <dir> --site-origin <https://site> [--site-origin …]
 *                           [--server-name <name>] [--listen <port>] [--https]
 *
 * Printed on stdout; include it in nginx's `http {}` context. TLS itself (certificates, `listen 443 ssl`)
 * is the deployment's; `--https` says the remote's origin is served over HTTPS (adds HSTS, as the host does).
 */
import path from 'node:path';
import { CONTENT_TYPES, HASHED_PATH, isRemoteFile, remoteAssetHeaders } from '../compose/static-server';
import { REMOTE_PORTS } from '../compose/compose';

export interface NginxRemoteOptions {
  remote: string;
  /** The folder holding the remote's releases side by side (`<root>/1.4.0/mf-manifest.json`). */
  root: string;
  /** The site's origins (`https://site.example`): the only ones CORS answers. */
  siteOrigins: string[];
  serverName?: string;
  listen?: string;
  https?: boolean;
}

/** Headers sent on a 404 too (as the Node server's are): the hardening ones. */
const ON_EVERY_ANSWER = new Set([
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'strict-transport-security',
  'content-security-policy',
  'cross-origin-resource-policy',
]);

const SITE_ORIGIN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** A value as an nginx string: double-quoted, with nothing that nginx would read as a variable. */
function quoted(value: string): string {
  if (/[$\r\n]/.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} into nginx's configuration`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A location's regular expression (nginx reads no variable in it; `$` is the end of the path). */
function quotedRegex(pattern: string): string {
  if (/["\r\n{};]/.test(pattern.replace(/\{\d+(,\d*)?\}/g, '')))
    throw new Error(`cannot write the pattern ${pattern} into nginx's configuration`);
  return `"${pattern}"`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Group {
  hashed: boolean;
  extensions: string[];
  headers: Array<[string, string]>;
}

/**
 * The files a remote's origin serves fall into groups whose headers are the same but for the content type
 * (which nginx takes from `types`): content-hashed or not, page or not. Each group is computed from a
 * sample path of every extension through `remoteAssetHeaders`, as the Node server computes them per request.
 */
export function headerGroups(siteOrigins: readonly string[], https: boolean): Group[] {
  const groups = new Map<string, Group>();
  for (const hashed of [true, false]) {
    for (const extension of Object.keys(CONTENT_TYPES)) {
      const sample = hashed ? `/0.0.0/static/js/sample.0123abcd${extension}` : `/0.0.0/sample${extension}`;
      if (HASHED_PATH.test(sample) !== hashed || !isRemoteFile(sample))
        throw new Error(`sample path ${sample} is not what it stands for`);
      const headers = Object.entries(remoteAssetHeaders(sample, { siteOrigins, origin: siteOrigins[0], https })).filter(
        ([name]) => name !== 'Content-Type',
      );
      const key = `${hashed}:${JSON.stringify(headers)}`;
      const group = groups.get(key) ?? { hashed, extensions: [], headers };
      group.extensions.push(extension);
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

export function nginxRemoteConfig(options: NginxRemoteOptions): string {
  if (!(options.remote in REMOTE_PORTS))
    throw new Error(`unknown remote ${options.remote} (one of ${Object.keys(REMOTE_PORTS).join(', ')})`);
  if (options.siteOrigins.length === 0)
    throw new Error('at least one --site-origin is needed (CORS answers only the site)');
  const bad = options.siteOrigins.find((o) => !SITE_ORIGIN.test(o));
  if (bad) throw new Error(`--site-origin ${bad} is not an origin (scheme://host[:port], no path)`);
  const https = options.https ?? false;
  const id = options.remote.replace(/-/g, '_');
  const corsVariable = `$mc_${id}_cors_origin`;
  const methodsVariable = `$mc_${id}_allow_methods`;

  const charsetTypes = new Set<string>();
  const typeLines = Object.entries(CONTENT_TYPES).map(([extension, type]) => {
    const [mime, parameter] = type.split(';').map((part) => part.trim());
    if (parameter && parameter.toLowerCase() !== 'charset=utf-8')
      throw new Error(`content type ${type} cannot be written as nginx types`);
    if (parameter) charsetTypes.add(mime!);
    return `    ${mime} ${extension.slice(1)};`;
  });
  const textTypes = [...new Set(Object.values(CONTENT_TYPES).map((t) => t.split(';')[0]!.trim()))].filter((t) =>
    /text|json|svg|javascript/.test(t),
  );

  const headerLine = ([name, value]: [string, string]) => {
    if (name === 'Access-Control-Allow-Origin') return `    add_header Access-Control-Allow-Origin ${corsVariable};`;
    return `    add_header ${name} ${quoted(value)}${ON_EVERY_ANSWER.has(name.toLowerCase()) ? ' always' : ''};`;
  };
  const groups = headerGroups(options.siteOrigins, https);
  const locations = [...groups.filter((g) => g.hashed), ...groups.filter((g) => !g.hashed)].map((group) => {
    const extensions = group.extensions.map((e) => escapeRegex(e.slice(1))).join('|');
    const pattern = group.hashed ? `${HASHED_PATH.source}.*\\.(?:${extensions})$` : `\\.(?:${extensions})$`;
    return [
      `  # ${group.hashed ? 'content-hashed' : 'not content-hashed'}: ${group.extensions.join(' ')}`,
      `  location ~ ${quotedRegex(pattern)} {`,
      ...group.headers.map(headerLine),
      `    add_header Access-Control-Allow-Methods ${methodsVariable};`,
      // A CORS preflight is answered like the Node server's: 204 with the same CORS headers.
      '    if ($request_method = OPTIONS) { return 204; }',
      '    try_files $uri =404;',
      '  }',
    ].join('\n');
  });
  // A 404 (any path that is no file of a known type) carries the hardening headers and is not kept.
  const notFoundHeaders = Object.entries(remoteAssetHeaders('/missing', { siteOrigins: [], https }))
    .filter(([name]) => ON_EVERY_ANSWER.has(name.toLowerCase()))
    .map(([name, value]) => `  add_header ${name} ${quoted(value)} always;`);

  return `# The ${options.remote} remote's releases, side by side: <root>/<version>/mf-manifest.json, …
# Generated by \`npm run nginx-config -- ${options.remote} …\` from tooling/compose/static-server.ts
# (remoteAssetHeaders); regenerate it rather than edit it. Goes in nginx's http {} context.
map $http_origin ${corsVariable} {
  default "";
${options.siteOrigins.map((origin) => `  ${quoted(origin)} $http_origin;`).join('\n')}
}
map $request_method ${methodsVariable} {
  default "";
  OPTIONS "GET, HEAD";
}
server {
  listen ${options.listen ?? '80'};
  server_name ${options.serverName ?? '_'};
  root ${quoted(path.resolve(options.root))};
  server_tokens off;
  autoindex off;
  types {
${typeLines.join('\n')}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${[...charsetTypes].join(' ')};
  # Text is sent compressed as the Node server sends it; a build that emits .gz files beside them is served
  # those (gzip_static). Brotli needs the ngx_brotli module, which Debian's nginx does not have.
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types ${textTypes.join(' ')};
  gzip_static on;
${notFoundHeaders.join('\n')}
  add_header Cache-Control "no-cache" always;

  # Nothing hidden (.git, .env…).
  location ~ "/\\." { return 404; }
${locations.join('\n')}
  location / { return 404; }
}
`;
}

export function parseArgs(argv: readonly string[]): NginxRemoteOptions {
  const [remote, ...rest] = argv;
  const values = (name: string) =>
    rest.flatMap((arg, i) => (arg === name && rest[i + 1] !== undefined ? [rest[i + 1]!] : []));
  const root = values('--root')[0];
  if (!remote || remote.startsWith('--') || !root)
    throw new Error(
      'usage: npm run nginx-config -- <remote> --root <dir> --site-origin <https://site> [--server-name <name>] [--listen <port>] [--https]',
    );
  return {
    remote,
    root,
    siteOrigins: values('--site-origin'),
    serverName: values('--server-name')[0],
    listen: values('--listen')[0],
    https: rest.includes('--https'),
  };
}

if (require.main === module) {
  try {
    process.stdout.write(nginxRemoteConfig(parseArgs(process.argv.slice(2))));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
