import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocialProviders, type LoginPayload } from '@mc/shared-kernel';
import { useSocialLogin } from '../api/social-login';
import { LoginError } from './login-error';

/**
 * Social login: offered only once the identity service has started, on the username
 * method, and for each provider whose switch (FACEBOOKLOGIN3, GOOGLELOGIN3) is on.
 */
export function SocialLogin({
  active,
  loginFrom,
  onLoggedIn,
}: {
  active: boolean;
  loginFrom: LoginPayload['loginFrom'];
  onLoggedIn: () => void;
}) {
  const { t } = useTranslation('member');
  const providers = useSocialProviders(active);
  const social = useSocialLogin();
  const { reset } = social;
  // The other portal is another attempt: its refusal no longer applies.
  useEffect(() => reset(), [loginFrom, reset]);
  if (providers.length === 0) return null;
  return (
    <div className="mem-social">
      <p className="mem-social__or">{t('login.social.or')}</p>
      <div className="mem-social__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`mc-btn mem-social__button mem-social__button--${provider.toLowerCase()}`}
            disabled={social.isPending}
            aria-busy={social.isPending && social.variables.provider === provider}
            onClick={() => social.mutate({ provider, loginFrom }, { onSuccess: onLoggedIn })}
          >
            {t(`login.social.${provider === 'FACEBOOK' ? 'facebook' : 'google'}`)}
          </button>
        ))}
      </div>
      {social.isError ? <LoginError error={social.error} /> : null}
    </div>
  );
}
