import { ContractPage } from './contract-page';

/** /m/member/agent/getSalaryContract: the daily salary contract. */
export default function SalaryContractPage() {
  return <ContractPage kind="daily" />;
}
