import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, currentLanguage, isLanguage } from '@mc/shared-kernel';

export function LanguagePicker() {
  const { t, i18n } = useTranslation('host');
  return (
    <label className="host-lang">
      <span className="mc-visually-hidden">{t('language')}</span>
      <select
        value={isLanguage(i18n.language) ? i18n.language : currentLanguage()}
        onChange={(e) => isLanguage(e.target.value) && void changeLanguage(e.target.value)}
        aria-label={t('language')}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>{t(`languages.${lng}`)}</option>
        ))}
      </select>
    </label>
  );
}
