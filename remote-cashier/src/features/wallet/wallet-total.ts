import { addCents, type Cents } from '@mc/shared-kernel';

/**
 * The total across wallets, exact: the centre plus every vendor wallet, in integer cents. It is null while
 * any wallet is unknown (loading or failed): a total that silently left one out would be a wrong figure.
 * A total past what a `number` holds exactly (Number.MAX_SAFE_INTEGER cents) throws a RangeError rather
 * than show a rounded figure.
 */
export function walletTotal(centre: Cents | undefined, vendors: readonly (Cents | undefined)[]): Cents | null {
  if (centre === undefined || vendors.some((balance) => balance === undefined)) return null;
  return addCents(centre, ...vendors.map((balance) => balance ?? 0));
}
