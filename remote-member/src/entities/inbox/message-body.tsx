import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, SafeHtml, Spinner, toApiError } from '@mc/shared-kernel';
import { useMessage } from './use-inbox';

/** An opened message: its sanitised HTML; once it has been shown, `onShown` (marks it read). */
export function MessageBody({ id, onShown }: { id: number; onShown: () => void }) {
  const { t } = useTranslation('member-inbox');
  const message = useMessage(id);
  const shown = message.data !== undefined;
  const reported = useRef(false);
  useEffect(() => {
    if (!shown || reported.current) return;
    reported.current = true;
    onShown();
  }, [shown, onShown]);

  if (message.isError) {
    if (toApiError(message.error).code === 'inbox.not.found')
      return (
        <p role="alert" className="mem-inbox__gone">
          {t('gone')}
        </p>
      );
    return <ErrorState error={message.error} onRetry={() => void message.refetch()} compact />;
  }
  if (!message.data) return <Spinner />;
  return <SafeHtml html={message.data.content ?? ''} className="mem-inbox__content" />;
}
