import type { ChannelKind, DepositOrder, DepositRecord, Receiving } from '../core/state';
import { mulDivUp, parseMoney } from '../core/money';

export interface ReceivingBank {
  readonly id: string;
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNo: string;
  readonly branch: string;
}

export interface Channel {
  readonly id: string;
  readonly kind: ChannelKind;
  readonly name: string;
  readonly min: string;
  readonly max: string;
  readonly feePercent: string;
  readonly integerOnly: boolean;
  readonly quickAmounts: readonly string[];
  readonly expiresMinutes: number;
  /** BANK: the accounts the member may pay into. */
  readonly banks?: readonly ReceivingBank[];
  /** QR: the e-wallet and the merchant's wallet account. */
  readonly wallet?: 'KBZPay' | 'WavePay' | 'AYA Pay' | 'CB Pay';
  readonly accountName?: string;
  readonly accountNo?: string;
  /** USDT: the network, the deposit address and kyat per USDT. */
  readonly network?: 'TRC20' | 'ERC20';
  readonly address?: string;
  readonly rate?: string;
}

/** The merchant's name on its receiving accounts. */
const MERCHANT_NAME = 'Golden Lotus Trading Co., Ltd.';
const QUICK_BANK = ['10000.00', '30000.00', '50000.00', '100000.00', '300000.00', '500000.00'];
const QUICK_WALLET = ['5000.00', '10000.00', '20000.00', '50000.00', '100000.00', '200000.00'];

/**
 * Deposit channels in the platform's order: a manual bank transfer to one of four receiving accounts, the
 * four Myanmar QR e-wallets (KBZPay takes whole kyats only), the OnePay online gateway (1.5 % fee) and
 * USDT on TRON. The names match the channels of the seeded deposit records.
 */
export const CHANNELS: readonly Channel[] = [
  {
    id: 'BANK',
    kind: 'BANK',
    name: 'Bank Transfer',
    min: '10000.00',
    max: '5000000.00',
    feePercent: '0.00',
    integerOnly: false,
    quickAmounts: QUICK_BANK,
    expiresMinutes: 30,
    banks: [
      {
        id: 'KBZ',
        bankName: 'KBZ Bank',
        accountName: MERCHANT_NAME,
        accountNo: '99930199900452101',
        branch: 'Yangon Head Office',
      },
      {
        id: 'AYA',
        bankName: 'AYA Bank',
        accountName: MERCHANT_NAME,
        accountNo: '0020201010034567',
        branch: 'Mandalay Branch',
      },
      {
        id: 'CB',
        bankName: 'CB Bank',
        accountName: MERCHANT_NAME,
        accountNo: '0086600500012345',
        branch: 'Bahan Branch',
      },
      {
        id: 'YOMA',
        bankName: 'Yoma Bank',
        accountName: MERCHANT_NAME,
        accountNo: '00711010023456',
        branch: 'Naypyitaw Branch',
      },
    ],
  },
  {
    id: 'KBZPAY',
    kind: 'QR',
    name: 'KBZPay',
    min: '5000.00',
    max: '1000000.00',
    feePercent: '0.00',
    integerOnly: true,
    quickAmounts: QUICK_WALLET,
    expiresMinutes: 15,
    wallet: 'KBZPay',
    accountName: MERCHANT_NAME,
    accountNo: '09790012345',
  },
  {
    id: 'WAVEPAY',
    kind: 'QR',
    name: 'WavePay',
    min: '5000.00',
    max: '1000000.00',
    feePercent: '0.00',
    integerOnly: false,
    quickAmounts: QUICK_WALLET,
    expiresMinutes: 15,
    wallet: 'WavePay',
    accountName: MERCHANT_NAME,
    accountNo: '09790054321',
  },
  {
    id: 'AYAPAY',
    kind: 'QR',
    name: 'AYA Pay',
    min: '5000.00',
    max: '500000.00',
    feePercent: '0.00',
    integerOnly: false,
    quickAmounts: QUICK_WALLET,
    expiresMinutes: 15,
    wallet: 'AYA Pay',
    accountName: MERCHANT_NAME,
    accountNo: '09790067890',
  },
  {
    id: 'CBPAY',
    kind: 'QR',
    name: 'CB Pay',
    min: '5000.00',
    max: '500000.00',
    feePercent: '0.00',
    integerOnly: false,
    quickAmounts: QUICK_WALLET,
    expiresMinutes: 15,
    wallet: 'CB Pay',
    accountName: MERCHANT_NAME,
    accountNo: '09790098765',
  },
  {
    id: 'ONEPAY',
    kind: 'GATEWAY',
    name: 'OnePay',
    min: '10000.00',
    max: '2000000.00',
    feePercent: '1.50',
    integerOnly: false,
    quickAmounts: QUICK_BANK,
    expiresMinutes: 15,
  },
  {
    id: 'USDT',
    kind: 'USDT',
    name: 'USDT (TRC20)',
    min: '50000.00',
    max: '20000000.00',
    feePercent: '0.00',
    integerOnly: false,
    quickAmounts: ['50000.00', '100000.00', '500000.00', '1000000.00', '5000000.00'],
    expiresMinutes: 60,
    network: 'TRC20',
    address: 'TXk8r4mFq1vYzN3wQe7bD2uJc9hL5sP6aG',
    rate: '4480.00',
  },
];

export const channelById = (id: string): Channel | undefined => CHANNELS.find((c) => c.id === id);

export interface Promotion {
  readonly id: string;
  readonly title: { readonly EN: string; readonly MY: string };
  readonly bonusPercent: string;
  readonly maxBonus: string;
  readonly turnoverMultiple: number;
  readonly minDeposit: string;
}

export const PROMOTIONS: readonly Promotion[] = [
  {
    id: 'WELCOME20',
    title: { EN: 'Welcome bonus 20%', MY: 'ကြိုဆိုဆုငွေ ၂၀%' },
    bonusPercent: '20.00',
    maxBonus: '50000.00',
    turnoverMultiple: 5,
    minDeposit: '10000.00',
  },
  {
    id: 'RELOAD5',
    title: { EN: 'Daily reload 5%', MY: 'နေ့စဉ် ငွေဖြည့်ဆု ၅%' },
    bonusPercent: '5.00',
    maxBonus: '20000.00',
    turnoverMultiple: 3,
    minDeposit: '30000.00',
  },
  {
    id: 'SLOTS10',
    title: { EN: 'Slots weekend 10%', MY: 'စလော့ စနေ၊တနင်္ဂနွေ ၁၀%' },
    bonusPercent: '10.00',
    maxBonus: '30000.00',
    turnoverMultiple: 8,
    minDeposit: '50000.00',
  },
];

export const promotionById = (id: string): Promotion | undefined => PROMOTIONS.find((p) => p.id === id);

export const qrImagePath = (channelId: string): string => `/wps/assets/qr/${channelId}.svg`;
export const channelIconPath = (channelId: string): string => `/wps/assets/channel/${channelId}.svg`;

/** Where the member of an order of `channel` sends the money (`bankId` picks the BANK account). */
export function receivingFor(channel: Channel, bankId: string | null): Receiving {
  switch (channel.kind) {
    case 'BANK': {
      const bank = channel.banks?.find((b) => b.id === bankId) ?? channel.banks?.[0];
      return bank
        ? { bankName: bank.bankName, accountName: bank.accountName, accountNo: bank.accountNo, branch: bank.branch }
        : {};
    }
    case 'QR':
      return { accountName: channel.accountName, accountNo: channel.accountNo, qrImage: qrImagePath(channel.id) };
    case 'USDT':
      return { address: channel.address, network: channel.network, qrImage: qrImagePath(channel.id) };
    case 'GATEWAY':
      return {};
  }
}

/** The USDT cents to send for `kyatCents` at `rate` kyat per USDT, rounded up to the USDT cent. */
export function usdtFor(kyatCents: number, rate: string): number {
  const rateCents = parseMoney(rate);
  return mulDivUp(kyatCents, 100, rateCents);
}

/**
 * The order behind a deposit record that has none (seeded history, or a record a test put in): derived
 * from its channel name, no fee, bonus or proof.
 */
export function derivedOrder(record: DepositRecord): DepositOrder {
  const channel = CHANNELS.find((c) => c.name === record.channel) ?? (CHANNELS[0] as Channel);
  return {
    channelId: channel.id,
    kind: channel.kind,
    fee: 0,
    bonus: 0,
    payAmount: channel.rate ? usdtFor(record.amount, channel.rate) : record.amount,
    payCurrency: channel.kind === 'USDT' ? 'USDT' : 'MMK',
    expiresAt: record.createdAt + channel.expiresMinutes * 60_000,
    receiving: receivingFor(channel, null),
    promoId: null,
    turnoverMultiple: 0,
    returnUrl: null,
    lang: 'MY',
    proof: null,
  };
}

/** Seeded deposit records with their orders. */
export const withOrders = (records: DepositRecord[]): DepositRecord[] =>
  records.map((r) => ({ ...r, order: derivedOrder(r) }));
