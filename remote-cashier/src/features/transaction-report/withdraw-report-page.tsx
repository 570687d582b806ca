import { TransactionReport } from './transaction-report';

export default function WithdrawReportPage() {
  return <TransactionReport kind="withdraw" />;
}
