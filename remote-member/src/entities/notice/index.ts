// Notices as the member remote lists them: the announcements (the notice page, the message centre's tab) and
// the system notices (the message centre) are the same collapsible items. The list's style sheet (mem-notice…)
// comes with it: both lists use its classes.
import './notice.css';

export { AnnouncementList } from './announcement-list';
export { NoticeItem, type NoticeEntry } from './notice-item';
export { NoticeSkeleton } from './notice-skeleton';
export { useNoticesReady } from './notice-text';
export { toggleOpen } from './open-items';
