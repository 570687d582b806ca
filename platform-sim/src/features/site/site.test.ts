import { createTestSim } from '../../testing/fixtures';

interface DownloadLink {
  resourceType: string;
  url: string;
}
interface ServiceLink {
  type: string;
  url: string;
}

describe('site chrome', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const downloads = async () => (await client.get<DownloadLink[]>('/wps/system/downloadLinks')).body.value;
  const service = async () =>
    (await client.get<{ list: ServiceLink[] }>('/wps/system/customerService', { headers: { Module: 'COMM3' } })).body
      .value.list;

  it('serves the seeded download links of every resource type, USDJUMP included', async () => {
    const links = await downloads();
    expect(links.map((l) => l.resourceType).sort()).toEqual([
      'Android',
      'AppDownloadIcon',
      'IOS',
      'MOBILECONFIG',
      'USDJUMP',
    ]);
    for (const link of links) expect(link.url).toMatch(/^(https:\/\/|\/)/);
  });

  it('serves the app icon the seed points at as an SVG, and 404 for other names', async () => {
    const icon = (await downloads()).find((l) => l.resourceType === 'AppDownloadIcon');
    const response = await platform.fetch(icon!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    expect((await platform.fetch('/wps/assets/app/other.svg')).status).toBe(404);
  });

  it('serves the customer-service list: live chat first, then the messenger shortcuts', async () => {
    const list = await service();
    expect(list.map((l) => l.type)).toEqual(['LIVE', 'WHATSAPP', 'TELEGRAM', 'FACEBOOK']);
    expect(list.every((l) => l.url.startsWith('https://'))).toBe(true);
  });

  it('POST /__sim/site replaces only the lists given; reset restores the seed', async () => {
    const before = await service();
    const { status, body } = await client.post<{ downloads: DownloadLink[]; customerService: ServiceLink[] }>(
      '/__sim/site',
      {
        downloads: [{ resourceType: 'Android', url: 'https://other.example.test/app.apk' }],
      },
    );
    expect(status).toBe(200);
    expect(body.value.downloads).toEqual([{ resourceType: 'Android', url: 'https://other.example.test/app.apk' }]);
    expect(await downloads()).toEqual([{ resourceType: 'Android', url: 'https://other.example.test/app.apk' }]);
    expect(await service()).toEqual(before);

    await client.post('/__sim/site', { customerService: [] });
    expect(await service()).toEqual([]);
    expect((await client.get<{ customerService: ServiceLink[] }>('/__sim/site')).body.value.customerService).toEqual(
      [],
    );

    await client.post('/__sim/reset');
    expect((await downloads()).length).toBe(5);
    expect((await service()).length).toBe(4);
  });

  it.each([
    [{ downloads: 'nope' }],
    [{ downloads: [{ resourceType: 'Windows', url: 'https://x.test/a' }] }],
    [{ downloads: [{ resourceType: 'IOS', url: 'javascript:alert(1)' }] }],
    [{ customerService: [{ type: 'LIVE' }] }],
    [{ customerService: [{ type: 'WECHAT', url: 'https://x.test' }] }],
    [{ colour: 'red' }],
  ])('rejects a bad admin body %j with 400 and changes nothing', async (payload) => {
    const before = { downloads: await downloads(), service: await service() };
    const { status, body } = await client.post('/__sim/site', { customerService: [], ...payload });
    expect(status).toBe(400);
    expect(body.code).toBe('request.invalid');
    expect({ downloads: await downloads(), service: await service() }).toEqual(before);
  });

  it('follows the maintenance switch like every other call', async () => {
    await client.post('/__sim/mode', { maintenance: true });
    const { status, body } = await client.get('/wps/system/downloadLinks');
    expect(status).toBe(503);
    expect(body.code).toBe('system.maintenance');
  });
});
