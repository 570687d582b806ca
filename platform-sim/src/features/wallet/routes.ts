import { requireSession } from '../../app/auth';
import type { Ctx } from '../../app/context';
import { ok } from '../../app/envelope';
import { sumBalance } from '../../app/ledger';
import { formatCents } from '../../app/money';
import type { Router } from '../../app/router';

/** Trial sessions read it too: their play money. */
function balance(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return ok({ sumBalance: formatCents(sumBalance(account)) });
}

/**
 * The member's wallet at the merchant: the centre (main) wallet the merchant holds, as opposed to
 * `sumBalance`, which also counts money sitting in game-vendor wallets.
 */
function merchantWallet(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return ok({ merchantCode: account.merchantCode, currency: 'MMK', centreBalance: formatCents(account.balance) });
}

export function registerWallet(router: Router): void {
  router.get('/wps/wallet/balance', balance).get('/wps/wallet/merchant', merchantWallet);
}
