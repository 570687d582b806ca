import * as v from 'valibot';
import { api, fitsInCents, getRuntimeConfig } from '@mc/shared-kernel';

/**
 * The deposit calls of docs/api-contract.md ("Cashier … Deposit"). Every answer is validated here, so a
 * screen never meets a missing field or a float where money should be.
 */

/**
 * Money as the platform sends it: a decimal string ("1234.50"); held as integer cents by the screens, so one
 * past what they hold exactly (90,071,992,547,409.91) makes the answer malformed.
 */
const Money = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}(?:\.\d{1,2})?$/),
  v.check(fitsInCents, 'an amount past what integer cents in a number hold exactly'),
);
/** A percentage with at most two places ("1.50"). */
const Percent = v.pipe(v.string(), v.regex(/^\d{1,3}(?:\.\d{1,2})?$/));
const Text = v.optional(v.nullable(v.string()));

export const CHANNEL_KINDS = ['BANK', 'QR', 'GATEWAY', 'USDT'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
export const isChannelKind = (kind: string): kind is ChannelKind => (CHANNEL_KINDS as readonly string[]).includes(kind);

const ReceivingBank = v.object({
  id: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  accountNo: v.string(),
  branch: Text,
});

const ChannelEntry = v.object({
  id: v.string(),
  kind: v.string(),
  name: v.string(),
  icon: Text,
  min: Money,
  max: Money,
  feePercent: Percent,
  integerOnly: v.optional(v.boolean(), false),
  quickAmounts: v.optional(v.array(v.string()), []),
  expiresMinutes: v.optional(v.number()),
  banks: v.optional(v.array(ReceivingBank)),
  wallet: Text,
  network: Text,
  rate: v.optional(v.nullable(Money)),
});

export type Channel = Omit<v.InferOutput<typeof ChannelEntry>, 'kind'> & { kind: ChannelKind };
export type ReceivingBank = v.InferOutput<typeof ReceivingBank>;

export const Channels = v.object({ channels: v.array(ChannelEntry) });

const Promotion = v.object({
  id: v.string(),
  title: v.string(),
  bonusPercent: Percent,
  maxBonus: Money,
  turnoverMultiple: v.pipe(v.number(), v.minValue(0)),
  minDeposit: Money,
});
export type Promotion = v.InferOutput<typeof Promotion>;
export const Promotions = v.object({ list: v.array(Promotion) });

export const ORDER_STATUSES = ['AWAITING_PAYMENT', 'PENDING', 'SUCCESS', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderSchema = v.object({
  orderNo: v.string(),
  channelId: v.string(),
  channel: v.optional(v.string(), ''),
  kind: v.string(),
  /** One of ORDER_STATUSES, or a state this client does not know yet (shown as such, never guessed). */
  status: v.string(),
  amount: Money,
  fee: v.optional(Money, '0.00'),
  bonus: v.optional(Money, '0.00'),
  payAmount: Money,
  payCurrency: v.optional(v.string(), 'MMK'),
  createdAt: v.number(),
  expiresAt: v.number(),
  receiving: v.optional(
    v.object({
      bankName: Text,
      accountName: Text,
      accountNo: Text,
      branch: Text,
      qrImage: Text,
      address: Text,
      network: Text,
    }),
    {},
  ),
  payUrl: Text,
  promoId: Text,
});
export type Order = v.InferOutput<typeof OrderSchema>;

export async function getChannels(): Promise<Channel[]> {
  const { channels } = await api.get('/wps/deposit/channels', { schema: Channels });
  // A kind this client cannot take a deposit through (a future one) is left out rather than half shown.
  return channels.filter((c): c is Channel => isChannelKind(c.kind));
}

export async function getPromotions(): Promise<Promotion[]> {
  return (await api.get('/wps/deposit/promotions', { schema: Promotions })).list;
}

export interface CreateOrderBody {
  channelId: string;
  /** A plain decimal string ("10000.50"). */
  amount: string;
  promoId?: string;
  bankId?: string;
  returnUrl?: string;
}

export const createOrder = (body: CreateOrderBody, idempotencyKey: string): Promise<Order> =>
  api.post('/wps/deposit/orders', { json: body, idempotencyKey, schema: OrderSchema });

export const getOrder = (orderNo: string, signal?: AbortSignal): Promise<Order> =>
  api.get(`/wps/deposit/orders/${encodeURIComponent(orderNo)}`, { schema: OrderSchema, signal });

export interface ProofPayload {
  orderNo: string;
  depositorName: string;
  reference: string;
  txHash: string;
  receipt: File | null;
}

/** The proof of payment as multipart; empty optional fields are not sent. */
export function proofFormData(proof: ProofPayload): FormData {
  const form = new FormData();
  if (proof.depositorName) form.append('depositorName', proof.depositorName);
  if (proof.reference) form.append('reference', proof.reference);
  if (proof.txHash) form.append('txHash', proof.txHash);
  if (proof.receipt) form.append('receipt', proof.receipt, proof.receipt.name || 'receipt');
  return form;
}

/** A receipt of up to 5 MB from a phone on a slow network takes longer than an ordinary call (60 s by default). */
export const proofTimeoutMs = () => getRuntimeConfig().timeoutMs * 4;

export const sendProof = (proof: ProofPayload, idempotencyKey: string): Promise<Order> =>
  api.post(`/wps/deposit/orders/${encodeURIComponent(proof.orderNo)}/proof`, {
    formData: proofFormData(proof),
    idempotencyKey,
    schema: OrderSchema,
    timeoutMs: proofTimeoutMs(),
  });

export const cancelOrder = (orderNo: string): Promise<Order> =>
  api.delete(`/wps/deposit/orders/${encodeURIComponent(orderNo)}`, { schema: OrderSchema });
