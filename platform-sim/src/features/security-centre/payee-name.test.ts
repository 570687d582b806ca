import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { newIdempotencyKey } from '../../testing/cashier';
import { TEST_NOW } from '../../testing/fixtures';

describe('payee name, bound once', () => {
  const platform = createPlatform({ now: () => TEST_NOW });
  const client = createSimClient(platform.fetch);
  let token: string;
  beforeEach(async () => {
    platform.reset();
    token = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
  });

  const setName = (payeeName: unknown) =>
    client.call('PUT', '/wps/security/payee-name', { token, body: { payeeName } });
  const payee = () => platform.state.accounts.get('demo02')!.cashier.payeeName;

  it('needs a session of a real account', async () => {
    expect((await client.call('PUT', '/wps/security/payee-name', { body: { payeeName: 'A' } })).status).toBe(401);
  });

  it('binds a trimmed name of any script once; then refuses any other and the card takes the bound one', async () => {
    expect((await setName('  မောင် မောင်  ')).body).toMatchObject({ success: true, value: { payeeName: 'မောင် မောင်' } });
    expect(payee()).toBe('မောင် မောင်');
    expect((await setName('Other Name')).body.code).toBe('payee.bound');
    expect((await setName('မောင် မောင်')).body.code).toBe('payee.bound');
    expect(payee()).toBe('မောင် မောင်');
    const card = await client.post<{ payeeName: string }>(
      '/wps/security/bank-cards',
      { bankCode: 'AYA', accountNo: '1234567890123456' },
      { token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    expect(card.body).toMatchObject({ success: true, value: { payeeName: 'မောင် မောင်' } });
    const other = await client.post(
      '/wps/security/bank-cards',
      { bankCode: 'AYA', accountNo: '1234567890123457', payeeName: 'Someone Else' },
      { token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    expect(other.body.code).toBe('payee.bound');
  });

  it('refuses empty, too long, wrong characters, hostile text and invisible controls', async () => {
    for (const [value, reason] of [
      ['', 'required'],
      ['   ', 'required'],
      [null, 'required'],
      ['a'.repeat(51), 'length'],
      ['<script>x</script>', 'pattern'],
      ['Aung\u200bAung', 'pattern'],
      ['Aung\u202eAung', 'pattern'],
      ['Aung@1', 'pattern'],
    ] as const) {
      expect((await setName(value)).body).toMatchObject({ code: 'format.payeeName', value: { reason } });
    }
    expect((await setName(5)).body.code).toBe('request.invalid');
    expect(payee()).toBeNull();
  });

  it("is demo01's already (seeded with its card)", async () => {
    const demo01 = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect(
      (await client.call('PUT', '/wps/security/payee-name', { token: demo01, body: { payeeName: 'New' } })).body.code,
    ).toBe('payee.bound');
  });
});
