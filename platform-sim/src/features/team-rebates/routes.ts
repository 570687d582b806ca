import { isAgentType, requireAgent } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { jsonBody } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, type Account, type CoreState } from '../../core/state';
import { checkRates, floorOf, formatRates, ownRates, zeroRates } from '../../data/rebate-rates';

export const REBATES_PATH = '/wps/agent/rebates';
export const UPDATE_REBATES_PATH = '/wps/agent/updateDownlineRebates';

/**
 * The account whose rates are edited: the caller itself without a username, else one of its direct
 * downlines. Only direct downlines: each agent sets the level right under it, a sub-agent its own team.
 */
function targetOf(state: CoreState, agent: Account, username: unknown): Account | null {
  if (username === undefined || username === null || username === '') return null;
  if (typeof username !== 'string') throw invalid('username must be a string');
  const target = state.accounts.get(accountKey(username));
  if (!target || target.upline !== accountKey(agent.username))
    throw new SimError('rebate.not.downline', { value: { username } });
  return target;
}

function view(state: CoreState, agent: Account, target: Account | null) {
  const ceiling = formatRates(ownRates(agent));
  if (target === null) {
    return {
      username: agent.username,
      self: true,
      isAgent: true,
      own: ceiling,
      downlineDefaults: agent.rebates?.downlineDefaults ? formatRates(agent.rebates.downlineDefaults) : null,
      ceiling,
      floor: null,
    };
  }
  return {
    username: target.username,
    self: false,
    isAgent: isAgentType(target.type),
    own: formatRates(ownRates(target)),
    downlineDefaults: target.rebates?.downlineDefaults ? formatRates(target.rebates.downlineDefaults) : null,
    ceiling,
    floor: formatRates(floorOf(state, target)),
  };
}

/** GET /wps/agent/rebates?username=: the caller's own rates and defaults, or a direct downline's rates. */
function rebates(ctx: Ctx): Response {
  const agent = requireAgent(ctx);
  return ok(view(ctx.state, agent, targetOf(ctx.state, agent, ctx.query.get('username'))));
}

/**
 * POST /wps/agent/updateDownlineRebates: `{ username, rates }` sets a direct downline's rates (never above
 * the caller's own, never below what a downline agent already gives below); `{ defaults }` without a
 * username sets the caller's defaults for new downlines (never above its own). The caller's own rates are
 * its upline's to set.
 */
async function updateRebates(ctx: Ctx): Promise<Response> {
  const agent = requireAgent(ctx);
  const body = await jsonBody(ctx.request);
  const target = targetOf(ctx.state, agent, body.username);
  const ceiling = ownRates(agent);
  if (target === null) {
    if (body.rates !== undefined) throw invalid('your own rates are set by your upline; send defaults');
    const defaults = checkRates(body.defaults, ceiling, zeroRates(), 'defaults');
    agent.rebates = { own: ceiling, downlineDefaults: defaults };
    return ok(view(ctx.state, agent, null));
  }
  if (body.defaults !== undefined) throw invalid("a downline's defaults are its own to set");
  const floor = floorOf(ctx.state, target);
  const rates = checkRates(body.rates, ceiling, floor, 'rates');
  target.rebates = { own: rates, downlineDefaults: target.rebates?.downlineDefaults ?? null };
  return ok(view(ctx.state, agent, target));
}

export function registerTeamRebates(router: Routes): void {
  router.get(REBATES_PATH, rebates).post(UPDATE_REBATES_PATH, updateRebates);
}
