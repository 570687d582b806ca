import { useTranslation } from 'react-i18next';
import { BackButton } from '@mc/shared-kernel';

/** The agent pages hide the site header, so the page brings its own way back. */
export function AgentTopBar() {
  const { t } = useTranslation('agent');
  return (
    <header className="agt-topbar">
      <BackButton />
      <h1 className="agt-topbar__title">{t('home.title')}</h1>
      <span className="agt-topbar__end" aria-hidden />
    </header>
  );
}
