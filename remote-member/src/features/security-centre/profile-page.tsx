import { ErrorState, Skeleton, useMemberInfo } from '@mc/shared-kernel';
import '../../i18n/security/namespace';
import { HeadIconForm } from '../../entities/head-icon';
import { NicknameForm } from './components/nickname-form';
import './security-centre.css';

/** /m/securityCenter/profile: personal info — the nickname and (switch PROFPIC3) the profile picture. */
export default function ProfilePage() {
  const info = useMemberInfo();
  if (info.isError) {
    return (
      <div className="mem-sec">
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      </div>
    );
  }
  if (!info.data) {
    return (
      <div className="mem-sec" aria-busy="true" data-testid="profile-skeleton">
        <Skeleton height={120} />
      </div>
    );
  }
  return (
    <div className="mem-sec">
      {/* Without a nickname the platform shows the account name. */}
      <NicknameForm current={info.data.nickname ?? info.data.account} />
      <HeadIconForm />
    </div>
  );
}
