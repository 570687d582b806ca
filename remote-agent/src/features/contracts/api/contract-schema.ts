import * as v from 'valibot';

export type ContractKind = 'daily' | 'dividend' | 'hourly';

/** Money as the platform sends it ("5000.00"); shown through the kernel's formatter, never computed. */
const Money = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/));
const Percent = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const base = {
  contractId: v.pipe(v.string(), v.minLength(1)),
  status: v.picklist(['PENDING', 'ACCEPTED', 'DECLINED']),
  offeredAt: v.number(),
  answeredAt: v.nullable(v.number()),
};

const SalaryTier = v.object({ level: Count, teamValidBet: Money, activeMembers: Count, amount: Money });
const DividendTier = v.object({ level: Count, teamProfit: Money, activeMembers: Count, rate: Percent });

export const Contract = v.variant('kind', [
  v.object({ ...base, kind: v.picklist(['daily', 'hourly']), tiers: v.array(SalaryTier) }),
  v.object({
    ...base,
    kind: v.literal('dividend'),
    period: v.picklist(['HALF_MONTH', 'MONTH']),
    tiers: v.array(DividendTier),
  }),
]);
export type Contract = v.InferOutput<typeof Contract>;
export type SalaryContract = Extract<Contract, { kind: 'daily' | 'hourly' }>;
export type DividendContract = Extract<Contract, { kind: 'dividend' }>;
export type ContractStatus = Contract['status'];

/** What a contract page reads: the newest contract of its kind, or none. */
export const ContractValue = v.object({ contract: v.nullable(Contract) });
export type ContractValue = v.InferOutput<typeof ContractValue>;

/** Every contract page's cache key starts here; the session token ends it. */
export const contractKey = (kind: ContractKind, token: string | null) => ['agent', 'contract', kind, token] as const;
