import { useTranslation } from 'react-i18next';

export function RememberBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('member');
  return (
    <label className="mem-remember">
      <input
        type="checkbox"
        className="mem-remember__box"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {t('login.remember')}
    </label>
  );
}
