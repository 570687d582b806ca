import { createPlatform, DEMO_ACCOUNTS } from '@mc/platform-sim';
import { createSimClient, newIdempotencyKey } from '@mc/platform-sim/testing';
import { check, setRuntimeConfig, toCents } from '@mc/shared-kernel';
import { amountRules } from '@mc/shared-kernel/money';
import type { Channel, Promotion } from '../api/deposit-api';
import {
  bonusFor,
  channelLimits,
  defaultChannel,
  feeFor,
  groupByKind,
  isOrderNo,
  meetsPromotion,
  quickAmounts,
  quote,
  safePayUrl,
  scaled,
  turnoverFor,
  typedAmount,
  usdtFor,
} from './deposit-rules';

const channel = (over: Partial<Channel> = {}): Channel => ({
  id: 'BANK',
  kind: 'BANK',
  name: 'Bank Transfer',
  icon: null,
  min: '10000.00',
  max: '5000000.00',
  feePercent: '0.00',
  integerOnly: false,
  quickAmounts: [],
  expiresMinutes: 30,
  ...over,
});
const WELCOME: Promotion = {
  id: 'WELCOME20',
  title: 'Welcome',
  bonusPercent: '20.00',
  maxBonus: '50000.00',
  turnoverMultiple: 5,
  minDeposit: '10000.00',
};
const RELOAD: Promotion = {
  id: 'RELOAD5',
  title: 'Reload',
  bonusPercent: '5.00',
  maxBonus: '20000.00',
  turnoverMultiple: 3,
  minDeposit: '30000.00',
};

const amountProblem = (text: string, c: Channel = channel()) => check(text, amountRules(channelLimits(c)))?.key ?? null;

describe('the amount, against the channel', () => {
  it.each([
    ['', 'kernel-money:amount.required'],
    ['   ', 'kernel-money:amount.required'],
    ['abc', 'kernel-money:amount.shape'],
    ['-10000', 'kernel-money:amount.shape'],
    ['1e5', 'kernel-money:amount.shape'],
    ['10000.123', 'kernel-money:amount.decimals'],
    ['9999.99', 'kernel-money:amount.min'],
    ['5000000.01', 'kernel-money:amount.max'],
    ['0', 'kernel-money:amount.positive'],
    ['10000', null],
    ['10000.5', null],
    ['10,000.50', null],
    ['5000000.00', null],
  ])('bank transfer: %j → %s', (text, key) => {
    expect(amountProblem(text)).toBe(key);
  });

  it('takes whole kyat only where the channel says so (KBZPay), and 5000.00 is whole', () => {
    const kbzPay = channel({ id: 'KBZPAY', kind: 'QR', min: '5000.00', max: '1000000.00', integerOnly: true });
    expect(amountProblem('5000.50', kbzPay)).toBe('kernel-money:amount.whole');
    expect(amountProblem('5000.00', kbzPay)).toBeNull();
    expect(amountProblem('5000', kbzPay)).toBeNull();
    expect(amountProblem('4999', kbzPay)).toBe('kernel-money:amount.min');
  });
});

describe('fee, bonus and turnover in integer cents', () => {
  it('rounds the fee up to the cent', () => {
    expect(feeFor(toCents('10000.00'), '1.50')).toBe(15000);
    expect(feeFor(toCents('10000.01'), '1.50')).toBe(15001); // 150.0015 → 150.01
    expect(feeFor(toCents('10000.00'), '0.00')).toBe(0);
  });

  it('rounds the bonus down to the cent and caps it', () => {
    expect(bonusFor(toCents('10000.00'), WELCOME)).toBe(toCents('2000.00'));
    expect(bonusFor(toCents('12345.67'), WELCOME)).toBe(toCents('2469.13')); // 2469.134 → 2469.13
    expect(bonusFor(toCents('10000.09'), RELOAD)).toBe(0); // below the minimum deposit: no bonus
    expect(bonusFor(toCents('30000.19'), RELOAD)).toBe(toCents('1500.00')); // 1500.0095 → 1500.00
    expect(bonusFor(toCents('250000.00'), WELCOME)).toBe(toCents('50000.00')); // exactly the cap
    expect(bonusFor(toCents('9000000.00'), WELCOME)).toBe(toCents('50000.00'));
  });

  it('stays exact where a float would not, up to the largest amount a number holds exactly', () => {
    const huge = toCents('90071992547409.91'); // Number.MAX_SAFE_INTEGER cents
    const uncapped = { ...WELCOME, bonusPercent: '33.33', maxBonus: '90071992547409.91' };
    expect(huge * 3333).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    // 90071992547409.91 × 0.3333 = 30020995116051.723003 → rounded down to the cent.
    expect(bonusFor(huge, uncapped)).toBe(3002099511605172);
    expect(turnoverFor(3002099511605172, 3)).toBe(9006298534815516);
    expect(feeFor(huge, '1.50')).toBe(135107988821115); // 1351079888211.1486… → up to 1351079888211.15
  });

  it('throws a RangeError rather than round a figure past what a number holds exactly', () => {
    expect(() => turnoverFor(3002099511605172, 8)).toThrow(RangeError);
    // What is paid, amount + fee, is past the bound.
    expect(() => quote(channel({ feePercent: '1.50' }), toCents('90071992547409.91'), null)).toThrow(RangeError);
    expect(() => scaled('90071992547409.92', 2)).toThrow(RangeError);
  });

  it('multiplies the bonus by the turnover multiple (a fractional multiple rounds up)', () => {
    expect(turnoverFor(toCents('2000.00'), 5)).toBe(toCents('10000.00'));
    expect(turnoverFor(toCents('0.01'), 1.5)).toBe(2);
    expect(turnoverFor(0, 8)).toBe(0);
  });

  it('knows whether the promotion minimum is met', () => {
    expect(meetsPromotion(toCents('29999.99'), RELOAD)).toBe(false);
    expect(meetsPromotion(toCents('30000.00'), RELOAD)).toBe(true);
  });

  it('quotes what is paid and credited: amount + fee paid, amount + bonus credited', () => {
    const onePay = channel({ id: 'ONEPAY', kind: 'GATEWAY', feePercent: '1.50' });
    expect(quote(onePay, toCents('20000.00'), WELCOME)).toEqual({
      amount: 2000000,
      fee: 30000,
      pay: 2030000,
      payUsdt: null,
      bonus: 400000,
      turnover: 2000000,
      credited: 2400000,
      promoShort: false,
    });
    expect(quote(onePay, toCents('20000.00'), RELOAD)).toMatchObject({ promoShort: true, bonus: 0, credited: 2000000 });
  });

  it('converts to USDT at the rate, rounded up to the USDT cent', () => {
    expect(usdtFor(toCents('448000.00'), '4480.00')).toBe(10000);
    expect(usdtFor(toCents('50000.00'), '4480.00')).toBe(1117); // 11.1607… → 11.17
    const usdt = channel({ id: 'USDT', kind: 'USDT', min: '50000.00', max: '20000000.00', rate: '4480.00' });
    expect(quote(usdt, toCents('448000.00'), null).payUsdt).toBe(10000);
  });

  it('matches the platform on every order: fee, bonus and USDT amount', async () => {
    const platform = createPlatform();
    const client = createSimClient(platform.fetch);
    const token = await client.loginToken({
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
    });
    const { body: promos } = await client.get<{ list: Promotion[] }>('/wps/deposit/promotions', { token });
    const { body: list } = await client.get<{ channels: Channel[] }>('/wps/deposit/channels', { token });
    const byId = (id: string) => list.value.channels.find((c) => c.id === id)!;
    const cases: [string, string, string | null][] = [
      ['ONEPAY', '10000.01', 'WELCOME20'],
      ['ONEPAY', '1999999.99', 'SLOTS10'],
      ['BANK', '123456.78', 'RELOAD5'],
      ['BANK', '30000.19', 'RELOAD5'],
      ['USDT', '50000.00', null],
      ['USDT', '1234567.89', 'WELCOME20'],
      ['WAVEPAY', '77777.77', 'SLOTS10'],
    ];
    for (const [channelId, amount, promoId] of cases) {
      const { body } = await client.post<{ fee: string; bonus: string; payAmount: string }>(
        '/wps/deposit/orders',
        { channelId, amount, ...(promoId ? { promoId } : {}) },
        { token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
      );
      const promo = promos.value.list.find((p) => p.id === promoId) ?? null;
      const mine = quote(byId(channelId), toCents(amount), promo);
      expect([channelId, amount, toCents(body.value.fee), toCents(body.value.bonus)]).toEqual([
        channelId,
        amount,
        mine.fee,
        mine.bonus,
      ]);
      expect(toCents(body.value.payAmount)).toBe(mine.payUsdt ?? mine.pay);
    }
  });
});

describe('the channels and their quick amounts', () => {
  it('offers only quick amounts the channel takes', () => {
    const kbzPay = channel({
      kind: 'QR',
      min: '5000.00',
      max: '50000.00',
      integerOnly: true,
      quickAmounts: ['1000.00', '5000.00', '5000.50', '20000.00', '20000.00', '60000.00', 'x'],
    });
    expect(quickAmounts(kbzPay)).toEqual([500000, 2000000]);
  });

  it('writes a quick amount as people type it', () => {
    expect(typedAmount(1000000)).toBe('10000');
    expect(typedAmount(1000050)).toBe('10000.50');
    expect(typedAmount(1000005)).toBe('10000.05');
  });

  it('groups the channels by kind in a fixed order and opens the new layout on the first', () => {
    const list = [
      channel({ id: 'USDT', kind: 'USDT' }),
      channel({ id: 'KBZPAY', kind: 'QR' }),
      channel({ id: 'BANK' }),
      channel({ id: 'WAVEPAY', kind: 'QR' }),
    ];
    expect(groupByKind(list).map((g) => [g.kind, g.channels.map((c) => c.id)])).toEqual([
      ['BANK', ['BANK']],
      ['QR', ['KBZPAY', 'WAVEPAY']],
      ['USDT', ['USDT']],
    ]);
    expect(defaultChannel(list)?.id).toBe('BANK');
  });

  it('reads decimals at a scale, refusing more precision', () => {
    expect(scaled('1.5', 2)).toBe(150);
    expect(scaled('20', 2)).toBe(2000);
    expect(scaled('1.500', 2)).toBe(150);
    expect(() => scaled('1.505', 2)).toThrow(RangeError);
    expect(() => scaled('-1', 2)).toThrow(RangeError);
  });
});

describe('the gateway hand-off', () => {
  afterEach(() => setRuntimeConfig({}));

  it('follows only http(s) pages without credentials', () => {
    expect(safePayUrl('https://pay.example.com/checkout?o=1')).toBe('https://pay.example.com/checkout?o=1');
    expect(safePayUrl('http://localhost:3000/wps/pay/gateway/D1')).toBe('http://localhost:3000/wps/pay/gateway/D1');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://pay.example.com/',
      'https://user:pw@pay.example.com/',
      'blob:https://x/y',
      '',
      null,
      undefined,
      'http://[bad',
      '/\\evil.example/pay',
      '/\t/evil.example/pay',
      'https://pay.example.com/\ncheckout',
    ]) {
      expect([bad, safePayUrl(bad)]).toEqual([bad, null]);
    }
  });

  it('resolves a platform path against the API base', () => {
    expect(safePayUrl('/wps/pay/gateway/D1')).toBe(`${location.origin}/wps/pay/gateway/D1`);
    setRuntimeConfig({ apiBase: 'https://api.example.com' });
    expect(safePayUrl('/wps/pay/gateway/D1')).toBe('https://api.example.com/wps/pay/gateway/D1');
    // The provider's page is another site: a protocol-relative address is read as given, on this page's scheme.
    // Another site's address names its scheme: `//host` is no platform path.
    expect(safePayUrl('//pay.example.com/x')).toBeNull();
  });

  it("looks up only order numbers of the platform's shape", () => {
    expect(isOrderNo('D2026112312345678')).toBe(true);
    for (const bad of [null, '', '../x', 'D1?x=1', 'D1/proof', 'x'.repeat(65), '<script>'])
      expect(isOrderNo(bad)).toBe(false);
  });
});
