import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSwitch, type MemberInfo } from '@mc/shared-kernel';
import { vipPercent } from '../../../entities/vip';

type ClubLabel = NonNullable<MemberInfo['clubLabel']>;

export function VipPanel({ label }: { label: ClubLabel }) {
  const { t } = useTranslation('member');
  const benefits = useSwitch('MEMCLUB3');
  const percent = vipPercent(label.progress);
  const body = (
    <>
      <div className="mem-vip__head">
        <span className="mem-vip__label">{label.labelName}</span>
        <span className="mem-vip__percent" data-testid="vip-percent">
          {percent}%
        </span>
      </div>
      <div
        className="mem-vip__bar"
        role="progressbar"
        aria-label={t('mine.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="mem-vip__fill" style={{ width: `${percent}%` }} />
      </div>
    </>
  );
  // With VIP benefits enabled the panel leads to them.
  return benefits ? (
    // Named by what it shows, after words only a screen reader reads: a name that starts elsewhere than the
    // visible text is one a voice-control user cannot say.
    <Link to="/m/member/benefits" className="mem-vip mem-vip--link">
      <span className="mc-visually-hidden">{`${t('mine.vipBenefits')}: `}</span>
      {body}
    </Link>
  ) : (
    <div className="mem-vip">{body}</div>
  );
}
