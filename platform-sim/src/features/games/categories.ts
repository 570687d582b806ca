import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import type { Routes } from '../../core/router';
import type { GameType, Vendor } from '../../core/catalogue';
import type { State } from './state';

/** The only type table the mobile client asks for (typeId '1'). */
export const VASSAL_TYPE_ID = '1';

/**
 * The platform's own display order of the categories (`sort`, 1 first). It differs from the catalogue's
 * order on purpose: the answer lists categories in table order, and only `sort` says how to show them.
 */
export const CATEGORY_SORT: Readonly<Record<string, number>> = {
  SPORTS: 1,
  LIVE: 2,
  RNG: 3,
  FISH: 4,
  PVP: 5,
  LOTT: 6,
  INHOUSE: 7,
};

/**
 * Which category a vendor is listed under. The platform has no esports or cockfight category of its own:
 * those vendors sit under SPORTS (the client splits them out), and e-lottery sits under LOTT.
 */
export const CATEGORY_OF: Readonly<Record<GameType, string>> = {
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
  LIVE: 'LIVE',
  FISH: 'FISH',
  RNG: 'RNG',
  PVP: 'PVP',
  INHOUSE: 'INHOUSE',
  LOTT: 'LOTT',
  ELOTT: 'LOTT',
};

function vendorSortView(vendor: Vendor, sort: number): Record<string, unknown> {
  return {
    gameCategory: vendor.gameType,
    vassalage: vendor.vassalage,
    vendorNames: vendor.displayName,
    sort,
    mobileLargeIcon: vendor.mobileLargeIcon,
    h5Type: vendor.h5Type,
  };
}

/**
 * GET /wps/game/types (Module COMM3) `typeId=1&merchantCode=…` → `{ content: [{ gameType, sort, vendors }] }`:
 * each category with its display position and its vendors (the "vendor sorting list": gameCategory,
 * vassalage, vendorNames, sort). Categories come in table order; vendors within one come in `sort` order.
 */
function gameTypes(ctx: Ctx<State>): Response {
  const typeId = ctx.query.get('typeId')?.trim();
  if (!typeId) throw invalid('typeId is required');
  if (typeId !== VASSAL_TYPE_ID) throw invalid(`typeId must be ${VASSAL_TYPE_ID}`);
  if (!ctx.query.get('merchantCode')?.trim()) throw invalid('merchantCode is required');

  const byCategory = new Map<string, Vendor[]>();
  for (const vendor of ctx.sim.catalogue.vendors) {
    const category = CATEGORY_OF[vendor.gameType];
    byCategory.set(category, [...(byCategory.get(category) ?? []), vendor]);
  }
  const content = [...byCategory].map(([gameType, vendors]) => ({
    gameType,
    sort: CATEGORY_SORT[gameType] ?? Object.keys(CATEGORY_SORT).length + 1,
    vendors: vendors.map((vendor, index) => vendorSortView(vendor, index + 1)),
  }));
  return ok({ content });
}

export function registerCategories(router: Routes<State>): void {
  router.get('/wps/game/types', gameTypes);
}
