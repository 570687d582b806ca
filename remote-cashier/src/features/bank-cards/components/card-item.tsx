import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../../entities/bank-card';

/** One bound card: bank, masked number, payee, and the way to unbind it. */
export function CardItem({ card, onUnbind }: { card: BankCard; onUnbind(card: BankCard): void }) {
  const { t } = useTranslation('cashier-security');
  return (
    <li className="csh-bank-card">
      <div className="csh-bank-card__text">
        <span className="csh-bank-card__bank">{card.bankName}</span>
        <span
          className="csh-bank-card__number"
          aria-label={t('cards.numberEnding', { last: card.accountNo.slice(-4) })}
        >
          {card.accountNo}
        </span>
        <span className="csh-bank-card__payee">
          {t('cards.payee')}: <bdi>{card.payeeName}</bdi>
        </span>
      </div>
      <button
        type="button"
        className="mc-btn csh-bank-card__unbind"
        onClick={() => onUnbind(card)}
        aria-label={t('cards.unbindCard', { bank: card.bankName, last: card.accountNo.slice(-4) })}
      >
        {t('cards.unbind')}
      </button>
    </li>
  );
}
