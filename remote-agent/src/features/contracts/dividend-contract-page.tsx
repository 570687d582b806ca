import { ContractPage } from './contract-page';

/** /m/member/agent/getDevidendContract: the dividend contract. */
export default function DividendContractPage() {
  return <ContractPage kind="dividend" />;
}
