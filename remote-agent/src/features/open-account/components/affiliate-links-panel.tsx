import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, EmptyState, ErrorState, Skeleton, toast, useFormFields, type RuleFailure } from '@mc/shared-kernel';
import type { RateQuota } from '../api/get-register-quota';
import { useAffiliateLinks, type AffiliateLink } from '../api/get-affiliate-links';
import { useCreateAffiliateLink } from '../api/create-affiliate-link';
import { useDeleteAffiliateLink } from '../api/delete-affiliate-link';
import type { MemberKind } from '../api/open-account';
import { defaultRates, rateFieldRules, wireRates } from '../form-rules';
import { refusalOf } from '../server-errors';
import type { RateField } from '../rates';
import { AffiliateLinkCard } from './affiliate-link-card';
import { MemberTypeChoice } from './member-type-choice';
import { RateFields } from './rate-fields';

/** A new link: who registers through it becomes this type, with these rates (within the agent's quota). */
function NewLinkForm({ quota }: { quota: RateQuota[] }) {
  const { t } = useTranslation('agent');
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRules = useMemo(() => rateFieldRules(quota), [quota]);
  const initial = useMemo(() => defaultRates(quota), [quota]);
  const fields = useFormFields<RateField>(fieldRules, initial);
  const [kind, setKind] = useState<MemberKind>('MEMBER');
  const [alert, setAlert] = useState<RuleFailure | null>(null);
  const create = useCreateAffiliateLink();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setAlert(null);
    const invalid = fields.validateAll();
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    create.mutate(
      { memberType: kind, rebates: wireRates(quota, fields.values) },
      {
        onSuccess: () => toast.success(t('links.created')),
        onError: (error) => {
          const refusal = refusalOf(error);
          if (refusal.field && refusal.field.startsWith('rate_'))
            fields.setError(refusal.field as RateField, refusal.message);
          else setAlert(refusal.message);
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      className="agt-open__form agt-open__new-link"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="agt-open-new-link"
    >
      <h2 className="agt-open__section-title" id="agt-open-new-link">
        {t('links.newTitle')}
      </h2>
      <MemberTypeChoice value={kind} onChange={setKind} />
      <RateFields quota={quota} fields={fields} legend={t('openAccount.rate.legend')} />
      {alert ? (
        <p className="agt-open__alert" role="alert">
          {t(alert.key, alert.params)}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={create.isPending}
        aria-busy={create.isPending}
      >
        {t('links.create')}
      </button>
    </form>
  );
}

/** The agent's links, newest first: loading, empty, error with Retry; delete asks first. */
function LinkList() {
  const { t } = useTranslation('agent');
  const links = useAffiliateLinks();
  const remove = useDeleteAffiliateLink();
  const [pending, setPending] = useState<AffiliateLink | null>(null);

  const confirmDelete = () => {
    const link = pending;
    setPending(null);
    if (!link) return;
    remove.mutate(link.id, {
      onSuccess: () => toast.success(t('links.deleted')),
      onError: (error) => {
        const { message } = refusalOf(error);
        toast.error(t(message.key, message.params));
      },
    });
  };

  let body;
  if (links.isPending) {
    body = (
      <div className="agt-open__links-loading" role="status" aria-label={t('links.loading')}>
        <Skeleton height={120} radius={8} />
        <Skeleton height={120} radius={8} />
      </div>
    );
  } else if (links.isError) {
    body = <ErrorState error={links.error} onRetry={() => void links.refetch()} compact />;
  } else if (links.data.length === 0) {
    body = <EmptyState compact>{t('links.empty')}</EmptyState>;
  } else {
    body = (
      <ul className="agt-open__links" aria-label={t('links.listLabel')}>
        {links.data.map((link) => (
          <AffiliateLinkCard
            key={link.id}
            link={link}
            onDelete={setPending}
            deleting={remove.isPending && remove.variables === link.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="agt-open__links-section" aria-labelledby="agt-open-links-title">
      <h2 className="agt-open__section-title" id="agt-open-links-title">
        {t('links.title')}
      </h2>
      {body}
      <Dialog
        open={pending !== null}
        title={t('links.deleteTitle')}
        onClose={() => setPending(null)}
        onConfirm={confirmDelete}
        confirmLabel={t('links.delete')}
      >
        {pending ? t('links.deleteConfirm', { code: pending.code }) : null}
      </Dialog>
    </section>
  );
}

export function AffiliateLinksPanel({ quota }: { quota: RateQuota[] }) {
  return (
    <>
      <LinkList />
      <NewLinkForm quota={quota} />
    </>
  );
}
