import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { TEST_NOW } from '../../testing/fixtures';
import { MAX_HEAD_ICON_BYTES } from './routes';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const picture = (size: number, head: number[] = PNG_HEAD): Buffer => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(head).copy(bytes);
  return bytes;
};
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', Module: 'PROFPIC3' };

describe('head icon (PROFPIC3)', () => {
  const platform = createPlatform({ now: () => TEST_NOW });
  const client = createSimClient(platform.fetch);
  let token: string;
  beforeEach(async () => {
    platform.reset();
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
  });
  const send = (bytes: Buffer | string, as = token) =>
    client.call<{ url: string }>('POST', '/wps/member/headIcon', {
      token: as,
      headers: FORM,
      body: new URLSearchParams({ headIcon: typeof bytes === 'string' ? bytes : bytes.toString('base64') }).toString(),
    });
  const current = (as = token) =>
    client.call<{ url: string | null }>('GET', '/wps/member/headIcon', { token: as, headers: { Module: 'PROFPIC3' } });

  it('needs a session; none uploaded yet answers null', async () => {
    expect((await client.call('GET', '/wps/member/headIcon')).status).toBe(401);
    expect((await send(picture(100), '')).status).toBe(401);
    expect((await current()).body).toMatchObject({ success: true, value: { url: null } });
  });

  it('keeps the picture per account and serves it back as sent, under a new name each time', async () => {
    const bytes = picture(2048);
    const first = await send(bytes);
    expect(first.body.success).toBe(true);
    const url = first.body.value.url;
    expect(url).toMatch(/^\/wps\/assets\/head\/[0-9a-f]{24}\.png$/);
    expect((await current()).body.value.url).toBe(url);
    const served = await platform.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const jpeg = await send(picture(300, [0xff, 0xd8, 0xff, 0xe0]));
    expect(jpeg.body.value.url).toMatch(/\.jpg$/);
    expect((await platform.fetch(url)).status).toBe(404);
    // Another member has their own (none).
    const other = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
    expect((await current(other)).body.value.url).toBeNull();
  });

  it('takes exactly 5 MB and refuses a byte more, an empty file and anything not PNG or JPEG', async () => {
    expect((await send(picture(MAX_HEAD_ICON_BYTES))).body.success).toBe(true);
    expect((await send(picture(MAX_HEAD_ICON_BYTES + 1))).body).toMatchObject({
      code: 'upload.invalid',
      value: { reason: 'size' },
    });
    expect((await send(Buffer.from('GIF89a-----'))).body).toMatchObject({
      code: 'upload.invalid',
      value: { reason: 'type' },
    });
    expect((await send(Buffer.from('<svg onload="alert(1)"/>'))).body).toMatchObject({
      code: 'upload.invalid',
      value: { reason: 'type' },
    });
    expect(await send('')).toMatchObject({ body: { code: 'upload.invalid', value: { reason: 'required' } } });
    expect((await send('not base64!')).body.code).toBe('request.invalid');
    const json = await client.call('POST', '/wps/member/headIcon', {
      token,
      body: { headIcon: picture(10).toString('base64') },
    });
    expect(json.body.code).toBe('request.invalid');
  });

  it('answers feature.disabled while PROFPIC3 is off', async () => {
    platform.state.switches.PROFPIC3 = false;
    expect((await current()).body).toMatchObject({ code: 'feature.disabled', value: { feature: 'PROFPIC3' } });
    expect((await send(picture(100))).body).toMatchObject({ code: 'feature.disabled' });
  });

  it('refuses a trial account', async () => {
    const trial = await client.call<{ token: string }>('POST', '/wps/session/login/freeplay');
    expect((await current(trial.body.value.token)).body.code).toBe('trial.only.real');
  });
});
