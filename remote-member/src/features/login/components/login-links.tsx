import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSwitch } from '@mc/shared-kernel';

export function LoginLinks() {
  const { t } = useTranslation('member');
  const directRegister = useSwitch('DIRECTREG3');
  return (
    <div className="mem-login__links">
      <Link to="/m/forget" className="mem-link">
        {t('login.forgot')}
      </Link>
      {directRegister ? (
        <p className="mem-login__register">
          {t('login.noAccount')}{' '}
          <Link to="/m/register" className="mem-link">
            {t('login.register')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
