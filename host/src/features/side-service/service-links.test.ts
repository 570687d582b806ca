import { clampOffset, pickServiceLinks } from './service-links';

describe('pickServiceLinks', () => {
  it('keeps the first usable http(s) link of each type, shortcuts in WhatsApp, Telegram, Facebook order', () => {
    expect(
      pickServiceLinks([
        { type: 'FACEBOOK', url: 'https://m.me/x' },
        { type: 'LIVE', url: '' },
        { type: 'LIVE', url: 'https://chat.test/1' },
        { type: 'LIVE', url: 'https://chat.test/2' },
        { type: 'whatsapp', url: 'https://wa.me/1' },
        { type: 'WECHAT', url: 'https://wechat.test' },
      ]),
    ).toEqual({
      live: 'https://chat.test/1',
      shortcuts: [
        { type: 'WHATSAPP', url: 'https://wa.me/1' },
        { type: 'FACEBOOK', url: 'https://m.me/x' },
      ],
    });
  });

  it('drops script, relative and missing URLs', () => {
    expect(
      pickServiceLinks([
        { type: 'TELEGRAM', url: 'javascript:alert(1)' },
        { type: 'WHATSAPP', url: null },
        { type: 'LIVE', url: '/m/service' },
        { type: 'FACEBOOK' },
      ]),
    ).toEqual({ live: null, shortcuts: [] });
  });
});

describe('clampOffset', () => {
  it('keeps the offset inside the bounds, and at the top when there is no room', () => {
    expect(clampOffset(10, { min: 56, max: 600 })).toBe(56);
    expect(clampOffset(900, { min: 56, max: 600 })).toBe(600);
    expect(clampOffset(300, { min: 56, max: 600 })).toBe(300);
    expect(clampOffset(300, { min: 56, max: 20 })).toBe(56);
  });
});
