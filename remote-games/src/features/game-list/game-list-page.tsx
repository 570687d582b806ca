import { useTranslation } from 'react-i18next';

export default function GameListPage() {
  const { t } = useTranslation('games');
  return <h1>{t('list.title')}</h1>;
}
