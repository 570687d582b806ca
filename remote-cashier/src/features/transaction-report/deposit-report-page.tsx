import { TransactionReport } from './transaction-report';

export default function DepositReportPage() {
  return <TransactionReport kind="deposit" />;
}
