import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocialProviders } from '@mc/shared-kernel';
import { useSocialSignIn } from '../api/social-sign-in';
import { RegisterAlert } from './register-alert';

/**
 * The "or" divider with the social providers: same condition as on the login page,
 * i.e. the identity service started, the username method active and the provider's switch on.
 */
export function SocialRegister({ active, onSignedIn }: { active: boolean; onSignedIn: () => void }) {
  const { t } = useTranslation('member-register');
  const providers = useSocialProviders(active);
  const social = useSocialSignIn();
  const titleId = useId();
  if (providers.length === 0) return null;
  return (
    <section className="mem-reg__social" aria-labelledby={titleId}>
      <p className="mem-reg__or" id={titleId}>
        {t('social.or')}
      </p>
      <div className="mem-reg__social-buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`mc-btn mem-reg__social-button mem-reg__social-button--${provider.toLowerCase()}`}
            disabled={social.isPending}
            aria-busy={social.isPending && social.variables === provider}
            onClick={() => social.mutate(provider, { onSuccess: onSignedIn })}
          >
            {t(`social.${provider}`)}
          </button>
        ))}
      </div>
      {social.isError ? <RegisterAlert error={social.error} /> : null}
    </section>
  );
}
