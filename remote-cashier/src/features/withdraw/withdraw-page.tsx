import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState, Spinner, useMemberInfo, useSession } from '@mc/shared-kernel';
import { WithdrawNotAllowed } from './components/withdraw-not-allowed';
import { WithdrawScreen } from './components/withdraw-screen';
import './withdraw.css';

/** /m/withdraw: real accounts only (the host's guard); an account the platform does not let withdraw is told so. */
export default function WithdrawPage() {
  const user = useSession((s) => s.info?.userName ?? null);
  const location = useLocation();
  const member = useMemberInfo();
  const [refused, setRefused] = useState(false);
  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (user === null) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  if (member.isPending) return <Spinner />;
  if (member.isError) return <ErrorState error={member.error} onRetry={() => void member.refetch()} />;
  if (member.data.withdrawAllowed === false || refused) return <WithdrawNotAllowed />;
  return <WithdrawScreen user={user} onNotAllowed={() => setRefused(true)} />;
}
