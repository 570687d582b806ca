import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { bus, toApiError, useFormFields, type FormOptions, type RuleFailure } from '@mc/shared-kernel';
import { ImagePicker } from '@mc/shared-kernel/upload';
import { applyToPromotion, type ApplyPayload } from '../api/promotions-api';
import { APPLY_LIMITS, applyRules } from '../apply-rules';
import { NS } from '../phases';

type Field = 'remark' | 'images' | null;

/** The platform's refusal, under the field it is about; anything else above the button. */
export function placeRefusal(error: unknown): { field: Field; failure: RuleFailure; stale?: boolean } {
  const apiError = toApiError(error);
  const value = (apiError.value ?? {}) as { reason?: string; index?: number };
  switch (apiError.code) {
    case 'promotion.remark':
      return {
        field: 'remark',
        failure:
          value.reason === 'characters'
            ? { key: `${NS}:errors.invisible` }
            : value.reason === 'length'
              ? { key: `${NS}:errors.remarkLength`, params: { max: APPLY_LIMITS.remarkMax } }
              : { key: `${NS}:errors.remarkRequired` },
      };
    case 'promotion.images':
      return {
        field: 'images',
        failure: { key: `${NS}:errors.tooManyImages`, params: { max: APPLY_LIMITS.maxImages } },
      };
    case 'upload.invalid':
      return {
        field: 'images',
        failure: { key: `${NS}:errors.imageRefused`, params: { index: (value.index ?? 0) + 1 } },
      };
    // The promotion changed under the form: the detail is read again so its state shows.
    case 'promotion.applied':
      return { field: null, failure: { key: `${NS}:errors.applied` }, stale: true };
    case 'promotion.closed':
      return { field: null, failure: { key: `${NS}:errors.closed` }, stale: true };
    case 'promotion.mode':
      return { field: null, failure: { key: `${NS}:errors.mode` }, stale: true };
    default:
      return { field: null, failure: { key: `kernel:${apiError.messageKey}` } };
  }
}

/** A remark typed in Zawgyi is shown and sent in Unicode, so the platform's staff can read it. */
const BURMESE: FormOptions<'remark'> = { burmese: ['remark'] };

/** Remark (1–140 characters) and up to three pictures; what was typed and chosen stays when it is refused. */
export function ApplyForm({
  promotionId,
  onSent,
  onStale,
  onCancel,
}: {
  promotionId: number;
  onSent(): void;
  onStale(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const fields = useFormFields(applyRules, undefined, BURMESE);
  const [images, setImages] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<RuleFailure | null>(null);
  const [formError, setFormError] = useState<RuleFailure | null>(null);
  const sending = useRef(false);
  const send = useMutation({ mutationFn: (payload: ApplyPayload) => applyToPromotion(payload) });
  const length = [...fields.values.remark.trim()].length;
  const remarkError = fields.errors.remark;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened: the keyboard and a screen reader start at the form's heading (once its texts have loaded).
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setFormError(null);
    fields.checkAll((failed, values) => {
      if (!failed) sendChecked(values.remark);
    });
  };

  const sendChecked = (remark: string) => {
    if (sending.current) return;
    sending.current = true;
    send.mutate(
      { id: promotionId, remark, images },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (toApiError(error).code === 'trial.only.real') {
            bus.emit('auth:required', { reason: 'real-account' });
            return;
          }
          const { field, failure, stale } = placeRefusal(error);
          if (field === 'images') setImagesError(failure);
          else if (field) fields.setError(field, failure);
          else setFormError(failure);
          if (stale) onStale();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form className="mem-promo__form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 ref={heading} className="mem-promo__form-title" id={`${id}-title`} tabIndex={-1}>
        {t('form.title')}
      </h2>
      <div className="mem-promo__field">
        <label className="mem-promo__label" htmlFor={`${id}-remark`}>
          {t('form.remark')}
          <span className="mem-promo__required" aria-hidden>
            *
          </span>
        </label>
        <textarea
          id={`${id}-remark`}
          name="remark"
          className="mem-promo__textarea"
          rows={3}
          value={fields.values.remark}
          placeholder={t('form.remarkPlaceholder', { max: APPLY_LIMITS.remarkMax })}
          aria-required
          aria-invalid={remarkError ? true : undefined}
          aria-describedby={`${id}-count ${id}-error`}
          onChange={(event) => fields.change('remark', event.target.value)}
          onBlur={() => fields.blur('remark')}
        />
        <p className="mem-promo__count" id={`${id}-count`} data-over={length > APPLY_LIMITS.remarkMax || undefined}>
          {t('form.count', { count: length, max: APPLY_LIMITS.remarkMax })}
        </p>
        <p className="mem-promo__error" id={`${id}-error`} role={remarkError ? 'alert' : undefined}>
          {remarkError ? t(remarkError.key, remarkError.params) : ''}
        </p>
      </div>
      <ImagePicker
        label={t('form.images', { max: APPLY_LIMITS.maxImages })}
        max={APPLY_LIMITS.maxImages}
        files={images}
        onChange={(next) => {
          setImages(next);
          setImagesError(null);
        }}
        error={imagesError}
      />
      {formError ? (
        <p className="mem-promo__alert" role="alert">
          {t(formError.key, formError.params)}
        </p>
      ) : null}
      <div className="mem-promo__actions">
        <button type="button" className="mc-btn" onClick={onCancel} disabled={send.isPending}>
          {t('form.cancel')}
        </button>
        <button type="submit" className="mc-btn mc-btn--primary" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.send')}
        </button>
      </div>
    </form>
  );
}
