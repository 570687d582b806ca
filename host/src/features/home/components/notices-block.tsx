import { ErrorState, Skeleton } from '@mc/shared-kernel';
import type { HomeAnnouncementsState } from '../api/get-home-announcements';
import { NoticeMarquee } from './notice-marquee';

/** The marquee's place on the page: one line high while loading, its own retry if the call failed. */
export function NoticesBlock({ announcements }: { announcements: HomeAnnouncementsState }) {
  const { data, error, retry } = announcements;
  if (data) return <NoticeMarquee notices={data.player} />;
  if (error) return <ErrorState error={error} onRetry={retry} compact />;
  return (
    <div className="host-home-marquee" data-testid="notice-skeleton">
      <Skeleton height={16} radius={6} />
    </div>
  );
}
