/**
 * The total across wallets, exact: the centre plus every vendor wallet, in bigint cents. It is null while
 * any wallet is unknown (loading or failed): a total that silently left one out would be a wrong figure.
 */
export function walletTotal(centre: bigint | undefined, vendors: readonly (bigint | undefined)[]): bigint | null {
  if (centre === undefined || vendors.some((balance) => balance === undefined)) return null;
  return vendors.reduce<bigint>((sum, balance) => sum + (balance ?? 0n), centre);
}
