import { createTestSim } from '../../testing/fixtures';
import { HOSTILE_CONTENT } from '../../data/announcements';

interface AgentNotice {
  id: number;
  title: string;
  content: string;
  createdAt: number;
  read?: boolean;
}

describe('agent announcements: read state per account', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const agentToken = (username = 'agent01') =>
    client.loginToken({ username, password: 'Agent1234', loginFrom: 'AGENT' });
  const unread = async (token?: string) =>
    (
      await client.get<{ agent: AgentNotice[]; footer: { unreadCount: number } }>('/wps/announcements', {
        ...(token ? { token } : {}),
        query: { types: 'A', groupName: 'm_home' },
      })
    ).body.value;
  const lobby = async (token?: string) =>
    (
      await client.get<{ contentLobby: AgentNotice[] }>('/wps/announcements/lobby', {
        ...(token ? { token } : {}),
        query: { types: 'A' },
      })
    ).body.value.contentLobby;
  const read = (token: string, id: unknown) =>
    client.post<{ id: number; unreadCount: number }>('/wps/announcements/read', { id }, { token });

  it('seeds several agent announcements, one of them hostile HTML, newest first, all unread', async () => {
    const token = await agentToken();
    const list = await lobby(token);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((a) => a.content === HOSTILE_CONTENT)).toBe(true);
    expect(list.map((a) => a.createdAt)).toEqual([...list.map((a) => a.createdAt)].sort((x, y) => y - x));
    expect(list.every((a) => a.read === false)).toBe(true);
    expect((await unread(token)).footer.unreadCount).toBe(list.length);
  });

  it('reading one lowers this account’s count only, and again changes nothing', async () => {
    const token = await agentToken();
    const list = await lobby(token);
    const first = await read(token, list[1]!.id);
    expect(first.body).toMatchObject({ success: true, value: { id: list[1]!.id, unreadCount: list.length - 1 } });
    expect((await read(token, list[1]!.id)).body.value.unreadCount).toBe(list.length - 1);
    const after = await unread(token);
    expect(after.footer.unreadCount).toBe(list.length - 1);
    expect(after.agent.find((a) => a.id === list[1]!.id)?.read).toBe(true);
    expect((await lobby(token)).filter((a) => a.read).map((a) => a.id)).toEqual([list[1]!.id]);
    // Another session of the same agent sees it read; another agent does not.
    expect((await unread(await agentToken())).footer.unreadCount).toBe(list.length - 1);
    expect((await unread(await agentToken('agent02'))).footer.unreadCount).toBe(list.length);
  });

  it('counts a new agent announcement as unread, and a reset forgets what was read', async () => {
    const token = await agentToken();
    const before = (await unread(token)).footer.unreadCount;
    await client.post('/__sim/announcements', { type: 'A', title: 'New', content: '<p>x</p>' });
    expect((await unread(token)).footer.unreadCount).toBe(before + 1);
    const [newest] = await lobby(token);
    expect(newest?.title).toBe('New');
    await read(token, newest!.id);
    platform.reset();
    const fresh = await agentToken();
    expect((await unread(fresh)).footer.unreadCount).toBe((await lobby(fresh)).length);
  });

  it('refuses guests, members, unknown and non-agent announcements, and bad ids', async () => {
    const token = await agentToken();
    expect((await client.post('/wps/announcements/read', { id: 1 })).status).toBe(401);
    const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect((await read(member, 1)).body.code).toBe('agent.only');
    const type4 = await client.loginToken({ username: 'member04', password: 'Member1234' });
    expect((await read(type4, 1)).body.code).toBe('agent.only');
    const player = platform.state.announcements.find((a) => a.type === 'PL')!;
    expect((await read(token, player.id)).body.code).toBe('announcement.not.found');
    expect((await read(token, 99_999)).body.code).toBe('announcement.not.found');
    for (const id of ['1', 0, 1.5, null, undefined]) expect((await read(token, id)).body.code).toBe('request.invalid');
  });

  it('gives guests and members no unread agent announcements and no read marks', async () => {
    expect((await unread()).footer.unreadCount).toBe(0);
    const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const value = await unread(member);
    expect(value.footer.unreadCount).toBe(0);
    expect(value.agent.every((a) => a.read === undefined)).toBe(true);
  });
});
