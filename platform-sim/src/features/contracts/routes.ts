import { requireAgent, requireSession } from '../../core/auth';
import { formatBasisPoints } from '../../core/cashier';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { formatCents } from '../../core/money';
import { intParam, jsonBody, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { accountKey, type Account } from '../../core/state';
import { CONTRACT_EXEMPT, latestContract, pendingContracts, setRequest } from './contract-store';
import type { State } from './state';
import { CONTRACT_KINDS, REQUEST_FIELD, type Contract, type ContractKind } from './terms';
import { dividendPeriods } from './dividend';

/** A contract as the pages show it: money as decimals, rates as percents, tiers numbered from 1. */
export function contractView(contract: Contract) {
  const base = {
    contractId: contract.id,
    kind: contract.kind,
    status: contract.status,
    offeredAt: contract.offeredAt,
    answeredAt: contract.answeredAt,
  };
  if (contract.kind === 'dividend') {
    return {
      ...base,
      period: contract.period,
      tiers: contract.tiers.map((t, i) => ({
        level: i + 1,
        teamProfit: formatCents(t.teamProfit),
        activeMembers: t.activeMembers,
        rate: formatBasisPoints(t.rateBp),
      })),
    };
  }
  return {
    ...base,
    tiers: contract.tiers.map((t, i) => ({
      level: i + 1,
      teamValidBet: formatCents(t.teamValidBet),
      activeMembers: t.activeMembers,
      amount: formatCents(t.amount),
    })),
  };
}

const viewOf =
  (kind: ContractKind) =>
  (ctx: Ctx<State>): Response => {
    const account = requireAgent(ctx);
    const contract = latestContract(ctx.state, account, kind);
    return ok({ contract: contract ? contractView(contract) : null });
  };

const ANSWERS = { ACCEPT: 'ACCEPTED', DECLINE: 'DECLINED' } as const;

/**
 * `POST /wps/agent/contract/answer { kind, contractId, answer: ACCEPT | DECLINE }`. Naturally idempotent:
 * the same answer again changes nothing and answers the contract as it stands; the other answer after one
 * was given is `contract.answered`, an id that is not the newest contract's `contract.changed` (both with
 * the contract as it stands), nothing to answer `contract.none`.
 */
async function answer(ctx: Ctx<State>): Promise<Response> {
  const account = requireAgent(ctx);
  const body = await jsonBody(ctx.request);
  const kind = CONTRACT_KINDS.find((k) => k === body.kind);
  const choice = body.answer === 'ACCEPT' || body.answer === 'DECLINE' ? body.answer : null;
  if (!kind || !choice || typeof body.contractId !== 'string' || body.contractId === '') {
    throw invalid('kind (daily, dividend, hourly), contractId and answer (ACCEPT, DECLINE) are required');
  }
  const contract = latestContract(ctx.state, account, kind);
  if (!contract) throw new SimError('contract.none');
  if (contract.id !== body.contractId) throw new SimError('contract.changed', { value: contractView(contract) });
  const status = ANSWERS[choice];
  if (contract.status === 'PENDING') {
    contract.status = status;
    contract.answeredAt = ctx.sim.now();
  } else if (contract.status !== status) {
    throw new SimError('contract.answered', { value: contractView(contract) });
  }
  return ok(contractView(contract));
}

/** Dividends need the agent menu's `dividend` entry and the DIVIDEND3 switch, and an agent that gets dividend info. */
function requireDividend(ctx: Ctx<State>, state: State): Account {
  const account = requireAgent(ctx);
  if (CONTRACT_EXEMPT.has(account.type)) throw new SimError('agent.only');
  if (!state.menu.dividend || !state.switches.DIVIDEND3)
    throw new SimError('feature.disabled', { value: { feature: 'dividend' } });
  return account;
}

/** `GET /wps/agent/dividend/periods?pageNo&pageSize`: the agent's dividend periods, newest first. */
function periods(ctx: Ctx<State>): Response {
  const account = requireDividend(ctx, ctx.state);
  const pageNo = intParam(ctx.query, 'pageNo', 1, 1, 10_000);
  const pageSize = intParam(ctx.query, 'pageSize', 10, 1, 50);
  const page = paginate(dividendPeriods(ctx.state, account, ctx.sim.now()), pageNo, pageSize);
  return ok({ pageNum: page.pageNum, totalPages: page.totalPages, total: page.total, list: page.items });
}

/** The contract check of the home page (Module COMM3). */
function contractRequests(ctx: Ctx<State>): Response {
  const { account } = requireSession(ctx);
  return ok(pendingContracts(ctx.state, account));
}

/**
 * Admin: `POST /__sim/contracts { username, dailysalreqtype?, divtypecompperiodreq?, contracthoursalreq? }`:
 * a positive value offers that contract anew, 0 withdraws a waiting offer (contract-store setRequest).
 */
async function setContracts(ctx: Ctx<State>): Promise<Response> {
  const body = await jsonBody(ctx.request);
  const username = body.username;
  if (typeof username !== 'string' || username.trim() === '') throw invalid('username is required');
  const account = ctx.sim.state.accounts.get(accountKey(username));
  if (!account) throw invalid('no such account');
  const changes: [ContractKind, number][] = [];
  for (const kind of CONTRACT_KINDS) {
    const field = REQUEST_FIELD[kind];
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      throw invalid(`${field} must be a whole number ≥ 0`);
    changes.push([kind, value]);
  }
  for (const [kind, value] of changes) setRequest(ctx.sim.state, account, kind, value, ctx.sim.now());
  return ok(pendingContracts(ctx.sim.state, account));
}

export function registerContracts(router: Routes<State>): void {
  router.get('/wps/agent/contract/daily', viewOf('daily'));
  router.get('/wps/agent/contract/dividend', viewOf('dividend'));
  // The platform reads the hourly salary contract with a POST (Module HOURSAL3); it changes nothing.
  router.post('/wps/agent/contract/hourly', viewOf('hourly'));
  router.post('/wps/agent/contract/answer', answer);
  router.get('/wps/agent/dividend/periods', periods);
  router.get('/wps/agent/contract/request', contractRequests);
  // The admin call sits with the feature whose state it sets (like the sim's other per-feature data).
  router.post('/__sim/contracts', setContracts);
}
