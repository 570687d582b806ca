import { DAY_MS } from '../../core/dates';
import type { CoreState } from '../../core/state';
import { HOSTILE_CONTENT } from '../../data/announcements';

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'H' | 'PR' | 'A';
export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'H', 'PR', 'A'];

export interface Announcement {
  id: number;
  type: AnnouncementType;
  title: string;
  content: string;
  imageUrl?: string;
  link?: string;
  /** Banner group (m_home, m_reg); other types ignore it. */
  groupName?: string;
  createdAt: number;
}

/** The announcements feature's part of the state. */
export interface AnnouncementsState {
  announcements: Announcement[];
}

/** The state the announcements feature's handlers use. */
export type State = CoreState & AnnouncementsState;

type Draft = Omit<Announcement, 'id' | 'createdAt'> & { daysAgo: number };

const DRAFTS: readonly Draft[] = [
  // Banners (home carousel); link is an in-app route or an external https URL.
  {
    type: 'B',
    groupName: 'm_home',
    title: 'Slots Festival',
    content: '<p>Spin the newest slots.</p>',
    imageUrl: '/wps/assets/banner/1.svg',
    link: '/m/gameList?gameType=RNG',
    daysAgo: 1,
  },
  {
    type: 'B',
    groupName: 'm_home',
    title: 'Live Casino Week',
    content: '<p>Live tables 24/7.</p>',
    imageUrl: '/wps/assets/banner/2.svg',
    link: '/m/gameList?gameType=LIVE&vassalage=EVO',
    daysAgo: 3,
  },
  {
    type: 'B',
    groupName: 'm_home',
    title: 'First Deposit Bonus 100%',
    content: '<p>Double your first deposit.</p>',
    imageUrl: '/wps/assets/banner/3.svg',
    link: '/m/activity',
    daysAgo: 5,
  },
  {
    type: 'B',
    groupName: 'm_home',
    title: 'Download Our App',
    content: '<p>Faster on the app.</p>',
    imageUrl: '/wps/assets/banner/4.svg',
    link: 'https://example.com/app',
    daysAgo: 9,
  },
  {
    type: 'B',
    groupName: 'm_reg',
    title: 'Join Today',
    content: '<p>Register and get a welcome bonus.</p>',
    imageUrl: '/wps/assets/banner/5.svg',
    link: '/m/register',
    daysAgo: 12,
  },
  // Player notices (marquee, notice list).
  {
    type: 'PL',
    title: 'Scheduled maintenance on Sunday',
    content:
      '<p>Services pause on <b>Sunday 02:00–04:00</b> (MMT) for upgrades.</p><p>Thank you for your patience.</p>',
    daysAgo: 0,
  },
  {
    type: 'PL',
    title: 'New payment channel: WavePay',
    content: '<p>Deposit instantly with <b>WavePay</b>. See the <a href="/m/voucherCenter">deposit page</a>.</p>',
    daysAgo: 2,
  },
  { type: 'PL', title: 'Security reminder', content: HOSTILE_CONTENT, daysAgo: 4 },
  {
    type: 'PL',
    title: 'Weekend slots tournament',
    content:
      '<p>Top 20 players share <b>K 5,000,000</b>.</p><p><img src="/wps/assets/banner/1.svg" alt="Slots tournament" width="300"></p>',
    daysAgo: 6,
  },
  {
    type: 'PL',
    title: 'Responsible gaming',
    content:
      '<p>Play responsibly. Set limits in the <a href="https://example.com/responsible-gaming" target="_blank">help centre</a>.</p>',
    daysAgo: 20,
  },
  // Popup ("latest news").
  {
    type: 'PU',
    title: 'Welcome bonus',
    content:
      '<p>New members get a <b>100% welcome bonus</b> up to K 100,000.</p><p><img src="/wps/assets/banner/3.svg" alt="Welcome bonus" width="300"></p>',
    daysAgo: 1,
  },
  { type: 'PU', title: 'Claim your reward', content: HOSTILE_CONTENT, daysAgo: 3 },
  // Hot.
  {
    type: 'H',
    title: 'Fortune Tiger is trending',
    content: '<p>The most played slot this week.</p>',
    link: '/m/gameList?gameType=RNG&vassalage=PG',
    daysAgo: 2,
  },
  {
    type: 'H',
    title: 'Champions League nights',
    content: '<p>Boosted odds on every match.</p>',
    link: '/m/gameList?gameType=SPORTS',
    daysAgo: 4,
  },
  // Promotions.
  {
    type: 'PR',
    title: 'Daily rebate 1.2%',
    content: '<p>Unlimited daily rebate on slots.</p>',
    imageUrl: '/wps/assets/banner/6.svg',
    link: '/m/activity',
    daysAgo: 7,
  },
  {
    type: 'PR',
    title: 'Invite friends',
    content: '<p>Earn K 5,000 for every friend who deposits.</p>',
    imageUrl: '/wps/assets/banner/7.svg',
    link: '/m/activity',
    daysAgo: 14,
  },
  // Agent announcements (types=A).
  {
    type: 'A',
    title: 'Agent commission schedule',
    content: '<p>Commission is paid every <b>Monday</b>.</p>',
    daysAgo: 1,
  },
  {
    type: 'A',
    title: 'New rebate tiers for agents',
    content: '<p>Higher rebates from 20 active members.</p>',
    daysAgo: 8,
  },
  { type: 'A', title: 'Agent account security check', content: HOSTILE_CONTENT, daysAgo: 0 },
  {
    type: 'A',
    title: 'Monthly team report is ready',
    content: '<p>Open the <a href="/m/agent/team/overview">team overview</a> and choose <b>This month</b>.</p>',
    daysAgo: 3,
  },
];

function seedAnnouncements(now: number): Announcement[] {
  return DRAFTS.map(({ daysAgo, ...draft }, index) => ({
    ...draft,
    id: index + 1,
    createdAt: now - daysAgo * DAY_MS - index * 60_000,
  }));
}

/** The seeded announcements; new ones (POST /__sim/announcements) are numbered after them. */
export function seedAnnouncementsState(ids: CoreState['nextIds'], now: number): AnnouncementsState {
  const announcements = seedAnnouncements(now);
  ids.announcement = announcements.length + 1;
  return { announcements };
}
