import { createTestSim } from '../../testing/fixtures';
import { CATEGORY_SORT } from './categories';

interface VendorSort {
  gameCategory: string;
  vassalage: string;
  vendorNames: string;
  sort: number;
  mobileLargeIcon: string;
  h5Type: string;
}
interface Category {
  gameType: string;
  sort: number;
  vendors: VendorSort[];
}

describe('vassal game types (GET /wps/game/types)', () => {
  const { platform, client } = createTestSim();
  const types = (query: Record<string, string | undefined>) =>
    client.get<{ content: Category[] }>('/wps/game/types', { query, headers: { Module: 'COMM3' } });
  const content = async () => {
    const { status, body } = await types({ typeId: '1', merchantCode: 'MC01', language: 'EN' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    return body.value.content;
  };

  it('lists each category once with a distinct sort, not already in sort order', async () => {
    const categories = await content();
    const names = categories.map((c) => c.gameType);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(CATEGORY_SORT).sort());
    const sorts = (await content()).map((c) => c.sort);
    expect(new Set(sorts).size).toBe(sorts.length);
    expect(sorts).not.toEqual([...sorts].sort((a, b) => a - b));
    for (const c of await content()) expect(c.sort).toBe(CATEGORY_SORT[c.gameType]);
  });

  it('lists every catalogue vendor exactly once, with its own game type as gameCategory', async () => {
    const vendors = (await content()).flatMap((c) => c.vendors.map((v) => ({ ...v, category: c.gameType })));
    expect(vendors).toHaveLength(platform.catalogue.vendors.length);
    for (const vendor of platform.catalogue.vendors) {
      const listed = vendors.find((v) => v.vassalage === vendor.vassalage && v.gameCategory === vendor.gameType);
      expect(listed).toMatchObject({
        vendorNames: vendor.displayName,
        mobileLargeIcon: vendor.mobileLargeIcon,
        h5Type: vendor.h5Type,
      });
    }
  });

  it('puts esports and cockfight vendors under SPORTS and e-lottery under LOTT, vendors numbered by sort', async () => {
    const categories = await content();
    const sports = categories.find((c) => c.gameType === 'SPORTS')!;
    expect(sports.vendors.map((v) => v.vassalage)).toEqual(['SABA', 'CMD', 'BTI', 'TF', 'IA', 'DS88', 'SV388']);
    expect(sports.vendors.find((v) => v.vassalage === 'TF')?.gameCategory).toBe('ESPORTS');
    expect(sports.vendors.find((v) => v.vassalage === 'DS88')?.gameCategory).toBe('COCKFIGHT');
    expect(categories.find((c) => c.gameType === 'LOTT')!.vendors.map((v) => v.vassalage)).toContain('ELOTT');
    for (const c of categories) expect(c.vendors.map((v) => v.sort)).toEqual(c.vendors.map((_, i) => i + 1));
    expect(
      categories.some((c) => c.gameType === 'ESPORTS' || c.gameType === 'COCKFIGHT' || c.gameType === 'ELOTT'),
    ).toBe(false);
  });

  it('needs typeId 1 and a merchant code', async () => {
    for (const query of [
      { merchantCode: 'MC01' },
      { typeId: '2', merchantCode: 'MC01' },
      { typeId: '1' },
      { typeId: '1', merchantCode: ' ' },
    ]) {
      const { status, body } = await types(query);
      expect({ query, status, success: body.success, code: body.code }).toEqual({
        query,
        status: 200,
        success: false,
        code: 'request.invalid',
      });
    }
  });
});
