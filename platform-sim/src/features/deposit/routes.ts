import { createHash } from 'node:crypto';
import { feeOf, newOrderNo, percentToBasisPoints, readAmount, requireRealSession, shareOf } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { formatFailure, invalid } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { parseMoney } from '../../core/money';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import type { Account, DepositProof, DepositRecord } from '../../core/state';
import {
  channelById,
  channelIconPath,
  CHANNELS,
  promotionById,
  PROMOTIONS,
  receivingFor,
  usdtFor,
  type Channel,
} from '../../data/deposit';
import { DISPLAY_NAME_CHARS } from '../../data/register';
import { charactersProblem } from '../../data/register-rules';
import { langOf } from '../../core/html';
import { imageType, MAX_RECEIPT_BYTES } from '../../core/uploads';
import { orderOf, orderView, refresh } from '../../data/deposit-orders';

/** Where the gateway's page sends the browser back when the client names no page. */
export const DEFAULT_RETURN_URL = '/m/voucherCenter/result';

function channelView(channel: Channel): Record<string, unknown> {
  return {
    id: channel.id,
    kind: channel.kind,
    name: channel.name,
    icon: channelIconPath(channel.id),
    min: channel.min,
    max: channel.max,
    feePercent: channel.feePercent,
    integerOnly: channel.integerOnly,
    quickAmounts: [...channel.quickAmounts],
    expiresMinutes: channel.expiresMinutes,
    ...(channel.banks ? { banks: channel.banks.map((b) => ({ ...b })) } : {}),
    ...(channel.wallet ? { wallet: channel.wallet } : {}),
    ...(channel.network ? { network: channel.network } : {}),
    ...(channel.rate ? { rate: channel.rate } : {}),
  };
}

function channels(ctx: Ctx): Response {
  requireRealSession(ctx);
  return ok({ channels: CHANNELS.map(channelView) });
}

function promotions(ctx: Ctx): Response {
  requireRealSession(ctx);
  const lang = langOf(ctx.request.headers.get('language'));
  return ok({
    list: PROMOTIONS.map((p) => ({
      id: p.id,
      title: p.title[lang],
      bonusPercent: p.bonusPercent,
      maxBonus: p.maxBonus,
      turnoverMultiple: p.turnoverMultiple,
      minDeposit: p.minDeposit,
    })),
  });
}

const RETURN_URL = /^\/m\/[A-Za-z0-9._~/-]*(?:\?[A-Za-z0-9._~=&%+-]*)?$/;

/** A path of this site under /m/ (never another origin, never a path that climbs out of /m/). */
function returnUrlOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return DEFAULT_RETURN_URL;
  if (typeof value !== 'string' || value.length > 300 || !RETURN_URL.test(value))
    throw invalid('returnUrl must be a site path under /m/');
  const path = value.split('?')[0] as string;
  if (path.includes('//') || path.split('/').some((segment) => segment === '.' || segment === '..'))
    throw invalid('returnUrl must be a site path under /m/');
  return value;
}

const optionalId = (value: unknown, name: string): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  return value;
};

function createOrder(ctx: Ctx, account: Account, body: Record<string, unknown>): Response {
  const channel = typeof body.channelId === 'string' ? channelById(body.channelId) : undefined;
  if (!channel) throw invalid('channelId must be one of GET /wps/deposit/channels');
  const { cents: amount, tooPrecise, whole } = readAmount(body.amount);
  const reason =
    tooPrecise || (channel.integerOnly && !whole)
      ? 'decimals'
      : amount < parseMoney(channel.min)
        ? 'min'
        : amount > parseMoney(channel.max)
          ? 'max'
          : null;
  if (reason) return fail('deposit.amount', { value: { reason } });

  const promoId = optionalId(body.promoId, 'promoId');
  const promo = promoId === null ? null : promotionById(promoId);
  if (promo === undefined) throw invalid('promoId must be one of GET /wps/deposit/promotions');
  if (promo && amount < parseMoney(promo.minDeposit))
    return fail('deposit.promo', { value: { minDeposit: promo.minDeposit } });

  const bankId = optionalId(body.bankId, 'bankId');
  if (bankId !== null && !channel.banks?.some((b) => b.id === bankId))
    throw invalid('bankId must be a receiving account of the channel');
  const returnUrl = returnUrlOf(body.returnUrl);

  const now = ctx.sim.now();
  const fee = feeOf(amount, percentToBasisPoints(channel.feePercent));
  const bonusShare = promo ? shareOf(amount, percentToBasisPoints(promo.bonusPercent)) : 0;
  const maxBonus = promo ? parseMoney(promo.maxBonus) : 0;
  const record: DepositRecord = {
    orderNo: newOrderNo(ctx.state, 'D', now),
    amount,
    status: 'AWAITING_PAYMENT',
    createdAt: now,
    channel: channel.name,
    order: {
      channelId: channel.id,
      kind: channel.kind,
      fee,
      bonus: bonusShare < maxBonus ? bonusShare : maxBonus,
      payAmount: channel.rate ? usdtFor(amount + fee, channel.rate) : amount + fee,
      payCurrency: channel.kind === 'USDT' ? 'USDT' : 'MMK',
      expiresAt: now + channel.expiresMinutes * 60_000,
      receiving: receivingFor(channel, bankId),
      promoId: promo?.id ?? null,
      turnoverMultiple: promo?.turnoverMultiple ?? 0,
      returnUrl: channel.kind === 'GATEWAY' ? returnUrl : null,
      lang: langOf(ctx.request.headers.get('language')),
      proof: null,
    },
  };
  account.deposits.push(record);
  return ok(orderView(record));
}

async function create(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => createOrder(ctx, account, body));
}

/** One of the account's own orders (another account's is as unknown as a made-up number). */
function ownOrder(ctx: Ctx, account: Account): DepositRecord {
  const record = account.deposits.find((d) => d.orderNo === ctx.params.orderNo);
  if (!record) throw invalid('no such order');
  return refresh(record, ctx.sim.now());
}

function order(ctx: Ctx): Response {
  const { account } = requireRealSession(ctx);
  return ok(orderView(ownOrder(ctx, account)));
}

function cancel(ctx: Ctx): Response {
  const { account } = requireRealSession(ctx);
  const record = ownOrder(ctx, account);
  if (record.status !== 'AWAITING_PAYMENT') return fail('deposit.state', { value: { status: record.status } });
  record.status = 'CANCELLED';
  return ok(orderView(record));
}

interface ProofForm {
  depositorName: string | null;
  reference: string | null;
  txHash: string | null;
  receipt: Uint8Array | null;
}

async function readProofForm(ctx: Ctx): Promise<ProofForm> {
  if (!(ctx.request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw invalid('send the proof as multipart/form-data');
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    throw invalid('the multipart body could not be read');
  }
  const text = (name: string): string | null => {
    const value = form.get(name);
    if (value === null) return null;
    if (typeof value !== 'string') throw invalid(`${name} must be a text field`);
    return value;
  };
  const receipt = form.get('receipt');
  if (typeof receipt === 'string') throw invalid('receipt must be a file');
  return {
    depositorName: text('depositorName'),
    reference: text('reference'),
    txHash: text('txHash'),
    receipt: receipt ? new Uint8Array(await receipt.arrayBuffer()) : null,
  };
}

const NAME_CHARS = new RegExp(DISPLAY_NAME_CHARS, 'u');

function sendProof(ctx: Ctx, account: Account, form: ProofForm): Response {
  const record = ownOrder(ctx, account);
  const kind = orderOf(record).kind;
  if (kind === 'GATEWAY') throw invalid('a gateway order is paid at the gateway, not by proof');
  if (record.status !== 'AWAITING_PAYMENT') return fail('deposit.state', { value: { status: record.status } });

  let receipt: DepositProof['receipt'] = null;
  if (form.receipt && form.receipt.length > 0) {
    if (form.receipt.length > MAX_RECEIPT_BYTES) return fail('upload.invalid', { value: { reason: 'size' } });
    const type = imageType(form.receipt);
    if (!type) return fail('upload.invalid', { value: { reason: 'type' } });
    receipt = { type, size: form.receipt.length };
  } else if (kind !== 'USDT') {
    return fail('upload.invalid', { value: { reason: 'required' } });
  }

  const depositorName = form.depositorName?.trim() || null;
  if (depositorName === null && kind !== 'USDT') throw formatFailure('depositorName', 'required');
  if (depositorName !== null) {
    if ([...depositorName].length > 40) throw formatFailure('depositorName', 'length');
    if (!NAME_CHARS.test(depositorName) || charactersProblem('payeeName', depositorName))
      throw formatFailure('depositorName', 'pattern');
  }
  const reference = form.reference?.trim() || null;
  if (reference !== null) {
    if (reference.length > 40) throw formatFailure('reference', 'length');
    if (!/^[\x20-\x7e]+$/.test(reference)) throw formatFailure('reference', 'pattern');
  }
  let txHash: string | null = null;
  if (kind === 'USDT') {
    txHash = form.txHash?.trim() || null;
    if (txHash === null) throw formatFailure('txHash', 'required');
    if (!/^(?:0x)?[0-9a-fA-F]{64}$/.test(txHash)) throw formatFailure('txHash', 'pattern');
  }

  orderOf(record).proof = { depositorName, reference, txHash, receipt, sentAt: ctx.sim.now() };
  record.status = 'PENDING';
  return ok(orderView(record));
}

async function proof(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  const form = await readProofForm(ctx);
  // A retry re-sends the same fields and the same file; the multipart boundary around them differs.
  const fingerprint = canonicalJson({
    depositorName: form.depositorName,
    reference: form.reference,
    txHash: form.txHash,
    receipt: form.receipt ? createHash('sha256').update(form.receipt).digest('base64') : null,
  });
  return exactlyOnce(ctx, account, fingerprint, () => sendProof(ctx, account, form));
}

/** Deposit channels, promotions and orders (issue 16); the gateway's page is in gateway-page.ts. */
export function registerDeposit(router: Routes): void {
  router
    .get('/wps/deposit/channels', channels)
    .get('/wps/deposit/promotions', promotions)
    .post('/wps/deposit/orders', create)
    .get('/wps/deposit/orders/:orderNo', order)
    .delete('/wps/deposit/orders/:orderNo', cancel)
    .post('/wps/deposit/orders/:orderNo/proof', proof);
}
