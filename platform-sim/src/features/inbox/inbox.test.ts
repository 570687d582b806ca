import { createTestSim } from '../../testing/fixtures';
import { HOSTILE_CONTENT } from '../../data/announcements';
import { SEEDED_READ_MESSAGES } from './state';

interface Summary {
  id: number;
  title: string;
  createdAt: number;
  read: boolean;
}
interface Page {
  pageNum: number;
  totalPages: number;
  total: number;
  list: Summary[];
}

describe('inbox', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const login = (username = 'demo01') => client.loginToken({ username, password: 'Demo1234' });
  const unread = async (token: string) =>
    (await client.get<{ count: number }>('/wps/inbox/unread', { token })).body.value.count;

  it('pages the messages newest first, unread ones marked', async () => {
    const token = await login();
    const first = (await client.get<Page>('/wps/inbox/list', { token, query: { pageNo: 1, pageSize: 10 } })).body.value;
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, total: 3 + SEEDED_READ_MESSAGES });
    expect(first.list).toHaveLength(10);
    expect(first.list.slice(0, 3).map((m) => m.read)).toEqual([false, false, false]);
    expect(first.list[3]!.read).toBe(true);
    const times = first.list.map((m) => m.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = (await client.get<Page>('/wps/inbox/list', { token, query: { pageNo: 3, pageSize: 10 } })).body.value;
    expect(last.list).toHaveLength(3);
    expect((await client.get('/wps/inbox/list', { token, query: { pageNo: 0 } })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    expect((await client.get('/wps/inbox/list', { token, query: { pageSize: 'ten' } })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
  });

  it('an account without mail has an empty inbox', async () => {
    const token = await login('demo02');
    expect((await client.get<Page>('/wps/inbox/list', { token })).body.value).toEqual({
      pageNum: 1,
      totalPages: 0,
      total: 0,
      list: [],
    });
  });

  it('needs a session', async () => {
    const result = await client.get('/wps/inbox/list');
    expect(result.body).toMatchObject({ success: false, code: 'session.expired' });
  });

  it('opens a message without reading it; read, delete and read-all keep the unread count', async () => {
    const token = await login();
    const list = (await client.get<Page>('/wps/inbox/list', { token })).body.value.list;
    const hostile = list.find((m) => m.title === 'Account notice')!;
    const opened = (await client.get<Summary & { content: string }>(`/wps/inbox/${hostile.id}`, { token })).body.value;
    expect(opened).toMatchObject({ id: hostile.id, read: false, content: HOSTILE_CONTENT });
    expect(await unread(token)).toBe(3);
    expect((await client.post(`/wps/inbox/${hostile.id}/read`, undefined, { token })).body.value).toEqual({ count: 2 });
    expect((await client.post(`/wps/inbox/${hostile.id}/read`, undefined, { token })).body.value).toEqual({ count: 2 });
    expect(await unread(token)).toBe(2);
    expect((await client.del(`/wps/inbox/${list[0]!.id}`, { token })).body.value).toEqual({ count: 1 });
    expect((await client.get(`/wps/inbox/${list[0]!.id}`, { token })).body).toMatchObject({
      success: false,
      code: 'inbox.not.found',
    });
    expect((await client.post('/wps/inbox/readAll', undefined, { token })).body.value).toEqual({ count: 0 });
    expect(await unread(token)).toBe(0);
  });

  it("refuses bad ids and another member's messages", async () => {
    const token = await login();
    expect((await client.get('/wps/inbox/abc', { token })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    expect((await client.del('/wps/inbox/-1', { token })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    const other = await login('demo02');
    const mine = (await client.get<Page>('/wps/inbox/list', { token })).body.value.list[0]!;
    expect((await client.get(`/wps/inbox/${mine.id}`, { token: other })).body).toMatchObject({
      success: false,
      code: 'inbox.not.found',
    });
    expect((await client.del(`/wps/inbox/${mine.id}`, { token: other })).body).toMatchObject({
      success: false,
      code: 'inbox.not.found',
    });
    expect((await client.get(`/wps/inbox/999999`, { token })).body).toMatchObject({
      success: false,
      code: 'inbox.not.found',
    });
  });

  it('admin delivers a message, which comes first and counts as unread; reset restores the seed', async () => {
    const token = await login();
    const delivered = (
      await client.post<{ id: number; count: number }>('/__sim/inbox', {
        username: 'demo01',
        title: 'Hello',
        content: '<p>Hi</p>',
      })
    ).body.value;
    expect(delivered.count).toBe(4);
    expect((await client.get<Page>('/wps/inbox/list', { token })).body.value.list[0]).toMatchObject({
      id: delivered.id,
      title: 'Hello',
      read: false,
    });
    expect((await client.post('/__sim/inbox', { username: 'demo01' })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    platform.reset();
    const again = await login();
    expect(await unread(again)).toBe(3);
  });
});
