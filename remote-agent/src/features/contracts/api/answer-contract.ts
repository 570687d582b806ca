import { api } from '@mc/shared-kernel';
import { Contract, type ContractKind } from './contract-schema';

export type ContractAnswer = 'ACCEPT' | 'DECLINE';

const MODULES: Readonly<Record<ContractKind, string>> = {
  daily: 'DAILYSALCONT3',
  dividend: 'DIVIDENDCONT3',
  hourly: 'HOURSAL3',
};

/**
 * Accept or decline one contract, named by its id. Naturally idempotent on the platform: the same answer
 * again changes nothing and returns the contract as it stands, so a lost answer may be sent again safely;
 * the other answer afterwards is `contract.answered`, another contract's id `contract.changed`.
 */
export function answerContract(kind: ContractKind, contractId: string, answer: ContractAnswer): Promise<Contract> {
  return api.post('/wps/agent/contract/answer', {
    module: MODULES[kind],
    json: { kind, contractId, answer },
    schema: Contract,
  });
}
