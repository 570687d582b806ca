import { ContractPage } from './contract-page';

/** /m/member/agent/getHourContract: the hourly salary contract. */
export default function HourContractPage() {
  return <ContractPage kind="hourly" />;
}
