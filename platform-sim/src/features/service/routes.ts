import { createHash } from 'node:crypto';
import { findSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import { escapeHtml, langOf } from '../../core/html';
import type { State } from './state';

export const CHAT_ROOM_PATH = '/wps/chat/room';

const TEXT = {
  EN: {
    title: 'Live chat',
    welcome: 'Hello! How can we help you today?',
    reply: 'Thank you, an agent will answer in a moment.',
    label: 'Your message',
    send: 'Send',
    unknown: 'This chat has ended. Please start a new one.',
  },
  MY: {
    title: 'တိုက်ရိုက် စကားပြော',
    welcome: 'မင်္ဂလာပါ။ ဘာကူညီပေးရမလဲ။',
    reply: 'ကျေးဇူးတင်ပါသည်၊ ဝန်ထမ်းတစ်ဦး မကြာမီ ပြန်ဖြေပါမည်။',
    label: 'သင့်စာ',
    send: 'ပို့မည်',
    unknown: 'ဤစကားပြောခန်း ပြီးဆုံးသွားပါပြီ။ အသစ် စတင်ပါ။',
  },
} as const;

const STYLE = `
body{margin:0;font:16px/1.45 system-ui,sans-serif;background:#f4f6fb;color:#14161c}
h1{margin:0;padding:12px 16px;font-size:18px;background:#0a58ca;color:#fff}
ol{list-style:none;margin:0;padding:12px 16px;display:flex;flex-direction:column;gap:8px}
li{max-width:80%;padding:8px 12px;border-radius:12px;background:#fff;overflow-wrap:anywhere}
li.member{align-self:flex-end;background:#d8e6ff}
form{display:flex;gap:8px;padding:12px 16px}
label{position:absolute;left:-9999px}
input{flex:1;min-height:44px;padding:0 12px;font:inherit;border:1px solid #9aa3b5;border-radius:8px}
button{min-height:44px;padding:0 16px;font:inherit;border:0;border-radius:8px;background:#0a58ca;color:#fff}
input:focus-visible,button:focus-visible{outline:3px solid #ffb300;outline-offset:2px}
`;

/** No script at all; the form posts to itself; the site may frame it (same origin through the site). */
const CHAT_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`;

function page(status: number, lang: 'EN' | 'MY', body: string): Response {
  const text = TEXT[lang];
  return new Response(
    `<!doctype html>\n<html lang="${lang === 'EN' ? 'en' : 'my'}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width,initial-scale=1">\n<title>${escapeHtml(text.title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n<h1>${escapeHtml(text.title)}</h1>\n${body}\n</body>\n</html>\n`,
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'content-security-policy': CHAT_PAGE_CSP,
      },
    },
  );
}

/** Where the live chat opens: the configured provider, or a fresh room of the sim's own chat page. Guests may chat too. */
function launch(ctx: Ctx<State>): Response {
  const { chat } = ctx.state;
  if (chat.url) return ok({ url: chat.url, embeddable: chat.embeddable });
  const lang = langOf(ctx.request.headers.get('language'));
  const ticket = ctx.state.rng.chars(16, 'abcdefghijklmnopqrstuvwxyz0123456789');
  const name = findSession(ctx)?.account.nickname;
  ctx.state.chatRooms.set(ticket, {
    lang,
    messages: [{ from: 'agent', text: name ? `${TEXT[lang].welcome} (${name})` : TEXT[lang].welcome }],
  });
  return ok({ url: `${CHAT_ROOM_PATH}?ticket=${ticket}`, embeddable: chat.embeddable });
}

function room(ctx: Ctx<State>) {
  const ticket = ctx.query.get('ticket') ?? '';
  return { ticket, room: ctx.state.chatRooms.get(ticket) };
}

function show(ctx: Ctx<State>): Response {
  const { ticket, room: found } = room(ctx);
  if (!found) return page(404, langOf(ctx.request.headers.get('language')), `<p>${escapeHtml(TEXT.EN.unknown)}</p>`);
  const text = TEXT[found.lang];
  const items = found.messages.map((m) => `<li class="${m.from}">${escapeHtml(m.text)}</li>`).join('\n');
  const action = `${CHAT_ROOM_PATH}?ticket=${encodeURIComponent(ticket)}`;
  return page(
    200,
    found.lang,
    `<ol aria-live="polite">\n${items}\n</ol>\n<form method="post" action="${action}"><label for="text">${escapeHtml(text.label)}</label><input id="text" name="text" maxlength="500" autocomplete="off" required><button type="submit">${escapeHtml(text.send)}</button></form>`,
  );
}

async function post(ctx: Ctx<State>): Promise<Response> {
  const { ticket, room: found } = room(ctx);
  if (!found) return page(404, 'EN', `<p>${escapeHtml(TEXT.EN.unknown)}</p>`);
  const form = new URLSearchParams(await ctx.request.text());
  const message = (form.get('text') ?? '').trim().slice(0, 500);
  if (message) found.messages.push({ from: 'member', text: message }, { from: 'agent', text: TEXT[found.lang].reply });
  return new Response(null, {
    status: 303,
    headers: { location: `${CHAT_ROOM_PATH}?ticket=${encodeURIComponent(ticket)}`, 'cache-control': 'no-store' },
  });
}

/** Admin: `{ url: string | null, embeddable: boolean }` sets the provider (null = the sim's own chat page). */
async function setChat(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  if (body.url !== null && (typeof body.url !== 'string' || !/^(https?:\/\/\S+|\/\S*)$/.test(body.url)))
    throw invalid('url must be null, an http(s) URL or a site-relative path');
  if (typeof body.embeddable !== 'boolean') throw invalid('embeddable must be a boolean');
  ctx.state.chat = { url: body.url, embeddable: body.embeddable };
  return ok({ ...ctx.state.chat });
}

export function registerService(router: Routes<State>): void {
  router
    .get('/wps/customerService/chat', launch)
    .get(CHAT_ROOM_PATH, show)
    .post(CHAT_ROOM_PATH, post)
    // The admin call lives with the feature it feeds; /__sim/ paths get the admin guard wherever they are registered.
    .post('/__sim/chat', setChat);
}
