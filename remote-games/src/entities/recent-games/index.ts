// A member's recently played games: the paged recent list and its cache keys (a launch refreshes them).
export { recentKeys, useRecentList, type RecentParams } from './recent-list';
