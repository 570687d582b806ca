import { requireRealSession } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { lookUp } from '../../core/idempotency';
import type { Routes } from '../../core/router';

/** GET /wps/requests/{key}: what became of a money-moving request whose answer the client lost. */
async function request(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  return ok(await lookUp(ctx, account, ctx.params.key ?? ''));
}

export function registerRequests(router: Routes): void {
  router.get('/wps/requests/:key', request);
}
