import type { Cents } from '../../core/money';
import { accountKey } from '../../core/state';
import { DAY_MS } from '../../core/dates';

/**
 * Contract requests waiting for an agent's answer: 0 = none,
 * a positive value = a contract of that request type awaits the agent (the sim uses 1).
 */
export interface ContractRequests {
  dailysalreqtype: number;
  divtypecompperiodreq: number;
  contracthoursalreq: number;
}

/** Nothing awaits an answer. */
export const NO_CONTRACTS: Readonly<ContractRequests> = {
  dailysalreqtype: 0,
  divtypecompperiodreq: 0,
  contracthoursalreq: 0,
};

export const CONTRACT_KINDS = ['daily', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export type ContractStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED';

/** The request flag of the home page's contract check that belongs to each kind. */
export const REQUEST_FIELD: Readonly<Record<ContractKind, keyof ContractRequests>> = {
  daily: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
};

/** Daily or hourly salary: a team reaching both figures (per day / per hour) earns the amount. */
export interface SalaryTier {
  teamValidBet: Cents;
  activeMembers: number;
}

export interface SalaryTierWithAmount extends SalaryTier {
  amount: Cents;
}

/** Dividend: a period's team profit and active members reaching both figures earn `rateBp` of the profit. */
export interface DividendTier {
  teamProfit: Cents;
  activeMembers: number;
  /** Hundredths of a percent (1500 = 15.00 %). */
  rateBp: number;
}

export type DividendPeriod = 'HALF_MONTH' | 'MONTH';

interface ContractBase {
  id: string;
  /** The request type the platform asked with (the check's flag value while pending; the sim uses 1). */
  requestType: number;
  status: ContractStatus;
  offeredAt: number;
  answeredAt: number | null;
}

export interface SalaryContract extends ContractBase {
  kind: 'daily' | 'hourly';
  tiers: SalaryTierWithAmount[];
}

export interface DividendContract extends ContractBase {
  kind: 'dividend';
  period: DividendPeriod;
  tiers: DividendTier[];
}

export type Contract = SalaryContract | DividendContract;

/**
 * An agent's contracts of one kind, newest first: the first is what the contract page shows (a pending
 * offer, or the last answer); dividends use the newest accepted one in force at a period's end.
 */
export type AgentContracts = Partial<Record<ContractKind, Contract[]>>;

const money = (units: number): Cents => units * 100;

export const DAILY_TIERS: readonly SalaryTierWithAmount[] = [
  { teamValidBet: money(5_000), activeMembers: 2, amount: money(50) },
  { teamValidBet: money(30_000), activeMembers: 5, amount: money(300) },
  { teamValidBet: money(100_000), activeMembers: 15, amount: money(1_200) },
];

export const HOURLY_TIERS: readonly SalaryTierWithAmount[] = [
  { teamValidBet: money(1_000), activeMembers: 1, amount: money(5) },
  { teamValidBet: money(5_000), activeMembers: 3, amount: money(30) },
  { teamValidBet: money(20_000), activeMembers: 8, amount: money(150) },
];

/** The terms agent01 accepted first: one tier fewer and lower rates than the new offer. */
export const FORMER_DIVIDEND_TIERS: readonly DividendTier[] = [
  { teamProfit: money(10_000), activeMembers: 1, rateBp: 1000 },
  { teamProfit: money(100_000), activeMembers: 3, rateBp: 1500 },
];

export const DIVIDEND_TIERS: readonly DividendTier[] = [
  { teamProfit: money(10_000), activeMembers: 1, rateBp: 1200 },
  { teamProfit: money(100_000), activeMembers: 3, rateBp: 1800 },
  { teamProfit: money(500_000), activeMembers: 10, rateBp: 2500 },
];

/** A new offer of the standard terms of `kind`; `sequence` numbers the owner's contracts of that kind (from 1). */
export function newOffer(
  kind: ContractKind,
  owner: string,
  offeredAt: number,
  sequence: number,
  requestType = 1,
): Contract {
  const id = `${kind.toUpperCase()}-${accountKey(owner)}-${sequence}`;
  const base = { id, requestType, status: 'PENDING' as const, offeredAt, answeredAt: null };
  if (kind === 'dividend') return { ...base, kind, period: 'HALF_MONTH', tiers: DIVIDEND_TIERS.map((t) => ({ ...t })) };
  return { ...base, kind, tiers: (kind === 'daily' ? DAILY_TIERS : HOURLY_TIERS).map((t) => ({ ...t })) };
}

/**
 * agent01: a daily salary offer and a new dividend offer to answer (the home page prompts for both); the
 * dividend terms it accepted 120 days ago stay in force until it accepts the new ones, so its dividend
 * page has periods. agent02 has accepted an hourly salary contract; everyone else has none.
 * `POST /__sim/contracts` changes them.
 */
export function seedContracts(now: number): Map<string, AgentContracts> {
  const former: DividendContract = {
    id: 'DIVIDEND-agent01-1',
    kind: 'dividend',
    requestType: 1,
    status: 'ACCEPTED',
    offeredAt: now - 121 * DAY_MS,
    answeredAt: now - 120 * DAY_MS,
    period: 'HALF_MONTH',
    tiers: FORMER_DIVIDEND_TIERS.map((t) => ({ ...t })),
  };
  const hourly = {
    ...newOffer('hourly', 'agent02', now - 30 * DAY_MS, 1),
    status: 'ACCEPTED' as const,
    answeredAt: now - 29 * DAY_MS,
  };
  return new Map<string, AgentContracts>([
    [
      accountKey('agent01'),
      {
        daily: [newOffer('daily', 'agent01', now - 2 * DAY_MS, 1)],
        dividend: [newOffer('dividend', 'agent01', now - DAY_MS, 2), former],
      },
    ],
    [accountKey('agent02'), { hourly: [hourly] }],
  ]);
}
