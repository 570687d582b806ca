import { createTestSim } from '../../testing/fixtures';
import { JPEG_BYTES, PNG_BYTES } from '../../testing/cashier';
import { contentProblem } from './routes';

interface Item {
  id: number;
  type: string;
  typeName: string;
  content: string;
  imageCount: number;
  status: string;
  createdAt: number;
  reply: { content: string; repliedAt: number } | null;
}
interface Page {
  pageNum: number;
  totalPages: number;
  total: number;
  list: Item[];
}

describe('feedback', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const login = (username = 'demo01') => client.loginToken({ username, password: 'Demo1234' });

  function form(fields: Record<string, string>, images: (Uint8Array | string)[] = []): FormData {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    images.forEach((bytes, i) =>
      typeof bytes === 'string'
        ? data.append('images', bytes)
        : data.append('images', new Blob([bytes as Uint8Array<ArrayBuffer>]), `p${i}.png`),
    );
    return data;
  }
  async function send(token: string, data: FormData) {
    const response = await platform.fetch(
      new Request('http://sim.test/wps/feedback', { method: 'POST', headers: { Token: token }, body: data }),
    );
    return (await response.json()) as {
      success: boolean;
      code?: string;
      value: { id?: number; reason?: string; index?: number } | null;
    };
  }

  it('lists the types in the asked language', async () => {
    const token = await login();
    const en = (
      await client.get<{ list: { code: string; name: string }[] }>('/wps/feedback/types', {
        token,
        headers: { Language: 'EN' },
      })
    ).body.value.list;
    expect(en.map((t) => t.code)).toEqual(['DEPOSIT', 'WITHDRAW', 'GAME', 'ACCOUNT', 'SUGGESTION', 'OTHER']);
    expect(en[0]!.name).toBe('Deposit');
    const my = (
      await client.get<{ list: { name: string }[] }>('/wps/feedback/types', { token, headers: { Language: 'MY' } })
    ).body.value.list;
    expect(my[0]!.name).toBe('ငွေသွင်းခြင်း');
  });

  it('takes a feedback with two images and lists it first, waiting for an answer', async () => {
    const token = await login();
    const sent = await send(
      token,
      form({ type: 'DEPOSIT', content: '  My deposit did not arrive yet.\nPlease check.  ' }, [PNG_BYTES, JPEG_BYTES]),
    );
    expect(sent).toMatchObject({ success: true, value: { id: 100 } });
    const page = (await client.get<Page>('/wps/feedback/list', { token, headers: { Language: 'EN' } })).body.value;
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({
      id: 100,
      type: 'DEPOSIT',
      typeName: 'Deposit',
      content: 'My deposit did not arrive yet.\nPlease check.',
      imageCount: 2,
      status: 'PENDING',
      reply: null,
    });
    expect(page.list[2]).toMatchObject({
      status: 'REPLIED',
      reply: { content: expect.stringContaining('the win was paid') },
    });
  });

  it.each([
    [{ content: 'A long enough feedback text' }, 'feedback.type'],
    [{ type: 'NOPE', content: 'A long enough feedback text' }, 'feedback.type'],
    [{ type: 'OTHER' }, 'feedback.content'],
    [{ type: 'OTHER', content: '     ' }, 'feedback.content'],
    [{ type: 'OTHER', content: 'too short' }, 'feedback.content'],
    [{ type: 'OTHER', content: 'x'.repeat(501) }, 'feedback.content'],
    [{ type: 'OTHER', content: 'Hidden\u202Ereversed text here' }, 'feedback.content'],
    [{ type: 'OTHER', content: 'Zero\u200Bwidth inside text' }, 'feedback.content'],
  ])('refuses %j with %s', async (fields, code) => {
    const token = await login();
    expect(await send(token, form(fields as Record<string, string>))).toMatchObject({ success: false, code });
  });

  it('refuses a fourth image, a file that is not an image and an image that is too big', async () => {
    const token = await login();
    const ok = { type: 'GAME', content: 'The game froze after a spin.' };
    expect(await send(token, form(ok, [PNG_BYTES, PNG_BYTES, PNG_BYTES, PNG_BYTES]))).toMatchObject({
      success: false,
      code: 'feedback.images',
    });
    expect(await send(token, form(ok, [PNG_BYTES, new TextEncoder().encode('<svg onload=alert(1)>')]))).toMatchObject({
      success: false,
      code: 'upload.invalid',
      value: { reason: 'type', index: 1 },
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    expect(await send(token, form(ok, [big]))).toMatchObject({
      success: false,
      code: 'upload.invalid',
      value: { reason: 'size', index: 0 },
    });
    expect(await send(token, form(ok, ['text']))).toMatchObject({ success: false, code: 'request.invalid' });
    expect((await client.post('/wps/feedback', ok, { token })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    expect((await client.get<Page>('/wps/feedback/list', { token })).body.value.total).toBe(2);
  });

  it('needs a session; another member has their own list', async () => {
    expect((await client.get('/wps/feedback/list')).body).toMatchObject({ success: false, code: 'session.expired' });
    const other = await login('demo02');
    expect((await client.get<Page>('/wps/feedback/list', { token: other })).body.value).toMatchObject({
      total: 0,
      list: [],
    });
  });

  it('admin answers a feedback; reset restores the seed', async () => {
    const token = await login();
    expect(
      (await client.post('/__sim/feedback/reply', { username: 'demo01', id: 2, reply: 'Paid now.' })).body.value,
    ).toEqual({ id: 2, status: 'REPLIED' });
    expect((await client.get<Page>('/wps/feedback/list', { token })).body.value.list[0]).toMatchObject({
      id: 2,
      status: 'REPLIED',
      reply: { content: 'Paid now.' },
    });
    expect((await client.post('/__sim/feedback/reply', { username: 'demo01', id: 99, reply: 'x' })).body).toMatchObject(
      { success: false, code: 'feedback.not.found' },
    );
    platform.reset();
    const again = await login();
    expect((await client.get<Page>('/wps/feedback/list', { token: again })).body.value.list[0]).toMatchObject({
      id: 2,
      status: 'PENDING',
    });
  });

  it('counts characters as people see them', () => {
    expect(contentProblem('ကျေးဇူးတင်ပါတယ်')).toBeNull();
    expect(contentProblem('😀'.repeat(500))).toBeNull();
    expect(contentProblem('😀'.repeat(501))).toBe('length');
    expect(contentProblem('line one\r\nline two')).toBeNull();
    expect(contentProblem('tab\there is ok?')).toBe('characters');
  });
});
