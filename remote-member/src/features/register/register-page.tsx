import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton, EmptyState, ErrorState, Spinner } from '@mc/shared-kernel';
import { useRegisterSettings } from './api/get-register-settings';
import { RegisterForm } from './components/register-form';
import { availableMethods } from './registration-rules';
import './register.css';

/** /m/register. The host hides its header here, so the page has its own way back home. */
export default function RegisterPage() {
  const { t } = useTranslation('member-register');
  const settings = useRegisterSettings();
  const body = settings.data ? (
    availableMethods(settings.data).length > 0 ? (
      <RegisterForm settings={settings.data} />
    ) : (
      <EmptyState>{t('closed')}</EmptyState>
    )
  ) : settings.isError ? (
    <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
  ) : (
    <Spinner />
  );
  return (
    <div className="mem-reg">
      <div className="mem-reg__bar">
        <BackButton to="/m/home" />
      </div>
      <h1 className="mem-reg__title">{t('title')}</h1>
      <p className="mem-reg__welcome">{t('welcome')}</p>
      {body}
      <p className="mem-reg__login">
        {t('haveAccount')}{' '}
        <Link to="/m/login" className="mem-reg__link">
          {t('login')}
        </Link>
      </p>
    </div>
  );
}
