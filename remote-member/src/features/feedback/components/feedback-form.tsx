import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError, toast, useFormFields, useSession, type FormOptions, type RuleFailure } from '@mc/shared-kernel';
import { ImagePicker } from '@mc/shared-kernel/upload';
import { FEEDBACK_KEY, sendFeedback, useFeedbackTypes, type FeedbackPayload } from '../api/feedback-api';
import { clearFeedbackDraft, readFeedbackDraft, writeFeedbackDraft } from '../feedback-draft';
import { CONTENT_LIMITS, feedbackRules, NS } from '../feedback-rules';
import { FeedbackContentField } from './feedback-content-field';
import { FeedbackTypeField } from './feedback-type-field';

export const MAX_IMAGES = 3;
/** Feedback typed in Zawgyi is shown and sent in Unicode, so the platform's staff can read it. */
const BURMESE: FormOptions<'type' | 'content'> = { burmese: ['content'] };

/** The platform's refusal, under the field it is about; anything else above the button. */
function placeRefusal(error: unknown): { field: 'type' | 'content' | 'images' | null; failure: RuleFailure } {
  const apiError = toApiError(error);
  const value = (apiError.value ?? {}) as { reason?: string; index?: number };
  switch (apiError.code) {
    case 'feedback.type':
      return { field: 'type', failure: { key: `${NS}:errors.typeRequired` } };
    case 'feedback.content':
      return {
        field: 'content',
        failure:
          value.reason === 'characters'
            ? { key: `${NS}:errors.invisible` }
            : value.reason === 'length'
              ? { key: `${NS}:errors.contentLength`, params: CONTENT_LIMITS }
              : { key: `${NS}:errors.contentRequired` },
      };
    case 'feedback.images':
      return { field: 'images', failure: { key: `${NS}:errors.tooManyImages`, params: { max: MAX_IMAGES } } };
    case 'upload.invalid':
      return {
        field: 'images',
        failure: { key: `${NS}:errors.imageRefused`, params: { index: (value.index ?? 0) + 1 } },
      };
    default:
      return { field: null, failure: { key: `kernel:${apiError.messageKey}` } };
  }
}

/** Type, text and up to three pictures; after sending, the list below shows it (onSent). */
export function FeedbackForm({ onSent }: { onSent(): void }) {
  const { t, i18n } = useTranslation(NS);
  const user = useSession((s) => s.info?.userName ?? '');
  const types = useFeedbackTypes(i18n.language);
  const fields = useFormFields(feedbackRules, undefined, BURMESE);
  const [images, setImages] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<RuleFailure | null>(null);
  const [formError, setFormError] = useState<RuleFailure | null>(null);
  const client = useQueryClient();
  const sending = useRef(false);
  const send = useMutation({ mutationFn: (payload: FeedbackPayload) => sendFeedback(payload) });

  // What was typed before a reload or a visit elsewhere comes back.
  const restored = useRef(false);
  const { change } = fields;
  useEffect(() => {
    if (restored.current || !user) return;
    restored.current = true;
    const draft = readFeedbackDraft(user);
    if (draft.type) change('type', draft.type);
    if (draft.content) change('content', draft.content);
  }, [user, change]);
  useEffect(() => {
    if (restored.current && user)
      writeFeedbackDraft(user, { type: fields.values.type, content: fields.values.content });
  }, [user, fields.values.type, fields.values.content]);

  // A type the platform no longer offers (a draft from before) is not kept silently.
  const typeKnown =
    fields.values.type === '' ||
    types.data === undefined ||
    types.data.some((type) => type.code === fields.values.type);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setFormError(null);
    fields.checkAll((failed, values) => {
      if (!typeKnown) fields.setError('type', { key: `${NS}:errors.typeRequired` });
      if (!failed && typeKnown) sendChecked(values.type, values.content);
    });
  };

  const sendChecked = (type: string, content: string) => {
    if (sending.current) return;
    sending.current = true;
    send.mutate(
      { type, content, images },
      {
        onSuccess: () => {
          clearFeedbackDraft();
          change('type', '');
          change('content', '');
          setImages([]);
          setImagesError(null);
          toast.success(t('sent'));
          void client.invalidateQueries({ queryKey: FEEDBACK_KEY });
          onSent();
        },
        onError: (error) => {
          // Everything typed and chosen stays; the message goes where it belongs.
          const { field, failure } = placeRefusal(error);
          if (field === 'images') setImagesError(failure);
          else if (field) fields.setError(field, failure);
          else setFormError(failure);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form className="mem-feedback__form" onSubmit={onSubmit} noValidate aria-labelledby="mem-feedback-form-title">
      <h2 className="mem-feedback__title" id="mem-feedback-form-title">
        {t('formTitle')}
      </h2>
      <FeedbackTypeField
        types={types.data}
        loadError={types.isError ? types.error : null}
        onRetry={() => void types.refetch()}
        value={fields.values.type}
        error={fields.errors.type}
        onChange={(value) => fields.change('type', value)}
        onBlur={() => fields.blur('type')}
      />
      <FeedbackContentField
        value={fields.values.content}
        error={fields.errors.content}
        onChange={(value) => fields.change('content', value)}
        onBlur={() => fields.blur('content')}
      />
      <ImagePicker
        label={t('images')}
        max={MAX_IMAGES}
        files={images}
        onChange={(next) => {
          setImages(next);
          setImagesError(null);
        }}
        error={imagesError}
      />
      {formError ? (
        <p className="mem-feedback__alert" role="alert">
          {t(formError.key, formError.params)}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={send.isPending}
        aria-busy={send.isPending}
      >
        {send.isPending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
