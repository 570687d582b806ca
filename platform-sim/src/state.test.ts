import { seedState } from './state';
import { buildCatalogue } from './data/catalogue';
import { TEST_NOW } from './testing/fixtures';

describe('seed', () => {
  const catalogue = buildCatalogue(7);

  it('gives the same data for the same seed and clock', () => {
    const a = seedState(7, TEST_NOW, catalogue);
    const b = seedState(7, TEST_NOW, catalogue);
    const strip = (s: ReturnType<typeof seedState>) =>
      [...s.accounts.values()].map(({ password: _p, ...rest }) => rest);
    expect(strip(a)).toEqual(strip(b));
    expect(a.announcements).toEqual(b.announcements);
    expect(a.hotMatches).toEqual(b.hotMatches);
    expect(a.winners).toEqual(b.winners);
    expect(a.rng.next()).toBe(b.rng.next());
  });

  it('keeps records relative to the clock', () => {
    const later = TEST_NOW + 10 * 86_400_000;
    const a = seedState(7, TEST_NOW, catalogue).accounts.get('demo01');
    const b = seedState(7, later, catalogue).accounts.get('demo01');
    expect(b?.deposits.map((d) => d.createdAt - later)).toEqual(a?.deposits.map((d) => d.createdAt - TEST_NOW));
  });

  it('seeds the documented accounts', () => {
    const state = seedState(7, TEST_NOW, catalogue);
    const demo = [...state.accounts.keys()].filter((key) => !/^[ms]\d{3}_/.test(key));
    expect(demo.sort()).toEqual(['agent01', 'agent02', 'blocked01', 'demo01', 'demo02', 'member04']);
    expect(state.accounts.get('demo02')?.deposits).toEqual([]);
    expect(state.accounts.get('blocked01')?.disabled).toBe(true);
    expect(state.accounts.get('member04')?.type).toBe(4);
  });
});
