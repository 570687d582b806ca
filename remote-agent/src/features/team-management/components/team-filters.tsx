import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mc/shared-kernel';
import { FilterSelect } from '@mc/shared-kernel/records';
import { rangeReversed, SEARCH_MAX, TEAM_KINDS, type TeamKind, type TeamView } from '../team-query';

/**
 * Search by username (on submit: it searches the whole team below the list's parent), online only,
 * members or agents, and a registration range. Each change is kept in the URL by the page.
 */
export function TeamFilters({ view, onChange }: { view: TeamView; onChange: (next: Partial<TeamView>) => void }) {
  const { t } = useTranslation('agent');
  const [text, setText] = useState(view.search);
  // Back/forward or a link changes the search: the box shows it.
  useEffect(() => setText(view.search), [view.search]);
  const reversed = rangeReversed(view);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() });
  };

  return (
    <section className="agt-team-filters" aria-label={t('team.filters')}>
      <form role="search" className="agt-team-filters__search" onSubmit={submit}>
        <TextField
          label={t('team.search')}
          value={text}
          onChange={setText}
          type="search"
          placeholder={t('team.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          trailing={
            <>
              {view.search ? (
                <button
                  type="button"
                  className="mc-btn mc-btn--link"
                  onClick={() => {
                    setText('');
                    onChange({ search: '' });
                  }}
                >
                  {t('team.clearSearch')}
                </button>
              ) : null}
              <button type="submit" className="mc-btn mc-btn--link">
                {t('team.searchButton')}
              </button>
            </>
          }
        />
      </form>
      <div className="agt-team-filters__row">
        <FilterSelect<TeamKind>
          label={t('team.kind')}
          value={view.kind}
          onChange={(kind) => onChange({ kind })}
          options={TEAM_KINDS.map((value) => ({ value, label: t(`team.kinds.${value}`) }))}
        />
        <label className="agt-team-filters__check">
          <input
            type="checkbox"
            checked={view.onlineOnly}
            onChange={(event) => onChange({ onlineOnly: event.target.checked })}
          />
          {t('team.onlineOnly')}
        </label>
      </div>
      <div className="agt-team-filters__row">
        <TextField
          dense
          type="date"
          label={t('team.regStart')}
          value={view.regStart}
          max={view.regEnd || undefined}
          onChange={(regStart) => onChange({ regStart })}
        />
        <TextField
          dense
          type="date"
          label={t('team.regEnd')}
          value={view.regEnd}
          min={view.regStart || undefined}
          onChange={(regEnd) => onChange({ regEnd })}
          error={reversed ? { key: 'agent:team.rangeReversed' } : null}
        />
      </div>
    </section>
  );
}
