import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberKind } from '../api/open-account';

const KINDS: MemberKind[] = ['MEMBER', 'AGENT'];

/** Member or agent: what the new account (or whoever registers through a link) becomes. */
export function MemberTypeChoice({ value, onChange }: { value: MemberKind; onChange: (kind: MemberKind) => void }) {
  const { t } = useTranslation('agent');
  const name = useId();
  return (
    <fieldset className="agt-open__kinds">
      <legend className="agt-open__legend">{t('openAccount.type.label')}</legend>
      <div className="agt-open__kind-row">
        {KINDS.map((kind) => (
          <label key={kind} className={`agt-open__kind${value === kind ? ' is-checked' : ''}`}>
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} />
            <span>{t(`openAccount.type.${kind}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
