import { createPlatform } from '../platform';
import { createSimClient } from '../testing/client';
import { JPEG_BYTES, newIdempotencyKey, PNG_BYTES } from '../testing/cashier';
import { bodyLimit, startSimServer, type SimServer } from './server';

/** Proof of payment and the gateway page over real HTTP: multipart bodies, the per-path body limit, redirects. */
describe('cashier over HTTP', () => {
  let server: SimServer;
  let token: string;
  const client = () => createSimClient((request) => fetch(request), server.url);
  beforeAll(async () => {
    server = await startSimServer({ port: 0, platform: createPlatform() });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    server.platform.reset();
    token = await client().loginToken({ username: 'demo02', password: 'Demo1234' });
  });

  const newOrder = async (channelId: string, extra: Record<string, unknown> = {}) => {
    const { body } = await client().post<{ orderNo: string; payUrl?: string }>(
      '/wps/deposit/orders',
      { channelId, amount: '10000', ...extra },
      { token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    return body.value;
  };
  const receiptOf = (size: number, magic: Uint8Array): Uint8Array => {
    const bytes = new Uint8Array(size);
    bytes.set(magic);
    return bytes;
  };
  const upload = async (orderNo: string, receipt: Uint8Array) => {
    const form = new FormData();
    form.append('depositorName', 'Ko Ko');
    form.append('receipt', new Blob([new Uint8Array(receipt)], { type: 'image/png' }), 'receipt.png');
    return fetch(`${server.url}/wps/deposit/orders/${orderNo}/proof`, {
      method: 'POST',
      body: form,
      headers: { Token: token, 'Idempotency-Key': newIdempotencyKey() },
    });
  };

  it('takes a multipart proof with a receipt image', async () => {
    const { orderNo } = await newOrder('BANK');
    const response = await upload(orderNo, PNG_BYTES);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: { orderNo, status: 'PENDING' } });
  });

  it('lets a receipt of up to 5 MB through the server and judges it on the platform', async () => {
    const { orderNo } = await newOrder('KBZPAY');
    const justOver = await upload(orderNo, receiptOf(5 * 1024 * 1024 + 1, JPEG_BYTES));
    expect(justOver.status).toBe(200);
    expect(await justOver.json()).toMatchObject({ success: false, code: 'upload.invalid', value: { reason: 'size' } });
    const atLimit = await upload(orderNo, receiptOf(5 * 1024 * 1024, JPEG_BYTES));
    expect(await atLimit.json()).toMatchObject({ success: true, value: { status: 'PENDING' } });
  });

  it('refuses an upload body over 6 MB with the upload failure, before the platform sees it', async () => {
    const { orderNo } = await newOrder('BANK');
    const response = await upload(orderNo, receiptOf(6 * 1024 * 1024 + 10, PNG_BYTES));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: 'upload.invalid', value: { reason: 'size' } });
    expect(server.platform.state.accounts.get('demo02')!.deposits[0]!.status).toBe('AWAITING_PAYMENT');
    // The connection is still good for the next request.
    expect((await upload(orderNo, PNG_BYTES)).status).toBe(200);
  });

  it('keeps the 1 MB limit everywhere else', async () => {
    expect(bodyLimit('POST', '/wps/deposit/orders/D1/proof')).toBe(6 * 1024 * 1024);
    expect(bodyLimit('POST', '/wps/deposit/orders')).toBe(1024 * 1024);
    expect(bodyLimit('PUT', '/wps/deposit/orders/D1/proof')).toBe(1024 * 1024);
    expect(bodyLimit('POST', '/wps/deposit/orders/D1/proof/x')).toBe(1024 * 1024);
    expect(bodyLimit('POST', '/wps/feedback')).toBe(16 * 1024 * 1024);
    expect(bodyLimit('GET', '/wps/feedback')).toBe(1024 * 1024);
    expect(bodyLimit('POST', '/wps/feedback/list')).toBe(1024 * 1024);
    const response = await fetch(`${server.url}/wps/deposit/orders`, {
      method: 'POST',
      body: JSON.stringify({ channelId: 'BANK', amount: '10000', pad: 'x'.repeat(1024 * 1024) }),
      headers: { Token: token, 'Content-Type': 'application/json', 'Idempotency-Key': newIdempotencyKey() },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Request body too large');
    expect(server.platform.state.accounts.get('demo02')!.deposits).toEqual([]);
  });

  it("posts the gateway page's form and follows the provider back to the site", async () => {
    const { orderNo, payUrl } = await newOrder('ONEPAY', { returnUrl: '/m/voucherCenter/result' });
    const page = await fetch(`${server.url}${payUrl!}`);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+\/pay)">/.exec(html)![1]!;
    const paid = await fetch(new URL(action, `${server.url}${payUrl!}`), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/m/voucherCenter/result?orderNo=${orderNo}`);
    const balance = await client().get<{ sumBalance: string }>('/wps/wallet/balance', { token });
    expect(balance.body.value.sumBalance).toBe('10000.00');
  });
});
