import { requireRealSession } from '../../app/cashier';
import type { Ctx } from '../../app/context';
import { ok } from '../../app/envelope';
import { lookUp } from '../../app/idempotency';
import type { Router } from '../../app/router';

/** GET /wps/requests/{key}: what became of a money-moving request whose answer the client lost. */
async function request(ctx: Ctx): Promise<Response> {
  const { account } = requireRealSession(ctx);
  return ok(await lookUp(ctx, account, ctx.params.key ?? ''));
}

export function registerRequests(router: Router): void {
  router.get('/wps/requests/:key', request);
}
