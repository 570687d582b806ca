import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenedAccount } from '../api/open-account';
import { SessionLink } from '../../../shell/session-link';

/** The account is open: its name and type, a way to open another, and the team where it now is. */
export function OpenAccountResult({ account, onAnother }: { account: OpenedAccount; onAnother: () => void }) {
  const { t } = useTranslation('agent');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="agt-open__result" aria-labelledby="agt-open-result-title">
      <h2 className="agt-open__result-title" id="agt-open-result-title" ref={heading} tabIndex={-1}>
        {t('openAccount.result.title')}
      </h2>
      <p className="agt-open__result-text" role="status">
        {t(account.memberType === 'AGENT' ? 'openAccount.result.agent' : 'openAccount.result.member', {
          username: account.username,
        })}
      </p>
      <dl className="agt-open__result-rates">
        {account.rebates.map(({ category, rate }) => (
          <div key={category} className="agt-open__result-rate">
            <dt>{t(`openAccount.category.${category}`, { defaultValue: category })}</dt>
            <dd>{`${rate}%`}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="mc-btn mc-btn--primary mc-btn--block" onClick={onAnother}>
        {t('openAccount.result.another')}
      </button>
      <SessionLink to="/m/member/team" className="mc-btn mc-btn--block agt-open__team">
        {t('openAccount.result.team')}
      </SessionLink>
    </section>
  );
}
