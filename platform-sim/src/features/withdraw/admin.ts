import { formatBasisPoints, percentToBasisPoints } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { formatCents } from '../../core/money';
import { jsonBody, onlyKeys, optionalMoney } from '../../core/params';
import type { Routes } from '../../core/router';
import type { State, WithdrawLimits } from './state';

/** The withdrawal limits' admin calls (docs/platform-sim.md, "Admin calls for the cashier"). */

function limitsView(limits: WithdrawLimits): Record<string, unknown> {
  return {
    min: formatCents(limits.min),
    max: formatCents(limits.max),
    feePercent: formatBasisPoints(limits.feeBasisPoints),
    dailyCount: limits.dailyCount,
    dailyAmount: formatCents(limits.dailyAmount),
  };
}

async function setWithdrawLimits(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  onlyKeys(body, ['min', 'max', 'feePercent', 'dailyCount', 'dailyAmount']);
  const next = { ...ctx.sim.state.withdrawLimits };
  next.min = optionalMoney(body, 'min') ?? next.min;
  next.max = optionalMoney(body, 'max') ?? next.max;
  next.dailyAmount = optionalMoney(body, 'dailyAmount') ?? next.dailyAmount;
  if (body.feePercent !== undefined) {
    if (typeof body.feePercent !== 'string' || !/^\d{1,2}\.\d{2}$/.test(body.feePercent))
      throw invalid('feePercent must be like "1.50" (0.00-99.99)');
    next.feeBasisPoints = percentToBasisPoints(body.feePercent);
  }
  if (body.dailyCount !== undefined) {
    if (
      typeof body.dailyCount !== 'number' ||
      !Number.isInteger(body.dailyCount) ||
      body.dailyCount < 0 ||
      body.dailyCount > 1000
    )
      throw invalid('dailyCount must be a whole number 0..1000');
    next.dailyCount = body.dailyCount;
  }
  if (next.min > next.max) throw invalid('min is above max');
  ctx.sim.state.withdrawLimits = next;
  return ok(limitsView(next));
}

export function registerWithdrawAdmin(router: Routes<State>): void {
  router
    .get('/__sim/withdraw-limits', (ctx) => ok(limitsView(ctx.sim.state.withdrawLimits)))
    .post('/__sim/withdraw-limits', setWithdrawLimits);
}
