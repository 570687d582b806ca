import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoDay, PlatformImage } from '@mc/shared-kernel';
import { StatusLabel } from '@mc/shared-kernel/records';
import type { Promotion } from '../api/promotions-api';
import { CLAIM_STATES } from '../../../entities/claim';
import { NS, PHASES, phaseBadge } from '../phases';

/** Period, badges and picture of one promotion; the whole card opens its detail. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(NS);
  return (
    <Link className="mem-promo__card" to={`/m/activityInfo?id=${promotion.id}`}>
      <PlatformImage className="mem-promo__image" src={promotion.imageUrl} width={750} height={300} />
      <span className="mem-promo__card-body">
        <span className="mem-promo__card-title">{promotion.title}</span>
        {promotion.summary ? <span className="mem-promo__summary">{promotion.summary}</span> : null}
        <span className="mem-promo__meta">
          <span className="mem-promo__period">
            {t('period', { start: isoDay(promotion.startAt), end: isoDay(promotion.endAt) })}
          </span>
          <span className="mem-promo__badges">
            <StatusLabel status={phaseBadge(promotion)} scheme={PHASES} />
            {promotion.claimState ? <StatusLabel status={promotion.claimState} scheme={CLAIM_STATES} /> : null}
          </span>
        </span>
      </span>
    </Link>
  );
}
