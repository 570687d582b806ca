import { ErrorState, Skeleton } from '@mc/shared-kernel';
import { useSecurityOverview } from '../api/security-state';
import type { BindingKind } from '../binding-kinds';
import { BindingForm } from './binding-form';

/** The bound value (masked) from the security overview, then the form that binds a new one. */
export function BindingScreen({ kind }: { kind: BindingKind }) {
  const overview = useSecurityOverview();
  if (overview.isError) {
    return (
      <div className="mem-sec">
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      </div>
    );
  }
  if (!overview.data) {
    return (
      <div className="mem-sec" aria-busy="true" data-testid="binding-skeleton">
        <Skeleton height={20} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  }
  return (
    <div className="mem-sec">
      <BindingForm kind={kind} current={kind.texts === 'email' ? overview.data.email : overview.data.mobile} />
    </div>
  );
}
