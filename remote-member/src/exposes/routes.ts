import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';
import '../i18n/register/namespace';
import '../i18n/access/namespace';
import '../i18n/notice/namespace';
import '../i18n/inbox/namespace';
import '../i18n/message/namespace';
import '../i18n/security/namespace';
import '../i18n/feedback/namespace';
import '../i18n/help/namespace';
import '../i18n/service/namespace';
import '../i18n/agreement/namespace';
import '../i18n/records/namespace';
import '../i18n/rebate/namespace';
import '../i18n/pnl/namespace';
import '../i18n/promotions/namespace';

// Header and bottom-menu visibility: see docs/product.md, Site modes and layout; both pages draw their own top bar.
// The back arrow goes back in history (home when the page opened the visit); `backTo` only where it always goes home.
const routes: RemoteRoute[] = [
  {
    path: '/m/login',
    guard: 'none',
    titleKey: 'member:login.title',
    header: 'none',
    bottomMenu: false,
    backTo: '/m/home',
    load: () => import('../features/login/login-page'),
  },
  {
    path: '/m/mine',
    aliases: ['/m/member/home'],
    // Guests see a welcome block instead of being sent away, so no guard.
    guard: 'none',
    titleKey: 'member:mine.title',
    header: 'none',
    bottomMenu: true,
    backTo: '/m/home',
    load: () => import('../features/mine/mine-page'),
  },
  {
    path: '/m/register',
    aliases: ['/register.html', '/m/register.html'],
    guard: 'none',
    titleKey: 'member-register:title',
    header: 'none',
    bottomMenu: false,
    backTo: '/m/home',
    load: () => import('../features/register/register-page'),
  },
  {
    path: '/m/forget',
    guard: 'none',
    titleKey: 'member-access:forget.title',
    header: 'none',
    bottomMenu: false,
    backTo: '/m/home',
    load: () => import('../features/forget-password/forget-password-page'),
  },
  {
    path: '/m/changePsw',
    // The page itself sends a visitor without a session home, not to login.
    guard: 'none',
    titleKey: 'member-access:changePassword.title',
    header: 'none',
    bottomMenu: false,
    load: () => import('../features/change-password/change-password-page'),
  },
  {
    path: '/m/set',
    guard: 'none',
    titleKey: 'member-access:settings.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/settings/settings-page'),
  },
  {
    path: '/m/notice',
    // Announcements are public: titled header whose back arrow goes home, no bottom menu.
    guard: 'none',
    titleKey: 'member-notice:title',
    header: 'default',
    bottomMenu: false,
    backTo: '/m/home',
    load: () => import('../features/notice/notice-page'),
  },
  {
    path: '/m/webEmail',
    guard: 'member',
    titleKey: 'member-inbox:title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/inbox/inbox-page'),
  },
  {
    path: '/m/message',
    guard: 'member',
    titleKey: 'member-message:title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/message/message-page'),
  },
  {
    path: '/m/securityCenter',
    // Reached from the member centre and the agent home alike, so the back arrow goes back, not to one of them.
    guard: 'real-account',
    titleKey: 'member-security:title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/security-centre/security-centre-page'),
  },
  {
    path: '/m/feedback',
    guard: 'member',
    titleKey: 'member-feedback:title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/feedback/feedback-page'),
  },
  {
    path: '/m/help',
    // Help is public: guests read it too.
    guard: 'none',
    titleKey: 'member-help:title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/help/help-page'),
  },
  {
    path: '/m/helpDetail',
    guard: 'none',
    titleKey: 'member-help:detailTitle',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/help/help-detail-page'),
  },
  {
    path: '/m/service',
    // Guests too: someone who cannot log in needs customer service most.
    guard: 'none',
    titleKey: 'member-service:title',
    header: 'default',
    bottomMenu: false,
    load: () => import('../features/service/service-page'),
  },
  {
    path: '/m/useragreement',
    // Guests read it before registering; back goes where they came from (the registration form).
    guard: 'none',
    titleKey: 'member-agreement:title',
    header: 'default',
    bottomMenu: false,
    load: () => import('../features/agreement/agreement-page'),
  },
  {
    path: '/m/securityCenter/email',
    guard: 'real-account',
    titleKey: 'member-security:email.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/security-centre/email-page'),
  },
  {
    path: '/m/securityCenter/mobile',
    guard: 'real-account',
    titleKey: 'member-security:mobile.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/security-centre/mobile-page'),
  },
  {
    path: '/m/securityCenter/payeeName',
    guard: 'real-account',
    titleKey: 'member-security:payee.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/security-centre/payee-name-page'),
  },
  {
    path: '/m/securityCenter/questions',
    guard: 'real-account',
    titleKey: 'member-security:questions.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/security-centre/questions-page'),
  },
  {
    path: '/m/securityCenter/profile',
    guard: 'real-account',
    titleKey: 'member-security:profile.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/security-centre/profile-page'),
  },
  // The member's records (account record; betting record with order detail and pick cancel).
  {
    path: '/m/transaction/record',
    guard: 'member',
    titleKey: 'member-records:account.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/account-record/account-record-page'),
  },
  {
    path: '/m/gameRecord',
    guard: 'member',
    titleKey: 'member-records:betting.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/betting-record/betting-record-page'),
  },
  // Manual rebate, rebate report, VIP benefits, mission leaderboard (real accounts: they move or show money).
  {
    path: '/m/member/manualRebate',
    guard: 'real-account',
    titleKey: 'member-rebate:manual.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/rebate/manual-rebate-page'),
  },
  {
    path: '/m/member/rebateReport',
    // Reached from the member centre and from the manual rebate, so back goes back.
    guard: 'real-account',
    titleKey: 'member-rebate:report.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/rebate/rebate-report-page'),
  },
  {
    path: '/m/member/benefits',
    guard: 'real-account',
    titleKey: 'member-rebate:vip.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/vip/vip-benefits-page'),
  },
  {
    path: '/m/leaderBoard',
    guard: 'real-account',
    titleKey: 'member-rebate:leaderboard.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/leaderboard/leaderboard-page'),
  },
  {
    path: '/m/profitandloss',
    guard: 'member',
    titleKey: 'member-pnl:title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/profit-loss/profit-loss-page'),
  },
  {
    path: '/m/activity',
    // Guests browse promotions too; the bottom menu's Promotions entry opens this page.
    guard: 'none',
    titleKey: 'member-promotions:title',
    header: 'default',
    bottomMenu: false,
    load: () => import('../features/promotions/promotions-page'),
  },
  {
    path: '/m/activityInfo',
    guard: 'none',
    titleKey: 'member-promotions:detailTitle',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/promotions/promotion-detail-page'),
  },
  {
    path: '/m/rewardCenter',
    // Rewards are money: a trial session gets the real-account notice.
    guard: 'real-account',
    titleKey: 'member-promotions:rewards.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/reward-centre/reward-centre-page'),
  },
];

export default routes;
