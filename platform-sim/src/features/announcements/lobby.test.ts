import { createTestSim } from '../../testing/fixtures';

interface Ann {
  id: number;
  title: string;
  content: string;
  createdAt: number;
}

describe('notice list (GET /wps/announcements/lobby)', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const lobby = (query: Record<string, string> = {}) =>
    client.get<{ contentLobby: Ann[] }>('/wps/announcements/lobby', {
      query: { platform: 'M', merchantCode: 'MC01', ...query },
    });

  it('answers the player notices newest first, hostile item included', async () => {
    const { status, body } = await lobby();
    expect(status).toBe(200);
    const list = body.value.contentLobby;
    const player = platform.state.announcements.filter((a) => a.type === 'PL');
    expect(list.map((a) => a.id).sort()).toEqual(player.map((a) => a.id).sort());
    const created = list.map((a) => a.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(list.find((a) => a.content.includes('onerror='))?.title).toBe('Security reminder');
    expect(Object.keys(list[0]!).sort()).toEqual(['content', 'createdAt', 'id', 'title']);
  });

  it('serves the same notices as the player list of /wps/announcements', async () => {
    const lists = await client.get<{ player: Ann[] }>('/wps/announcements', { query: { types: 'PL' } });
    expect((await lobby()).body.value.contentLobby).toEqual(lists.body.value.player);
  });

  it('shows an added notice first, agent notices with types=A, and refuses other types', async () => {
    await client.post('/__sim/announcements', { type: 'PL', title: 'Fresh notice', content: '<p>New</p>' });
    expect((await lobby()).body.value.contentLobby[0]?.title).toBe('Fresh notice');
    const agent = (await lobby({ types: 'A' })).body.value.contentLobby;
    expect(agent.length).toBeGreaterThan(0);
    expect(agent.every((a) => platform.state.announcements.find((s) => s.id === a.id)?.type === 'A')).toBe(true);
    expect((await lobby({ types: 'B' })).body.code).toBe('request.invalid');
  });

  it('answers an empty list when there are no notices', async () => {
    platform.state.announcements = platform.state.announcements.filter((a) => a.type !== 'PL');
    expect((await lobby()).body.value.contentLobby).toEqual([]);
  });
});
