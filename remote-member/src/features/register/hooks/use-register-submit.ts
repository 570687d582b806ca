import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError, toast, type FormFields, type RuleFailure } from '@mc/shared-kernel';
import type { RegisterSettings } from '../api/get-register-settings';
import { isAffiliateValid } from '../api/check-affiliate';
import { useRegisterMember } from '../api/register-member';
import { currentEnvironment, detectRegisterMethod } from '../register-method';
import { buildPayload } from '../registration-payload';
import { fieldValue, type FieldSpec, type RegisterField } from '../registration-rules';
import { fieldFailure } from '../server-errors';
import type { UrlAffiliate } from './use-url-affiliate';

export interface RegisterSubmitOptions {
  settings: RegisterSettings;
  specs: FieldSpec[];
  form: FormFields<RegisterField>;
  countryDialingCode: string;
  affiliate: UrlAffiliate;
  focus: (name: RegisterField) => void;
  /** The platform forgets a captcha once an attempt used it: a new image and an empty answer. */
  renewCaptcha: () => void;
}

const INVITATION_ERROR: RuleFailure = { key: 'member-register:errors.invitation' };

/**
 * The registration flow: check every shown field (focus the first invalid), check the
 * invitation code with the platform unless it is already known valid, send, then "registered
 * successfully" and home as the new member. A refusal naming a field goes under it (focused);
 * anything else above the button. Nothing typed is cleared except a used captcha answer.
 */
export function useRegisterSubmit({
  settings,
  specs,
  form,
  countryDialingCode,
  affiliate,
  focus,
  renewCaptcha,
}: RegisterSubmitOptions) {
  const { t } = useTranslation('member-register');
  const client = useQueryClient();
  const navigate = useNavigate();
  const register = useRegisterMember();
  const [checking, setChecking] = useState(false);
  const [alert, setAlert] = useState<unknown>(null);

  const refuse = (field: RegisterField, failure: RuleFailure) => {
    form.setError(field, failure);
    focus(field);
  };

  /** True when the code may be sent; false once the field shows why not (or the check failed). */
  const affiliateAccepted = async (shown: ReadonlySet<RegisterField>): Promise<boolean> => {
    const code = fieldValue('affiliateCode', form.values);
    if (!settings.affiliateCheck || !shown.has('affiliateCode') || code === '') return true;
    setChecking(true);
    try {
      if (await isAffiliateValid(client, code, affiliate.domain)) return true;
      refuse('affiliateCode', INVITATION_ERROR);
    } catch (error) {
      setAlert(error);
    } finally {
      setChecking(false);
    }
    return false;
  };

  const submit = () => {
    if (checking || register.isPending) return;
    setAlert(null);
    const names = specs.map((spec) => spec.name);
    // The payee name and nickname typed in Zawgyi are shown and sent in Unicode (register-form.tsx).
    form.checkAll((invalid, values) => {
      if (invalid) focus(invalid);
      else void send(new Set(names), values);
    }, names);
  };

  const send = async (shown: ReadonlySet<RegisterField>, values: Record<RegisterField, string>) => {
    if (!(await affiliateAccepted(shown))) return;

    const payload = buildPayload(values, {
      shown,
      countryDialingCode,
      registerMethod: detectRegisterMethod(currentEnvironment()),
      registerUrl: globalThis.location?.hostname ?? '',
      domain: affiliate.domain,
      urlAffiliateCode: affiliate.code,
    });
    register.mutate(payload, {
      onSuccess: () => {
        toast.success(t('registered'));
        navigate('/m/home', { replace: true });
      },
      onError: (error) => {
        if (shown.has('captcha')) renewCaptcha();
        const named = fieldFailure(error, settings.minAge);
        if (named && shown.has(named.field)) refuse(named.field, named.failure);
        else setAlert(error);
        // The merchant closed this method meanwhile: show the methods it offers now.
        if (toApiError(error).code === 'feature.disabled')
          void client.invalidateQueries({ queryKey: ['register', 'settings'] });
      },
    });
  };

  return { submit, busy: checking || register.isPending, alert, clearAlert: () => setAlert(null) };
}
