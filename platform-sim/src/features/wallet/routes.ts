import { requireSession } from '../../app/auth';
import type { Ctx } from '../../app/context';
import { ok } from '../../app/envelope';
import { formatCents } from '../../app/money';
import type { Router } from '../../app/router';

function balance(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return ok({ sumBalance: formatCents(account.balance) });
}

export function registerWallet(router: Router): void {
  router.get('/wps/wallet/balance', balance);
}
