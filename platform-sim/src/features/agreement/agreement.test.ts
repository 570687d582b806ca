import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { DAY_MS } from '../../core/dates';

describe('user agreement', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  it('answers the agreement to a guest, in the language asked for, with its hostile tail', async () => {
    const en = (
      await client.get<{ title: string; content: string; updatedAt: number }>('/wps/system/agreement', {
        query: { lang: 'EN' },
      })
    ).body.value;
    expect(en.title).toBe('User agreement');
    expect(en.content).toContain('18 years old');
    expect(en.content).toContain('<script>');
    expect(en.content).toContain('onerror');
    expect(en.content).toContain('javascript:');
    expect(en.updatedAt).toBe(TEST_NOW - 30 * DAY_MS);
    const my = (await client.get<{ title: string }>('/wps/system/agreement', { query: { lang: 'MY' } })).body.value;
    expect(my.title).toBe('အသုံးပြုသူ သဘောတူညီချက်');
    // Without lang, the Language header; anything unknown is Burmese (the default).
    expect(
      (await client.get<{ title: string }>('/wps/system/agreement', { headers: { Language: 'EN' } })).body.value.title,
    ).toBe('User agreement');
    expect(
      (await client.get<{ title: string }>('/wps/system/agreement', { query: { lang: 'XX' } })).body.value.title,
    ).toBe('အသုံးပြုသူ သဘောတူညီချက်');
  });
});
