import { useSession } from '@mc/shared-kernel';
import { MineTopBar } from './components/mine-top-bar';
import { GuestWelcome } from './components/guest-welcome';
import { MemberPanel } from './components/member-panel';
import { MineMenu } from './components/mine-menu';
import { SignOutButton } from './components/sign-out-button';
import { useRenewMemberInfo } from './hooks/use-renew-member-info';
import './mine.css';

/** /m/mine (also /m/member/home): the member centre, for guests a welcome with the way in. */
export default function MinePage() {
  const loggedIn = useSession((s) => s.info !== null);
  useRenewMemberInfo();
  return (
    <div className="mem-mine">
      <MineTopBar />
      {loggedIn ? <MemberPanel /> : <GuestWelcome />}
      <MineMenu />
      {loggedIn ? <SignOutButton /> : null}
    </div>
  );
}
