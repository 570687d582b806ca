import { createHash } from 'node:crypto';
import type { Ctx } from '../../core/context';
import { formatCents } from '../../core/money';
import type { Routes } from '../../core/router';
import type { Account, DepositRecord } from '../../core/state';
import { escapeHtml } from '../../core/html';
import { credit, findOrder, orderOf, refresh } from '../../data/deposit-orders';
import { DEFAULT_RETURN_URL } from './routes';

/**
 * The online gateway's own page, as a payment provider would serve it: the sim's stand-in for OnePay. The
 * site sends the browser here (`payUrl`); Pay and Cancel are plain form posts that come back to the site's
 * `returnUrl?orderNo=…` (303), where the result screen reads the order. No script at all.
 */

const TEXT = {
  EN: {
    title: 'OnePay checkout',
    merchant: 'Pay to',
    order: 'Order',
    amount: 'Amount to pay',
    until: 'Pay before (UTC)',
    pay: 'Pay',
    cancel: 'Cancel',
    back: 'Back to the site',
    done: {
      SUCCESS: 'This order is paid.',
      CANCELLED: 'This payment was cancelled.',
      EXPIRED: 'This payment has expired.',
      REJECTED: 'This payment failed.',
      PENDING: 'This payment is being checked.',
    },
  },
  MY: {
    title: 'OnePay ငွေပေးချေမှု',
    merchant: 'ပေးချေမည့်သူ',
    order: 'အော်ဒါ',
    amount: 'ပေးချေရမည့်ငွေ',
    until: 'ပေးချေရမည့်အချိန် (UTC)',
    pay: 'ပေးချေမည်',
    cancel: 'ပယ်ဖျက်မည်',
    back: 'ဆိုက်သို့ ပြန်သွားမည်',
    done: {
      SUCCESS: 'ဤအော်ဒါကို ပေးချေပြီးပါပြီ။',
      CANCELLED: 'ဤငွေပေးချေမှုကို ပယ်ဖျက်ပြီးပါပြီ။',
      EXPIRED: 'ဤငွေပေးချေမှု သက်တမ်းကုန်သွားပါပြီ။',
      REJECTED: 'ဤငွေပေးချေမှု မအောင်မြင်ပါ။',
      PENDING: 'ဤငွေပေးချေမှုကို စစ်ဆေးနေပါသည်။',
    },
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Myanmar",sans-serif;background:#eef2f7;color:#1b2430;display:flex;align-items:center;justify-content:center;padding:24px 16px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:24px;box-shadow:0 6px 24px rgba(27,36,48,.12)}
h1{margin:0 0 16px;font-size:20px;color:#0a58ca}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:8px 12px}
dt{color:#5b6675}
dd{margin:0;font-weight:600;text-align:right;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.actions{display:flex;gap:12px}
.actions form{flex:1;margin:0}
button,a.back{display:block;width:100%;min-height:48px;border-radius:24px;font-size:17px;font-weight:700;text-align:center;cursor:pointer}
button{border:2px solid #0a58ca}
.pay{background:#0a58ca;color:#fff}
.cancel{background:#fff;color:#0a58ca}
a.back{padding:11px 0;background:#0a58ca;color:#fff;text-decoration:none}
button:focus-visible,a.back:focus-visible{outline:3px solid #ffb300;outline-offset:2px}
.note{margin:0 0 20px;font-weight:600}
`;

/** Nothing but its own style; forms post to itself and come back to the site (same origin). */
export const GATEWAY_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`;

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': GATEWAY_PAGE_CSP,
};

const page = (status: number, lang: 'EN' | 'MY', title: string, body: string): Response =>
  new Response(
    `<!doctype html>
<html lang="${lang === 'EN' ? 'en' : 'my'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`,
    { status, headers: HEADERS },
  );

const notFound = (): Response =>
  page(
    404,
    'EN',
    'Payment not found',
    `<h1>Payment not found</h1>\n<p class="note">This payment link is unknown.</p>\n<p class="note" lang="my">ဤငွေပေးချေမှုလင့်ခ်ကို မသိပါ။</p>`,
  );

/** The site's page to come back to, with the order number. */
export function returnTo(record: DepositRecord): string {
  const base = orderOf(record).returnUrl ?? DEFAULT_RETURN_URL;
  return `${base}${base.includes('?') ? '&' : '?'}orderNo=${encodeURIComponent(record.orderNo)}`;
}

function gatewayOrder(ctx: Ctx): { account: Account; record: DepositRecord } | null {
  const found = findOrder(ctx.state, ctx.params.orderNo ?? '');
  if (!found || orderOf(found.record).kind !== 'GATEWAY') return null;
  refresh(found.record, ctx.sim.now());
  return found;
}

function render(ctx: Ctx): Response {
  const found = gatewayOrder(ctx);
  if (!found) return notFound();
  const { record } = found;
  const order = orderOf(record);
  const text = TEXT[order.lang];
  const rows = `<dl>
<dt>${escapeHtml(text.merchant)}</dt><dd>${escapeHtml(found.account.merchantCode)}</dd>
<dt>${escapeHtml(text.order)}</dt><dd>${escapeHtml(record.orderNo)}</dd>
<dt>${escapeHtml(text.amount)}</dt><dd data-testid="gateway-amount">K ${formatCents(order.payAmount)}</dd>
<dt>${escapeHtml(text.until)}</dt><dd>${new Date(order.expiresAt).toISOString().slice(0, 16).replace('T', ' ')}</dd>
</dl>`;
  const action = encodeURIComponent(record.orderNo);
  const body =
    record.status === 'AWAITING_PAYMENT'
      ? `<div class="actions">
<form method="post" action="${action}/pay"><button type="submit" class="pay">${escapeHtml(text.pay)}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">${escapeHtml(text.cancel)}</button></form>
</div>`
      : `<p class="note" role="status">${escapeHtml(text.done[record.status])}</p>\n<a class="back" href="${escapeHtml(returnTo(record))}">${escapeHtml(text.back)}</a>`;
  return page(200, order.lang, text.title, `<h1>${escapeHtml(text.title)}</h1>\n${rows}\n${body}`);
}

/** Pay or Cancel, then back to the site whatever the order's state (the site reads the order, not this). */
function decide(ctx: Ctx, pay: boolean): Response {
  const found = gatewayOrder(ctx);
  if (!found) return notFound();
  const { account, record } = found;
  if (record.status === 'AWAITING_PAYMENT') {
    if (pay) credit(ctx.state, account, record, ctx.sim.now());
    else record.status = 'CANCELLED';
  }
  return new Response(null, {
    status: 303,
    headers: { location: returnTo(record), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}

export function registerGatewayPage(router: Routes): void {
  router
    .get('/wps/pay/gateway/:orderNo', render)
    .post('/wps/pay/gateway/:orderNo/pay', (ctx) => decide(ctx, true))
    .post('/wps/pay/gateway/:orderNo/cancel', (ctx) => decide(ctx, false));
}
