// How a link in HTML the platform sent opens inside the app.
export { inAppPath } from './in-app-path';
export { useFollowInAppLink } from './follow-in-app-link';
