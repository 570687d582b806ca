import { useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { TextField, toApiError, useFormFields } from '@mc/shared-kernel';
import { REBATE_CATEGORIES } from '../../../rebate-rates/rates';
import type { Rates, Rebates } from '../api/get-rebates';
import { updateRebates, type UpdateRebatesRequest } from '../api/update-rebates';
import { fieldOfRefusal, ratesRules, toRates } from '../rate-rules';

/**
 * One field per category, filled with the saved rates, each with its bounds under it. The rules are
 * checked before anything is sent; a refusal of the platform shows under its field (or above the button)
 * and keeps everything typed. Saved: `onSaved` (the page reloads the settings and says so).
 */
export function RatesForm({ settings, onSaved }: { settings: Rebates; onSaved(): void }) {
  const { t } = useTranslation(['agent', 'kernel']);
  const formRef = useRef<HTMLFormElement>(null);
  const floor = settings.self ? null : settings.floor;
  const rules = useMemo(() => ratesRules(settings.ceiling, floor), [settings.ceiling, floor]);
  const fields = useFormFields(rules);
  const initial: Rates = settings.self ? (settings.downlineDefaults ?? settings.ceiling) : settings.own;

  useLayoutEffect(() => {
    for (const category of REBATE_CATEGORIES) fields.change(category, initial[category]);
    // Once, with the rates this form was opened with (the page gives a new form after a save).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = useMutation({
    mutationFn: (request: UpdateRebatesRequest) => updateRebates(request),
    onSuccess: () => onSaved(),
    onError: (error) => {
      const e = toApiError(error);
      const refused = e.kind === 'business' ? fieldOfRefusal(e.code, e.value) : null;
      if (refused) {
        fields.setError(refused.field, refused.failure);
        (formRef.current?.elements.namedItem(refused.field) as HTMLElement | null)?.focus();
      }
    },
  });
  const refusedField = save.error ? fieldOfRefusal(toApiError(save.error).code, toApiError(save.error).value) : null;
  const formError = save.error && !refusedField ? formErrorKey(toApiError(save.error)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const failed = fields.validateAll();
    if (failed) {
      (formRef.current?.elements.namedItem(failed) as HTMLElement | null)?.focus();
      return;
    }
    const rates = toRates(fields.values);
    save.mutate(settings.self ? { defaults: rates } : { username: settings.username, rates });
  };

  return (
    <form
      ref={formRef}
      className="agt-rebates__form"
      onSubmit={submit}
      noValidate
      aria-label={
        settings.self
          ? t('rebateSettings.defaultsTitle')
          : t('rebateSettings.downlineTitle', { username: settings.username })
      }
    >
      {REBATE_CATEGORIES.map((category) => {
        const low = floor && floor[category] !== '0.00' ? floor[category] : null;
        return (
          <TextField
            key={category}
            {...fields.inputProps(category)}
            label={t(`rebateSettings.categories.${category}`)}
            inputMode="decimal"
            autoComplete="off"
            trailing={
              <span className="agt-rebates__unit" aria-hidden>
                %
              </span>
            }
            hint={
              low
                ? t('rebateSettings.between', { floor: low, ceiling: settings.ceiling[category] })
                : t('rebateSettings.upTo', { ceiling: settings.ceiling[category] })
            }
          />
        );
      })}
      {formError ? (
        <p className="agt-rebates__error" role="alert">
          {t(formError)}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary agt-rebates__save"
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? t('rebateSettings.saving') : t('rebateSettings.save')}
      </button>
    </form>
  );
}

/** A refusal about no one field: the agent's own words for the rebate codes, the kernel's for the rest. */
function formErrorKey(error: ReturnType<typeof toApiError>): string {
  if (error.kind === 'business' && error.code === 'rebate.not.downline')
    return 'agent:rebateSettings.errors.notDownline';
  if (error.kind === 'business' && error.code.startsWith('rebate.')) return 'agent:rebateSettings.errors.refused';
  return `kernel:${error.messageKey}`;
}
