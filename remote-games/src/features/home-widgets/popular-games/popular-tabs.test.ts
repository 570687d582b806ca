import { popularTabs, sportsKind, type CategoryVendor, type ServerCategory } from './popular-tabs';

const vendor = (vassalage: string, sort: number | null, gameCategory: string | null = null): CategoryVendor => ({
  gameCategory,
  vassalage,
  vendorNames: `${vassalage} name`,
  sort,
  mobileLargeIcon: `/wps/assets/vendor/${vassalage}.svg`,
  h5Type: 'GAME',
});
const category = (gameType: string, sort: number | null, vendors: CategoryVendor[]): ServerCategory => ({
  gameType,
  sort,
  vendors,
});

const keys = (categories: ServerCategory[]) => popularTabs(categories).map((t) => t.key);
const vendorsOf = (categories: ServerCategory[], key: string) =>
  popularTabs(categories)
    .find((t) => t.key === key)
    ?.vendors.map((v) => v.vassalage);

describe('popular tabs', () => {
  it('puts Hot first, then the categories by the server sort, not by the order they came in', () => {
    const categories = [
      category('RNG', 3, [vendor('PG', 1)]),
      category('LIVE', 2, [vendor('EVO', 1)]),
      category('FISH', 1, [vendor('JILI', 1)]),
      category('PVP', null, [vendor('KM', 1)]),
    ];
    expect(keys(categories)).toEqual(['HOT', 'FISH', 'LIVE', 'RNG', 'PVP']);
  });

  it('keeps the server order between categories of equal sort', () => {
    expect(keys([category('RNG', 1, [vendor('PG', 1)]), category('LIVE', 1, [vendor('EVO', 1)])])).toEqual([
      'HOT',
      'RNG',
      'LIVE',
    ]);
  });

  it('orders vendors by their sort', () => {
    expect(vendorsOf([category('RNG', 1, [vendor('PP', 3), vendor('PG', 1), vendor('JDB', 2)])], 'RNG')).toEqual([
      'PG',
      'JDB',
      'PP',
    ]);
  });

  it('gives each tab its label key', () => {
    const types = ['SPORTS', 'FISH', 'LIVE', 'PVP', 'LOTT', 'RNG', 'INHOUSE'];
    const tabs = popularTabs([
      ...types.map((t, i) => category(t, i + 1, [vendor(`${t}V`, 1)])),
      category('SPORTS', 1, [vendor('TF', 2), vendor('DS88', 3)]),
    ]);
    expect(Object.fromEntries(tabs.map((t) => [t.key, t.labelKey]))).toEqual({
      HOT: 'hot',
      ESPORTS: 'hd_esport',
      SPORTS: 'SPORTS',
      COCKFIGHT: 'hd_cockfight',
      FISH: 'fishing',
      LIVE: 'hd_live',
      PVP: 'PVP',
      LOTT: 'LOTT',
      RNG: 'slot',
      INHOUSE: 'in_house',
    });
  });

  it('splits sports vendors into ESPORTS before SPORTS and COCKFIGHT after it, in place', () => {
    const categories = [
      category('LIVE', 1, [vendor('EVO', 1)]),
      category('SPORTS', 2, [
        vendor('SABA', 1),
        vendor('TF', 2),
        vendor('DS88', 3),
        vendor('IA', 4, 'ESPORTS'),
        vendor('SV388', 5, 'COCKFIGHT'),
        vendor('CMD', 6, 'SPORTS'),
      ]),
      category('RNG', 3, [vendor('PG', 1)]),
    ];
    expect(keys(categories)).toEqual(['HOT', 'LIVE', 'ESPORTS', 'SPORTS', 'COCKFIGHT', 'RNG']);
    expect(vendorsOf(categories, 'ESPORTS')).toEqual(['TF', 'IA']);
    expect(vendorsOf(categories, 'SPORTS')).toEqual(['SABA', 'CMD']);
    expect(vendorsOf(categories, 'COCKFIGHT')).toEqual(['DS88', 'SV388']);
    // The launch reads the split category as the vendor's game type.
    expect(popularTabs(categories).find((t) => t.key === 'ESPORTS')?.vendors[0]).toMatchObject({
      vassalage: 'TF',
      gameType: 'ESPORTS',
      displayName: 'TF name',
    });
  });

  it('recognises the esport and cockfight vendors by code whatever their case, or by their own category', () => {
    expect(sportsKind({ vassalage: 'tf', gameCategory: 'SPORTS' })).toBe('ESPORTS');
    expect(sportsKind({ vassalage: 'ds88', gameCategory: null })).toBe('COCKFIGHT');
    expect(sportsKind({ vassalage: 'NEW', gameCategory: 'esports' })).toBe('ESPORTS');
    expect(sportsKind({ vassalage: 'SABA', gameCategory: 'SPORTS' })).toBe('SPORTS');
  });

  it('leaves out a split part without vendors, and SPORTS itself when only esports were in it', () => {
    expect(keys([category('SPORTS', 1, [vendor('SABA', 1)])])).toEqual(['HOT', 'SPORTS']);
    expect(keys([category('SPORTS', 1, [vendor('TF', 1)])])).toEqual(['HOT', 'ESPORTS']);
  });

  it('merges a category the platform also sends on its own into the split one', () => {
    const categories = [
      category('SPORTS', 1, [vendor('TF', 1), vendor('SABA', 2)]),
      category('ESPORTS', 2, [vendor('IA', 1)]),
    ];
    expect(keys(categories)).toEqual(['HOT', 'ESPORTS', 'SPORTS']);
    expect(vendorsOf(categories, 'ESPORTS')).toEqual(['TF', 'IA']);
  });

  it('leaves out categories without a label or without vendors, and never repeats Hot', () => {
    expect(
      keys([
        category('ELOTT', 1, [vendor('ELOTT', 1)]),
        category('RNG', 2, []),
        category('HOT', 3, [vendor('PG', 1)]),
        category('fish', 4, [vendor('JDB', 1)]),
      ]),
    ).toEqual(['HOT', 'FISH']);
  });

  it('is only Hot when the server has no categories', () => {
    expect(popularTabs([])).toEqual([{ key: 'HOT', labelKey: 'hot', vendors: [] }]);
  });
});
