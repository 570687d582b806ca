import { randomBytes } from 'node:crypto';
import { requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import type { Routes } from '../../core/router';
import { accountKey } from '../../core/state';
import { MAX_RECEIPT_BYTES } from '../../core/uploads';
import type { HeadIcon, State } from './state';

export const MODULE = 'PROFPIC3';
/** Pictures are capped like every other upload: 5 MB (5,242,880 bytes) of PNG or JPEG. */
export const MAX_HEAD_ICON_BYTES = MAX_RECEIPT_BYTES;
export const HEAD_ICON_PATH = '/wps/member/headIcon';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((b, i) => bytes[i] === b);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const urlOf = (icon: HeadIcon | undefined): string | null => (icon ? `/wps/assets/head/${icon.file}` : null);

/** Off (PROFPIC3): the calls answer like every switched-off feature. */
function disabled(ctx: Ctx<State>): Response | null {
  return ctx.state.switches[MODULE] === true ? null : fail('feature.disabled', { value: { feature: MODULE } });
}

function current(ctx: Ctx<State>): Response {
  const { account } = requireRealSession(ctx);
  return disabled(ctx) ?? ok({ url: urlOf(ctx.state.headIcons.get(accountKey(account.username))) });
}

/**
 * Form-urlencoded, as the platform takes it: `headIcon` = the picture's bytes in base64 (standard
 * alphabet). Kept as sent; the type is read from the first bytes, never from a name or a header.
 */
async function upload(ctx: Ctx<State>): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const off = disabled(ctx);
  if (off) return off;
  if (!(ctx.request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw invalid('send the picture as application/x-www-form-urlencoded');
  }
  const encoded = new URLSearchParams(await ctx.request.text()).get('headIcon')?.replace(/\s+/g, '') ?? '';
  if (encoded === '') return fail('upload.invalid', { value: { reason: 'required' } });
  if (encoded.length % 4 !== 0 || !BASE64.test(encoded)) throw invalid('headIcon must be base64');
  // Checked before decoding: a body of many megabytes is not decoded just to be refused.
  if ((encoded.length / 4) * 3 - (encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0) > MAX_HEAD_ICON_BYTES) {
    return fail('upload.invalid', { value: { reason: 'size', max: MAX_HEAD_ICON_BYTES } });
  }
  const bytes = new Uint8Array(Buffer.from(encoded, 'base64'));
  if (bytes.length === 0) return fail('upload.invalid', { value: { reason: 'required' } });
  const type = startsWith(bytes, PNG) ? 'image/png' : startsWith(bytes, JPEG) ? 'image/jpeg' : null;
  if (!type) return fail('upload.invalid', { value: { reason: 'type' } });
  const icon: HeadIcon = {
    file: `${randomBytes(12).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`,
    type,
    bytes,
  };
  ctx.state.headIcons.set(accountKey(account.username), icon);
  return ok({ url: urlOf(icon) });
}

/** The picture itself, for an `<img>` (which sends no token): the name is unguessable and changes with every upload. */
function serve(ctx: Ctx<State>): Response {
  const file = ctx.params.file ?? '';
  for (const icon of ctx.state.headIcons.values()) {
    if (icon.file === file) {
      return new Response(icon.bytes.slice(), {
        status: 200,
        headers: {
          'content-type': icon.type,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
      });
    }
  }
  throw new SimError('request.not.found', { status: 404 });
}

export function registerHeadIcon(router: Routes<State>): void {
  router.get(HEAD_ICON_PATH, current).post(HEAD_ICON_PATH, upload).get('/wps/assets/head/:file', serve);
}
