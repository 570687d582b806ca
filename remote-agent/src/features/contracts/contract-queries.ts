import type { ContractKind } from './api/contract-schema';
import { dailyContractQuery } from './api/get-daily-contract';
import { dividendContractQuery } from './api/get-dividend-contract';
import { hourlyContractQuery } from './api/get-hourly-contract';

/** Each contract page's read, by kind. */
export const CONTRACT_QUERIES = {
  daily: dailyContractQuery,
  dividend: dividendContractQuery,
  hourly: hourlyContractQuery,
} satisfies Record<ContractKind, unknown>;
