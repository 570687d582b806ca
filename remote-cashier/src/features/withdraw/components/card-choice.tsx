import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RuleFailure } from '@mc/shared-kernel';
import type { BankCard } from '../../../entities/bank-card';
import { guideLink } from '../../../entities/return-to';

/** The card to pay to: a radio group (one tap each, 44 px rows), with the way to manage the cards. */
export function CardChoice({
  cards,
  value,
  onChange,
  error,
  max,
}: {
  cards: readonly BankCard[];
  value: string;
  onChange(cardId: string): void;
  error: RuleFailure | null | undefined;
  max: number;
}) {
  const { t } = useTranslation(['cashier-withdraw', 'kernel']);
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="csh-wd-cards" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="csh-wd-cards__legend">
        {t('form.card')}
        <span className="csh-wd-required" aria-hidden>
          *
        </span>
      </legend>
      {cards.map((card) => (
        <label key={card.id} className={`csh-wd-card${card.id === value ? ' is-chosen' : ''}`}>
          <input
            type="radio"
            name={name}
            value={card.id}
            checked={card.id === value}
            onChange={() => onChange(card.id)}
          />
          <span className="csh-wd-card__bank">{card.bankName}</span>
          <span className="csh-wd-card__number">{card.accountNo}</span>
          <span className="csh-wd-card__payee">{card.payeeName}</span>
        </label>
      ))}
      <p className="mc-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error ? t(error.key, error.params) : ''}
      </p>
      <p className="csh-wd-cards__more">
        {cards.length < max ? (
          <Link className="csh-wd-link" to={guideLink('/m/bankCards/add')}>
            {t('form.addCard')}
          </Link>
        ) : null}
        <Link className="csh-wd-link" to="/m/bankCards">
          {t('form.manageCards')}
        </Link>
      </p>
    </fieldset>
  );
}
