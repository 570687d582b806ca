import { requireRealSession } from '../../app/cashier';
import type { Ctx } from '../../app/context';
import { ok } from '../../app/envelope';
import type { Router } from '../../app/router';
import { WITHDRAW_BANKS } from '../../data/banks';

function banks(ctx: Ctx): Response {
  requireRealSession(ctx);
  return ok({ banks: WITHDRAW_BANKS.map((b) => ({ ...b })) });
}

/** Withdrawals (issue 16). */
export function registerWithdraw(router: Router): void {
  router.get('/wps/withdraw/banks', banks);
}
