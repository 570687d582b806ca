import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner, useSwitches } from '@mc/shared-kernel';
import { InboxPanel } from './inbox-panel';

/** The inbox, or why it is not there (switch INBOX3 off); the message centre's inbox tab uses it too. */
export function InboxGate() {
  const { t } = useTranslation('member-inbox');
  const switches = useSwitches();
  if (switches === undefined) return <Spinner />;
  if (switches.INBOX3 !== true) return <EmptyState>{t('off')}</EmptyState>;
  return <InboxPanel />;
}
