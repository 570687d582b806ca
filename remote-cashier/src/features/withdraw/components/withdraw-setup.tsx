import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guideLink } from '../../../entities/return-to';

export const BIND_CARD_STEP = guideLink('/m/bankCards/add');
export const SET_PASSWORD_STEP = guideLink('/m/paymentPassword');

/**
 * The first withdrawal's guide: a card to pay to, then a payment password. Each step opens its screen with
 * the way back here; the amount typed meanwhile is kept in the draft.
 */
export function WithdrawSetup({ hasCard, hasPassword }: { hasCard: boolean; hasPassword: boolean }) {
  const { t } = useTranslation('cashier-withdraw');
  const steps = [
    { id: 'card', done: hasCard, label: t('setup.card') },
    { id: 'password', done: hasPassword, label: t('setup.password') },
  ];
  const next = !hasCard ? BIND_CARD_STEP : SET_PASSWORD_STEP;
  return (
    <section className="csh-wd-panel csh-wd-setup" aria-labelledby="csh-wd-setup" data-testid="withdraw-setup">
      <h2 className="csh-wd-panel__title" id="csh-wd-setup">
        {t('setup.heading')}
      </h2>
      <p className="csh-wd-note">{t('setup.intro')}</p>
      <ol className="csh-wd-steps">
        {steps.map((step, index) => (
          <li key={step.id} className={`csh-wd-steps__item${step.done ? ' is-done' : ''}`}>
            <span className="csh-wd-steps__mark" aria-hidden>
              {step.done ? '✓' : index + 1}
            </span>
            <span className="csh-wd-steps__label">{step.label}</span>
            <span className="csh-wd-steps__state">{step.done ? t('setup.done') : t('setup.todo')}</span>
          </li>
        ))}
      </ol>
      <Link className="mc-btn mc-btn--primary mc-btn--block csh-wd-action" to={next}>
        {!hasCard ? t('setup.bindCard') : t('setup.setPassword')}
      </Link>
    </section>
  );
}
