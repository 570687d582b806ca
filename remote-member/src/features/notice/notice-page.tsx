import { AnnouncementList } from '../../entities/notice';

/** /m/notice: the announcements list. The host draws the header (title, back to home). */
export default function NoticePage() {
  return <AnnouncementList />;
}
