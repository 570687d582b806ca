import { useSession } from '@mc/shared-kernel';
import { MemberNote } from './components/member-note';
import { RealAccountActions } from './components/real-account-actions';
import { TrialAccount } from './components/trial-account';
import { TrialGames } from './components/trial-games';
import { TrialIntro } from './components/trial-intro';
import './trial.css';

/**
 * /m/trail, trial (free) play: a visitor learns what it is and starts it; a trial player sees the trial
 * account, its play money and the games that offer free play. The header's back arrow goes home (route).
 */
export default function TrialPage() {
  const loggedIn = useSession((s) => s.info !== null);
  const trial = useSession((s) => s.trialName !== null);
  return (
    <div className="gm-trial">
      {!loggedIn ? <TrialIntro /> : null}
      {loggedIn && !trial ? <MemberNote /> : null}
      {trial ? (
        <>
          <TrialAccount />
          <TrialGames />
          <RealAccountActions />
        </>
      ) : null}
    </div>
  );
}
