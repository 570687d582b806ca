/** A vendor of the platform's vendor sorting list, as the categories call gives it. */
export interface CategoryVendor {
  /** The vendor's own game type; the platform files esports and cockfight vendors under SPORTS. */
  gameCategory: string | null;
  vassalage: string;
  vendorNames: string;
  sort: number | null;
  mobileLargeIcon: string | null;
  h5Type: string | null;
}

/** One category of the vassal game types call, `sort` being its display position. */
export interface ServerCategory {
  gameType: string;
  sort: number | null;
  vendors: CategoryVendor[];
}

/** A vendor tile: what the launch rules read (vassalage, gameType, h5Type) plus what the tile shows. */
export interface VendorTile {
  vassalage: string;
  gameType: string;
  h5Type: string | null;
  displayName: string;
  mobileLargeIcon: string | null;
}

export interface PopularTab {
  /** HOT or the category's game type (ESPORTS and COCKFIGHT after the split). */
  key: string;
  /** Key under `popular.tabs.` in the games-widgets namespace. */
  labelKey: string;
  vendors: VendorTile[];
}

export const HOT = 'HOT';

/** The labels of the popular-games tab strip, by category. */
export const TAB_LABELS: Readonly<Record<string, string>> = {
  HOT: 'hot',
  SPORTS: 'SPORTS',
  FISH: 'fishing',
  LIVE: 'hd_live',
  PVP: 'PVP',
  LOTT: 'LOTT',
  RNG: 'slot',
  INHOUSE: 'in_house',
  ESPORTS: 'hd_esport',
  COCKFIGHT: 'hd_cockfight',
};

/** The esport game code and the cockfight game code. */
export const ESPORT_VENDORS: readonly string[] = ['TF'];
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88'];

/**
 * Where a vendor listed under SPORTS belongs: ESPORTS when its own category says so or it is the esport
 * vendor (TF), COCKFIGHT likewise (DS88), SPORTS otherwise. The category covers vendors the platform adds
 * later; the codes cover a platform that files every sports vendor as SPORTS.
 */
export function sportsKind(
  vendor: Pick<CategoryVendor, 'gameCategory' | 'vassalage'>,
): 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' {
  const category = vendor.gameCategory?.toUpperCase();
  const code = vendor.vassalage.toUpperCase();
  if (category === 'ESPORTS' || ESPORT_VENDORS.includes(code)) return 'ESPORTS';
  if (category === 'COCKFIGHT' || COCKFIGHT_VENDORS.includes(code)) return 'COCKFIGHT';
  return 'SPORTS';
}

/** Ascending `sort`, missing last; equal positions keep the server's order (Array.prototype.sort is stable). */
function bySort<T extends { sort: number | null }>(items: readonly T[]): T[] {
  const position = (item: T) => item.sort ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => position(a) - position(b));
}

const tile = (vendor: CategoryVendor, gameType: string): VendorTile => ({
  vassalage: vendor.vassalage,
  gameType,
  h5Type: vendor.h5Type,
  displayName: vendor.vendorNames,
  mobileLargeIcon: vendor.mobileLargeIcon,
});

/**
 * The popular-games tab strip: Hot first, then the server's categories by `sort`,
 * with the sports vendors split into ESPORTS (just before SPORTS) and COCKFIGHT (just after). Categories
 * without a label here are left out, as are categories left without vendors; a category named twice
 * (the platform sending ESPORTS itself, say) is one tab, at its first place.
 */
export function popularTabs(categories: readonly ServerCategory[]): PopularTab[] {
  const groups: { key: string; vendors: VendorTile[] }[] = [];
  for (const category of bySort(categories)) {
    const type = category.gameType.toUpperCase();
    const vendors = bySort(category.vendors);
    if (type === 'SPORTS') {
      for (const kind of ['ESPORTS', 'SPORTS', 'COCKFIGHT'] as const) {
        groups.push({ key: kind, vendors: vendors.filter((v) => sportsKind(v) === kind).map((v) => tile(v, kind)) });
      }
    } else {
      groups.push({ key: type, vendors: vendors.map((v) => tile(v, type)) });
    }
  }

  const tabs = new Map<string, PopularTab>();
  for (const group of groups) {
    const labelKey = TAB_LABELS[group.key];
    if (!labelKey || group.key === HOT) continue;
    const tab = tabs.get(group.key);
    if (tab) tab.vendors.push(...group.vendors);
    else tabs.set(group.key, { key: group.key, labelKey, vendors: [...group.vendors] });
  }
  const hot: PopularTab = { key: HOT, labelKey: TAB_LABELS.HOT!, vendors: [] };
  return [hot, ...[...tabs.values()].filter((tab) => tab.vendors.length > 0)];
}
