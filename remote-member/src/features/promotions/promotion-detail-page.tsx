import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bus,
  EmptyState,
  ErrorState,
  formatDateTime,
  formatMoney,
  isoDay,
  PlatformImage,
  SafeHtml,
  Spinner,
  toApiError,
  toast,
  useSession,
} from '@mc/shared-kernel';
import { StatusLabel } from '@mc/shared-kernel/records';
import { joinPromotion, PROMO_KEY, usePromotion, type PromotionDetail } from './api/promotions-api';
import { applyGate } from './apply-rules';
import { CLAIM_STATES } from '../../entities/claim';
import { NS, PHASES, phaseBadge } from './phases';
import { ApplyForm, placeRefusal } from './components/apply-form';
import './promotions.css';

/** `?id=`: a positive whole number, else none. */
export function parsePromotionId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * /m/activityInfo?id=: one promotion with its sanitized content, the member's application and the way to
 * take part. Guests read it; tapping apply asks them to log in, a trial user gets the real-account message.
 */
export default function PromotionDetailPage() {
  const { t, i18n } = useTranslation(NS);
  const [params] = useSearchParams();
  const id = parsePromotionId(params.get('id'));
  const promotion = usePromotion(id, i18n.language);
  if (id === null) return <NotFound text={t('badId')} />;
  if (promotion.isPending) return <Spinner />;
  if (promotion.isError) {
    if (toApiError(promotion.error).code === 'promotion.not.found') return <NotFound text={t('notFound')} />;
    return <ErrorState error={promotion.error} onRetry={() => void promotion.refetch()} />;
  }
  return <Detail promotion={promotion.data} onChanged={() => void promotion.refetch()} />;
}

function NotFound({ text }: { text: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mem-promo">
      <EmptyState>{text}</EmptyState>
      <Link className="mc-btn mem-promo__back" to="/m/activity">
        {t('backToList')}
      </Link>
    </div>
  );
}

function Detail({ promotion, onChanged }: { promotion: PromotionDetail; onChanged(): void }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const loggedIn = useSession((s) => s.info !== null);
  const trial = useSession((s) => s.trialName !== null);
  const [applying, setApplying] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const gate = applyGate({ loggedIn, trial }, promotion);
  const refresh = () => void client.invalidateQueries({ queryKey: PROMO_KEY });
  const join = useMutation({ mutationFn: () => joinPromotion(promotion.id) });

  const takePart = () => {
    if (gate === 'login' || gate === 'real-account') {
      bus.emit('auth:required', { reason: gate });
      return;
    }
    if (promotion.mode === 'APPLY') {
      setApplying(true);
      return;
    }
    join.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('joined'));
        refresh();
      },
      onError: (error) => {
        if (toApiError(error).code === 'trial.only.real') bus.emit('auth:required', { reason: 'real-account' });
        else {
          const { failure } = placeRefusal(error);
          toast.error(t(failure.key, failure.params));
          refresh();
        }
      },
    });
  };

  const application = promotion.application;
  const showAction = promotion.mode !== 'NONE' && gate !== 'unavailable' && !applying;
  return (
    <article className="mem-promo mem-promo--detail">
      <PlatformImage className="mem-promo__image" src={promotion.imageUrl} width={750} height={300} />
      <h2 className="mem-promo__detail-title">{promotion.title}</h2>
      <div className="mem-promo__badges">
        <StatusLabel status={phaseBadge(promotion)} scheme={PHASES} />
        {promotion.claimState ? <StatusLabel status={promotion.claimState} scheme={CLAIM_STATES} /> : null}
      </div>
      <dl className="mem-promo__facts">
        <div>
          <dt>{t('periodLabel')}</dt>
          <dd>{t('period', { start: isoDay(promotion.startAt), end: isoDay(promotion.endAt) })}</dd>
        </div>
        {promotion.mode === 'APPLY' && promotion.prize !== '0.00' ? (
          <div>
            <dt>{t('prize')}</dt>
            <dd>{formatMoney(promotion.prize)}</dd>
          </div>
        ) : null}
      </dl>
      <SafeHtml className="mem-promo__content" html={promotion.content} />

      {application ? (
        <section className="mem-promo__application" aria-labelledby="mem-promo-application">
          <h2 className="mem-promo__form-title" id="mem-promo-application">
            {t('myApplication')}
          </h2>
          <StatusLabel status={application.state} scheme={CLAIM_STATES} />
          <p className="mem-promo__meta-line">
            {t('appliedAt')}:{' '}
            <time dateTime={new Date(application.createdAt).toISOString()}>
              {formatDateTime(application.createdAt)}
            </time>
          </p>
          {application.remark ? <p className="mem-promo__remark">{application.remark}</p> : null}
          {application.reason ? (
            <p className="mem-promo__meta-line">
              {t('reason')}: {application.reason}
            </p>
          ) : null}
        </section>
      ) : null}

      {promotion.mode === 'NONE' ? <p className="mem-promo__note">{t('nothingToApply')}</p> : null}
      {promotion.mode !== 'NONE' && promotion.phase !== 'ongoing' ? (
        <p className="mem-promo__note">{t('notOpen')}</p>
      ) : null}

      {showAction ? (
        <button
          ref={actionRef}
          type="button"
          className="mc-btn mc-btn--primary mc-btn--block"
          onClick={takePart}
          disabled={join.isPending}
          aria-busy={join.isPending}
        >
          {promotion.mode === 'JOIN' ? (join.isPending ? t('joining') : t('join')) : t('apply')}
        </button>
      ) : null}
      {applying ? (
        <div>
          <ApplyForm
            promotionId={promotion.id}
            onSent={() => {
              setApplying(false);
              toast.success(t('form.sent'));
              refresh();
            }}
            onStale={onChanged}
            onCancel={() => {
              setApplying(false);
              requestAnimationFrame(() => actionRef.current?.focus());
            }}
          />
        </div>
      ) : null}
    </article>
  );
}
