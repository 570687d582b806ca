import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField, USERNAME_CHARS, type RuleFailure } from '@mc/shared-kernel';

/** `?member=`: one member of the team a report narrows to (a username), null for the whole team. */
export function useMemberFilter(): [string | null, (member: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('member')?.trim() ?? '';
  const member = raw !== '' && USERNAME_CHARS.test(raw) ? raw : null;
  const set = (next: string | null) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('member');
        else updated.set('member', next);
        return updated;
      },
      { replace: true },
    );
  return [member, set];
}

/** A username box with Apply and, while a member is chosen, Show the whole team. */
export function MemberFilter({ member, onChange }: { member: string | null; onChange(member: string | null): void }) {
  const { t } = useTranslation('agent');
  const [typed, setTyped] = useState(member ?? '');
  const [error, setError] = useState<RuleFailure | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value !== '' && !USERNAME_CHARS.test(value)) {
      setError({ key: 'agent:teamReports.memberInvalid' });
      return;
    }
    setError(null);
    onChange(value === '' ? null : value);
  };
  return (
    <form className="agt-team-filter" role="search" onSubmit={apply} noValidate>
      <TextField
        label={t('teamReports.member')}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setError(null);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="none"
        placeholder={t('teamReports.memberPlaceholder')}
        dense
        trailing={
          <button type="submit" className="mc-btn mc-btn--link">
            {t('teamReports.apply')}
          </button>
        }
      />
      {member !== null ? (
        <button
          type="button"
          className="mc-btn mc-btn--link agt-team-filter__clear"
          onClick={() => {
            setTyped('');
            onChange(null);
          }}
        >
          {t('teamReports.wholeTeam')}
        </button>
      ) : null}
    </form>
  );
}
