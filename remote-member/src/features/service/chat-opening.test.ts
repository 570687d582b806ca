import { chatOpening, type FramePolicy } from './chat-opening';

const SITE: FramePolicy = { siteOrigin: 'https://m.example.com', apiBase: '', frameOrigins: [] };

describe('live chat: frame or new tab', () => {
  it('frames the sim chat page (site-relative, same origin through the site)', () => {
    expect(chatOpening('/wps/chat/room?ticket=abc', true, SITE)).toEqual({
      mode: 'frame',
      href: 'https://m.example.com/wps/chat/room?ticket=abc',
      sameOrigin: true,
    });
  });

  it('a relative address belongs to the API base (under its path, as every platform path), which may be framed', () => {
    const policy = { ...SITE, apiBase: 'https://api.example.com/base' };
    expect(chatOpening('/wps/chat/room?ticket=abc', true, policy)).toEqual({
      mode: 'frame',
      href: 'https://api.example.com/base/wps/chat/room?ticket=abc',
      sameOrigin: false,
    });
  });

  it('frames a provider listed in the frame origins', () => {
    const policy = { ...SITE, frameOrigins: ['https://chat.example.com', 'not a url'] };
    expect(chatOpening('https://chat.example.com/room/1', true, policy)).toEqual({
      mode: 'frame',
      href: 'https://chat.example.com/room/1',
      sameOrigin: false,
    });
    expect(
      chatOpening('https://eu.chat.example.net/room/1', true, { ...SITE, frameOrigins: ['https://*.chat.example.net'] })
        ?.mode,
    ).toBe('frame');
  });

  it('opens a new tab for a provider that forbids framing, even on the site', () => {
    expect(chatOpening('/wps/chat/room?ticket=abc', false, SITE)?.mode).toBe('tab');
  });

  it('opens a new tab for an origin the site policy would block', () => {
    expect(chatOpening('https://chat.elsewhere.test/room', true, SITE)).toEqual({
      mode: 'tab',
      href: 'https://chat.elsewhere.test/room',
      sameOrigin: false,
    });
    expect(chatOpening('https://m.example.com.elsewhere.test/room', true, SITE)?.mode).toBe('tab');
    // Same host, other port or scheme: another origin.
    expect(chatOpening('https://m.example.com:8443/chat', true, SITE)?.mode).toBe('tab');
    expect(chatOpening('http://m.example.com/chat', true, SITE)?.mode).toBe('tab');
  });

  it('does not frame plain http inside an https site, even when listed', () => {
    expect(
      chatOpening('http://chat.example.com/room', true, { ...SITE, frameOrigins: ['http://chat.example.com'] })?.mode,
    ).toBe('tab');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' ',
    '',
    'https://user:pw@chat.example.com/x',
    'vbscript:x',
    'http://[bad',
    '/\\evil.example/chat',
    '/\t/evil.example/chat',
    '/\n/evil.example/chat',
    '//evil.example/chat',
  ])('refuses %j', (url) => {
    expect(chatOpening(url, true, SITE)).toBeNull();
  });
});
