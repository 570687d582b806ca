import type { CoreState } from '../../core/state';
import { seedContracts, type AgentContracts } from './terms';

/** The contracts feature's part of the state. */
export interface ContractsState {
  /** Salary, dividend and hourly-salary contracts per account key; the contract check's flags follow them. */
  contracts: Map<string, AgentContracts>;
}

/** The state the contracts feature's handlers use. */
export type State = CoreState & ContractsState;

export const seedContractsState = (now: number): ContractsState => ({ contracts: seedContracts(now) });
