import { createTestSim } from '../../testing/fixtures';

describe('live chat', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const html = async (path: string, init?: RequestInit) => platform.fetch(new Request(`http://sim.test${path}`, init));

  it('opens a room of the sim chat page for a guest, framable by the site, with no script', async () => {
    const { body } = await client.get<{ url: string; embeddable: boolean }>('/wps/customerService/chat', {
      headers: { Language: 'EN' },
    });
    expect(body.value).toEqual({
      url: expect.stringMatching(/^\/wps\/chat\/room\?ticket=[a-z0-9]{16}$/),
      embeddable: true,
    });
    const response = await html(body.value.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain('script-src');
    const text = await response.text();
    expect(text).toContain('Hello! How can we help you today?');
    expect(text).not.toMatch(/<script/i);
  });

  it('greets a member by name, in Burmese when asked', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const { body } = await client.get<{ url: string }>('/wps/customerService/chat', {
      token,
      headers: { Language: 'MY' },
    });
    const text = await (await html(body.value.url)).text();
    expect(text).toContain('မင်္ဂလာပါ');
    expect(text).toContain('Demo Player');
  });

  it('keeps the conversation and escapes what is typed', async () => {
    const { body } = await client.get<{ url: string }>('/wps/customerService/chat');
    const posted = await html(body.value.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'text=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    });
    expect(posted.status).toBe(303);
    const text = await (await html(posted.headers.get('location')!)).text();
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text).not.toContain('<img');
  });

  it('answers 404 for an unknown room', async () => {
    expect((await html('/wps/chat/room?ticket=nope')).status).toBe(404);
  });

  it('admin sets an outside provider that forbids framing; reset restores the sim page', async () => {
    expect(
      (await client.post('/__sim/chat', { url: 'https://chat.example.test/room', embeddable: false })).body.value,
    ).toEqual({ url: 'https://chat.example.test/room', embeddable: false });
    expect((await client.get('/wps/customerService/chat')).body.value).toEqual({
      url: 'https://chat.example.test/room',
      embeddable: false,
    });
    expect((await client.post('/__sim/chat', { url: 'javascript:alert(1)', embeddable: true })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    expect((await client.post('/__sim/chat', { url: null })).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    platform.reset();
    expect((await client.get<{ url: string }>('/wps/customerService/chat')).body.value.url).toMatch(
      /^\/wps\/chat\/room/,
    );
  });
});
