import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSanitizerSettled } from '@mc/shared-kernel';
import { useHelpEntries } from './api/get-help';
import { HelpEntry } from './components/help-entry';
import { HelpState } from './components/help-state';
import { useHelpIndex } from './use-help-index';
import './help.css';

/** /m/help: the help centre's titles; `?i=` (default the first) is the open one. Guests may read it. */
export default function HelpPage() {
  const { t, i18n } = useTranslation('member-help');
  const help = useHelpEntries(i18n.language);
  useSanitizerSettled();
  const { index, select } = useHelpIndex(help.data?.length);
  // Closing the open entry leaves the address alone: the same link still opens it again.
  const [closed, setClosed] = useState<number | null>(null);

  return (
    <div className="mem-help" aria-busy={!help.data && !help.isError}>
      <HelpState help={help}>
        <ul className="mem-help__list" aria-label={t('list')}>
          {help.data?.map((entry, i) => {
            const open = i === index && closed !== i;
            return (
              <HelpEntry
                key={i}
                entry={entry}
                index={i}
                open={open}
                onToggle={() => {
                  if (open) setClosed(i);
                  else {
                    setClosed(null);
                    select(i);
                  }
                }}
              />
            );
          })}
        </ul>
      </HelpState>
    </div>
  );
}
