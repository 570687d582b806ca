import { pickServiceLinks } from './customer-service';

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
        { type: 'FACEBOOK', url: 'https://user:pw@m.me/x' },
        { type: 'FACEBOOK', url: 'https://m.me/\tx' },
        { type: 'TELEGRAM', url: 'https:\\\\evil.example' },
        { type: 'TELEGRAM', url: '//t.me/x' },
      ]),
    ).toEqual({ live: null, shortcuts: [] });
  });
});
