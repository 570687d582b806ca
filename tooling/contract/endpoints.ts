// The platform contract: every endpoint the client calls, the request it sends (built as the client builds it),
// whose session it needs, and the client's OWN schemas for the answer, imported from where the client defines
// them. contract.test.ts fails when production code calls a path that is not here (or this list names one
// nobody calls). docs/platform-contract.md, "Adding an endpoint".
//
// The entries run in this order: reads first, then what changes the demo member a little (a favourite added and
// removed, messages read), money, the member this run registers (every write that a seeded account would refuse
// or keep for good goes to it; the password resets close that part), the agent, and the member's logout last.
import * as v from 'valibot';
// shared-kernel
import { CaptchaImage, FreePlayResult, LoginResult, PlatformKey } from '../../shared-kernel/src/api/calls/session';
import { Settings, Switches } from '../../shared-kernel/src/api/calls/system';
import { Balance, MemberInfo, UnreadCount } from '../../shared-kernel/src/api/calls/member';
import { CustomerService } from '../../shared-kernel/src/api/calls/customer-service';
import { IdToken, STAND_IN_SUBJECTS } from '../../shared-kernel/src/identity/identity-provider';
import { SocialLoginResult } from '../../shared-kernel/src/identity/social-login';
import { Outcome } from '../../shared-kernel/src/money/idempotency';
// host
import { MerchantWallet } from '../../host/src/features/home/api/get-merchant-wallet';
import { HOME_ANNOUNCEMENTS_QUERY, HomeAnnouncements } from '../../host/src/features/home/api/get-home-announcements';
import { DownloadLinks } from '../../host/src/entities/download-offer/api/get-download-links';
// remote-member
import {
  ACCOUNT_RECORD_PAGE_SIZE,
  Page as AccountRecordPage,
} from '../../remote-member/src/features/account-record/account-record-api';
import { Agreement } from '../../remote-member/src/entities/agreement/get-agreement';
import {
  CancelResult,
  ORDERS_PAGE_SIZE,
  OrderDetail,
  Page as OrdersPage,
  Vendors as OrderVendors,
} from '../../remote-member/src/features/betting-record/orders-api';
import {
  FeedbackSent,
  Page as FeedbackPage,
  Types as FeedbackTypes,
} from '../../remote-member/src/features/feedback/api/feedback-api';
import { SmsSent as ResetSmsSent } from '../../remote-member/src/features/forget-password/api/send-reset-sms-code';
import { HeadIcon } from '../../remote-member/src/entities/head-icon/use-head-icon';
import { HeadIconUploaded } from '../../remote-member/src/entities/head-icon/head-icon-api';
import { Help } from '../../remote-member/src/features/help/api/get-help';
import {
  Message as InboxMessage,
  PAGE_SIZE as INBOX_PAGE_SIZE,
  Page as InboxPage,
  Unread as InboxUnread,
} from '../../remote-member/src/entities/inbox/api/inbox-api';
import { Leaderboard } from '../../remote-member/src/features/leaderboard/api/leaderboard-api';
import { SmsSent as LoginSmsSent } from '../../remote-member/src/features/login/api/send-login-sms';
import { Answer as NewsAnswer } from '../../remote-member/src/features/message/api/get-news';
import { NoticeList } from '../../remote-member/src/entities/notice/api/get-notices';
import { Report as PnlReport } from '../../remote-member/src/features/profit-loss/api/pnl-api';
import {
  Applied as PromotionApplied,
  Categories as PromotionCategories,
  Detail as PromotionDetail,
  Page as PromotionPage,
} from '../../remote-member/src/features/promotions/api/promotions-api';
import {
  ClaimResult as RebateClaimResult,
  ManualRebate,
  REPORT_PAGE_SIZE as REBATE_REPORT_PAGE_SIZE,
  ReportPage as RebateReportPage,
} from '../../remote-member/src/features/rebate/api/rebate-api';
import { AffiliateCheck } from '../../remote-member/src/features/register/api/check-affiliate';
import { Countries } from '../../remote-member/src/features/register/api/get-countries';
import { RegisterSettings } from '../../remote-member/src/features/register/api/get-register-settings';
import { Registered } from '../../remote-member/src/features/register/api/register-member';
import { SmsSent as RegisterSmsSent } from '../../remote-member/src/features/register/api/send-register-sms';
import { buildPayload } from '../../remote-member/src/features/register/registration-payload';
import { REGISTER_FIELDS, type RegisterValues } from '../../remote-member/src/features/register/registration-rules';
import {
  Available as RewardsAvailable,
  Claimed as RewardClaimed,
  Page as RewardHistoryPage,
} from '../../remote-member/src/features/reward-centre/api/rewards-api';
import { Sent as BindingCodeSent } from '../../remote-member/src/features/security-centre/api/bind-contact';
import { PayeeNameBound } from '../../remote-member/src/features/security-centre/api/bind-payee';
import { NicknameChanged } from '../../remote-member/src/features/security-centre/api/change-nickname';
import { Questions, QuestionsVerified } from '../../remote-member/src/features/security-centre/api/questions';
import {
  BankCards as SecurityBankCards,
  Overview as SecurityOverview,
  PaymentPassword as SecurityPaymentPassword,
} from '../../remote-member/src/features/security-centre/api/security-state';
import { EMAIL_BINDING, MOBILE_BINDING } from '../../remote-member/src/features/security-centre/binding-kinds';
import { Launch as ChatLaunch } from '../../remote-member/src/features/service/api/chat-launch';
import { Club } from '../../remote-member/src/features/vip/api/club-api';
// remote-games
import { FavouriteIds } from '../../remote-games/src/entities/favourites/api/favourite-ids';
import { FAVOURITES_PAGE_SIZE, FavouritesAnswer } from '../../remote-games/src/entities/favourites/api/favourites-list';
import { GAME_PAGE_SIZE, GameListAnswer } from '../../remote-games/src/entities/game/game-list-query';
import { HotGames } from '../../remote-games/src/entities/hot-games/hot-games-query';
import { VendorMapping } from '../../remote-games/src/entities/vendor-mapping/vendor-mapping';
import { HotMatches } from '../../remote-games/src/features/home-widgets/hot-matches/api/get-hot-matches';
import {
  Categories as GameCategories,
  VASSAL_TYPE_ID,
} from '../../remote-games/src/features/home-widgets/popular-games/api/get-categories';
import { RankList } from '../../remote-games/src/features/home-widgets/winner-board/api/get-rank-list';
import { WINNER_CATEGORY, WINNER_LIMIT } from '../../remote-games/src/features/home-widgets/winner-board/winner-rules';
import { Launched } from '../../remote-games/src/features/launch/api/launch-game';
import { LotteryList } from '../../remote-games/src/features/lottery/api/get-lottery-list';
import { RECENT_PAGE_SIZE, RecentAnswer } from '../../remote-games/src/entities/recent-games/recent-list';
// remote-agent
import { TeamKpi } from '../../remote-agent/src/features/agent-home/api/get-team-kpi';
import { Lobby as AgentNoticeLobby } from '../../remote-agent/src/features/agent-notices/api/get-agent-notices';
import { ReadAnswer as AgentNoticeRead } from '../../remote-agent/src/features/agent-notices/api/mark-notice-read';
import { Requests as ContractRequests } from '../../remote-agent/src/features/contract-prompts/api/get-contract-requests';
import { Contract, ContractValue } from '../../remote-agent/src/features/contracts/api/contract-schema';
import {
  PAGE_SIZE as DIVIDEND_PAGE_SIZE,
  Page as DividendPage,
} from '../../remote-agent/src/features/dividend/api/get-dividend-periods';
import { Exists as UsernameExists } from '../../remote-agent/src/features/open-account/api/check-username';
import {
  AffiliateLink,
  Links as AffiliateLinks,
} from '../../remote-agent/src/features/open-account/api/get-affiliate-links';
import { Quota as RegisterQuota } from '../../remote-agent/src/features/open-account/api/get-register-quota';
import { Opened as OpenedAccount } from '../../remote-agent/src/features/open-account/api/open-account';
import { Current as RainCurrent } from '../../remote-agent/src/features/red-rain/api/get-rain-current';
import { RainResult } from '../../remote-agent/src/features/red-rain/api/get-rain-result';
import { Caught as RainCaught } from '../../remote-agent/src/features/red-rain/api/post-rain-catch';
import { RebatesSchema } from '../../remote-agent/src/features/rebate-settings/api/get-rebates';
import {
  AGENT_MODULE,
  DOWNLINE_PAGE_SIZE,
  DownlinePage,
} from '../../remote-agent/src/features/team-management/api/get-downlines';
import { Info as AgentTransferable } from '../../remote-agent/src/features/team-management/api/get-transferable';
import { DownlineTransferResult } from '../../remote-agent/src/features/team-management/api/post-downline-transfer';
import { KpiA } from '../../remote-agent/src/features/team-overview/api/get-kpi-a';
import { KpiB } from '../../remote-agent/src/features/team-overview/api/get-kpi-b';
import { KpiC } from '../../remote-agent/src/features/team-overview/api/get-kpi-c';
import { Page as TeamOrdersPage } from '../../remote-agent/src/features/team-reports/api/get-team-orders';
import { Page as TeamPnlPage } from '../../remote-agent/src/features/team-reports/api/get-team-pnl';
import { Page as TeamRebatePage } from '../../remote-agent/src/features/team-reports/api/get-team-rebate';
import { TEAM_PAGE_SIZE } from '../../remote-agent/src/features/team-reports/api/team-query';
import { AgentAnnouncements } from '../../remote-agent/src/shell/agent-notice-unread';
// remote-cashier
import { BankCardSchema, BankCards as CashierBankCards } from '../../remote-cashier/src/entities/bank-card/bank-cards';
import { CentreWallet } from '../../remote-cashier/src/entities/centre-wallet/centre-wallet';
import { PasswordState } from '../../remote-cashier/src/entities/payment-password/payment-password-state';
import { WithdrawInfo } from '../../remote-cashier/src/entities/withdraw-info/withdraw-info';
import { WithdrawBanks } from '../../remote-cashier/src/features/bank-cards/api/withdraw-banks';
import {
  Channels,
  OrderSchema,
  Promotions as DepositPromotions,
} from '../../remote-cashier/src/features/deposit/api/deposit-api';
import {
  Done as PaymentPasswordDone,
  SmsSent as PaymentSmsSent,
} from '../../remote-cashier/src/features/payment-password/api/payment-password';
import { DepositReport } from '../../remote-cashier/src/features/transaction-report/api/get-deposit-report';
import { WithdrawReport } from '../../remote-cashier/src/features/transaction-report/api/get-withdraw-report';
import { REPORT_PAGE_SIZE as CASHIER_REPORT_PAGE_SIZE } from '../../remote-cashier/src/features/transaction-report/api/report-page';
import { VendorBalance } from '../../remote-cashier/src/features/wallet/api/get-vendor-balance';
import { VendorWallets } from '../../remote-cashier/src/features/wallet/api/get-vendor-wallets';
import { RecycleResult } from '../../remote-cashier/src/features/wallet/api/post-recycle';
import { TransferResult } from '../../remote-cashier/src/features/wallet/api/post-transfer';
import { UplineResult } from '../../remote-cashier/src/features/wallet/api/post-upline-transfer';
import { AutoTransfer } from '../../remote-cashier/src/features/wallet/api/put-auto-transfer';
import { CENTRE, FUNDS_MODULE } from '../../remote-cashier/src/features/wallet/api/wallet-keys';
import { WithdrawalResult } from '../../remote-cashier/src/features/withdraw/api/place-withdrawal';
import type { ContractContext, Endpoint } from './types';

/** The answer of a call the client sends with `schema: v.unknown()`: it reads only that the call succeeded. */
const ANY_VALUE = v.unknown();

/** `GET /wps/inbox/:id`, with the label when one path is called with different requests. */
export const endpointName = (e: Pick<Endpoint, 'method' | 'path' | 'label'>): string =>
  `${e.method} ${e.path}${e.label ? ` [${e.label}]` : ''}`;

// ---- digging in answers a request needs (they are unchecked here: their own entries check them) ----

type Row = Record<string, unknown>;
const rows = (value: unknown, key: string): Row[] => {
  const list = (value as Row | null)?.[key];
  return Array.isArray(list) ? (list as Row[]) : [];
};
function first(ctx: ContractContext, list: Row[], what: string, keep: (row: Row) => boolean = () => true): Row {
  const found = list.find(keep);
  return found ?? ctx.skip(`the platform has no ${what}`);
}
const text = (row: Row, key: string): string => String(row[key] ?? '');

/** A one-pixel PNG: a receipt or a head icon (the platform reads the type from the first bytes). */
const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The site's host name, as registration and the affiliate check send it. */
const SITE_HOST = 'localhost';

const range = (ctx: ContractContext, days = 30) => ({ startDate: ctx.day(days), endDate: ctx.day() });

/** A game of the list to launch, add as a favourite and record as recent. */
async function someGame(ctx: ContractContext): Promise<Row> {
  const cached = ctx.notes.get('game') as Row | undefined;
  if (cached) return cached;
  const list = await ctx.read('guest', '/wps/game/list', {
    query: {
      merchant: ctx.merchantCode,
      platform: 'html5',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: GAME_PAGE_SIZE,
      language: ctx.language,
      clientType: 2,
    },
  });
  const game = first(ctx, rows(list, 'games'), 'RNG game');
  ctx.notes.set('game', game);
  return game;
}

/** The member's payment password, or a skip when the platform's was not given (CONTRACT_MEMBER_PAYMENT_PASSWORD). */
const paymentPassword = (ctx: ContractContext, role: 'member' | 'agent'): string =>
  ctx.accounts[role].paymentPassword ?? ctx.skip(`needs the ${role}'s payment password`);

function freshAccount(ctx: ContractContext) {
  return ctx.fresh ?? ctx.skip('needs the member this run registers');
}

/** The newest pending SMS code of a number (the sim's outbox). */
async function smsCode(ctx: ContractContext, mobileNum: string, purpose: string): Promise<string> {
  const value = (await ctx.admin('reads the SMS code').get('/__sim/sms', { mobileNum, purpose })) as { code?: unknown };
  return typeof value?.code === 'string' ? value.code : ctx.skip(`the sim holds no ${purpose} code`);
}

/** A deposit order of the member's, made for an entry that needs one (money: it is a deposit). */
async function depositOrder(ctx: ContractContext): Promise<string> {
  const channels = await ctx.read('member', '/wps/deposit/channels');
  const bank = first(ctx, rows(channels, 'channels'), 'BANK deposit channel', (c) => c.kind === 'BANK');
  const account = first(ctx, rows(bank, 'banks'), 'receiving bank');
  const order = (await ctx.read('member', '/wps/deposit/orders', {
    method: 'POST',
    json: { channelId: text(bank, 'id'), amount: text(bank, 'min'), bankId: text(account, 'id') },
    idempotencyKey: ctx.key(),
  })) as Row;
  return text(order, 'orderNo');
}

const securityAnswers = [
  { questionId: 'firstSchool', answer: 'Green Hill' },
  { questionId: 'firstPet', answer: 'Tiger' },
];

// ---- the contract ----

export const ENDPOINTS: readonly Endpoint[] = [
  // System and site content (guests)
  {
    method: 'GET',
    path: '/wps/system/settings',
    session: 'guest',
    expects: { 'shared-kernel api/calls/system': Settings },
    after: (value, ctx) => {
      const code = (value as Row).merchantCode;
      if (typeof code === 'string' && code) ctx.merchantCode = code;
    },
  },
  {
    method: 'GET',
    path: '/wps/whitelabel/switches',
    session: 'guest',
    request: () => ({ module: 'COMM3' }),
    expects: { 'shared-kernel api/calls/system': Switches },
  },
  {
    method: 'GET',
    path: '/wps/system/customerService',
    session: 'guest',
    request: () => ({ module: 'COMM3' }),
    expects: { 'shared-kernel api/calls/customer-service': CustomerService },
  },
  {
    method: 'GET',
    path: '/wps/system/downloadLinks',
    session: 'guest',
    expects: { 'host download': DownloadLinks },
  },
  {
    method: 'GET',
    path: '/wps/system/helpCenter',
    session: 'guest',
    request: (ctx) => ({ module: 'COMM3', query: { lang: ctx.language, device: 'MOBILE' } }),
    expects: { 'remote-member help': Help },
  },
  {
    method: 'GET',
    path: '/wps/system/agreement',
    session: 'guest',
    request: (ctx) => ({ module: 'COMM3', query: { lang: ctx.language } }),
    expects: { 'remote-member agreement': Agreement },
  },
  {
    method: 'GET',
    path: '/wps/system/countries',
    session: 'guest',
    expects: { 'remote-member register': Countries },
  },
  {
    method: 'GET',
    path: '/wps/register/settings',
    session: 'guest',
    expects: { 'remote-member register': RegisterSettings },
  },
  {
    method: 'GET',
    path: '/wps/affiliate/check',
    session: 'guest',
    request: () => ({ module: 'AFFMAN3', query: { code: 'CONTRACT1', domain: SITE_HOST } }),
    expects: { 'remote-member register': AffiliateCheck },
  },
  {
    method: 'GET',
    path: '/wps/announcements',
    label: 'home',
    session: 'guest',
    request: (ctx) => ({ query: { ...HOME_ANNOUNCEMENTS_QUERY, merchantCode: ctx.merchantCode } }),
    expects: { 'host home': HomeAnnouncements },
  },
  {
    method: 'GET',
    path: '/wps/announcements',
    label: 'news',
    session: 'guest',
    request: (ctx) => ({ query: { types: 'PU', platform: 'M', merchantCode: ctx.merchantCode } }),
    expects: { 'remote-member message': NewsAnswer },
  },
  {
    method: 'GET',
    path: '/wps/announcements/lobby',
    label: 'notices',
    session: 'guest',
    request: (ctx) => ({ query: { platform: 'M', merchantCode: ctx.merchantCode } }),
    expects: { 'remote-member notice': NoticeList },
  },
  {
    method: 'GET',
    path: '/wps/captcha',
    session: 'guest',
    request: () => ({ module: 'CAPTCHA3' }),
    expects: { 'shared-kernel api/calls/session': CaptchaImage },
  },
  {
    method: 'GET',
    path: '/wps/session/key',
    session: 'guest',
    expects: { 'shared-kernel api/calls/session': PlatformKey },
  },
  {
    method: 'GET',
    path: '/wps/promotions/categories',
    session: 'guest',
    expects: { 'remote-member promotions': PromotionCategories },
  },
  {
    method: 'GET',
    path: '/wps/promotions',
    session: 'guest',
    request: () => ({ query: { category: 'ALL', pageNo: 1, pageSize: 20 } }),
    expects: { 'remote-member promotions': PromotionPage },
  },
  {
    method: 'GET',
    path: '/wps/promotions/:id',
    session: 'member',
    request: async (ctx) => {
      const page = await ctx.read('member', '/wps/promotions', { query: { category: 'ALL', pageNo: 1, pageSize: 20 } });
      return { params: { id: text(first(ctx, rows(page, 'list'), 'promotion'), 'id') } };
    },
    expects: { 'remote-member promotions': PromotionDetail },
  },

  // Games (guests)
  {
    method: 'GET',
    path: '/wps/game/types',
    session: 'guest',
    request: (ctx) => ({
      module: 'COMM3',
      query: { typeId: VASSAL_TYPE_ID, merchantCode: ctx.merchantCode, language: ctx.language },
    }),
    expects: { 'remote-games home-widgets/popular-games': GameCategories },
  },
  {
    method: 'GET',
    path: '/wps/game/vassalage',
    session: 'guest',
    request: (ctx) => ({ query: { gameType: 'RNG', merchantCode: ctx.merchantCode, language: ctx.language } }),
    expects: { 'remote-games vendor mapping': VendorMapping },
  },
  {
    method: 'GET',
    path: '/wps/game/list',
    session: 'guest',
    request: (ctx) => ({
      query: {
        merchant: ctx.merchantCode,
        platform: 'html5',
        gameName: '',
        gameType: 'RNG',
        pageNo: 1,
        pageSize: GAME_PAGE_SIZE,
        language: ctx.language,
        clientType: 2,
      },
    }),
    expects: { 'remote-games game-list': GameListAnswer },
  },
  {
    method: 'GET',
    path: '/wps/game/hot',
    session: 'guest',
    request: (ctx) => ({
      query: {
        isPlatform: 2,
        merchantCode: ctx.merchantCode,
        language: ctx.language,
        platform: 'html5',
        gameType: 'HOT',
      },
    }),
    expects: {
      'remote-games hot games': HotGames,
    },
  },
  {
    method: 'GET',
    path: '/wps/game/hotMatches',
    session: 'guest',
    expects: { 'remote-games home-widgets/hot-matches': HotMatches },
  },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    session: 'guest',
    request: (ctx) => ({ query: { gameCategory: WINNER_CATEGORY, language: ctx.language, limitNum: WINNER_LIMIT } }),
    expects: { 'remote-games home-widgets/winner-board': RankList },
  },
  {
    method: 'GET',
    path: '/wps/game/lottery/list',
    session: 'guest',
    request: () => ({ query: { prizeMode: 'Lott' } }),
    expects: { 'remote-games lottery': LotteryList },
  },

  // Session
  {
    method: 'POST',
    path: '/wps/session/login',
    session: 'guest',
    request: (ctx) => ({
      encrypted: {
        username: ctx.accounts.member.username,
        password: ctx.accounts.member.password,
        type: 'username',
        loginFrom: 'MEMBER',
      },
    }),
    expects: { 'shared-kernel api/calls/session': LoginResult },
  },
  {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    session: 'guest',
    request: () => ({ module: 'FREEPLAY3' }),
    expects: { 'shared-kernel api/calls/session': FreePlayResult },
  },
  {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    session: 'guest',
    request: (ctx) => ({
      module: 'VERIFICATION3',
      json: { mobileNum: ctx.accounts.member.mobileNum ?? '09000000000' },
    }),
    // The kernel's phone verification sends the same call with `schema: v.unknown()`.
    expects: { 'remote-member login': LoginSmsSent },
  },
  {
    method: 'POST',
    path: '/wps/identity/token',
    session: 'guest',
    simOnly: "the sim's stand-in identity provider; a deployment uses the provider's own",
    request: () => ({ json: { provider: 'FACEBOOK', subject: STAND_IN_SUBJECTS.FACEBOOK } }),
    expects: { 'shared-kernel identity/identity-provider': IdToken },
  },
  {
    method: 'POST',
    path: '/wps/session/login/social',
    session: 'guest',
    simOnly: "needs an ID token of the sim's stand-in identity provider",
    request: async (ctx) => {
      // The provider's switch is off in the sim's seed.
      await ctx.admin('turns the social login switch on').post('/__sim/switches', { FACEBOOKLOGIN3: true });
      const { idToken } = (await ctx.read('guest', '/wps/identity/token', {
        method: 'POST',
        json: { provider: 'FACEBOOK', subject: STAND_IN_SUBJECTS.FACEBOOK },
      })) as { idToken: string };
      return { json: { provider: 'FACEBOOK', idToken, loginFrom: 'MEMBER' } };
    },
    expects: { 'shared-kernel identity/social-login': SocialLoginResult },
  },

  // The member (reads)
  {
    method: 'GET',
    path: '/wps/member/info',
    session: 'member',
    expects: { 'shared-kernel api/calls/member': MemberInfo },
  },
  {
    method: 'GET',
    path: '/wps/wallet/balance',
    session: 'member',
    expects: { 'shared-kernel api/calls/member': Balance },
  },
  {
    method: 'GET',
    path: '/wps/inbox/unread',
    session: 'member',
    request: () => ({ module: 'INBOX3' }),
    expects: { 'shared-kernel api/calls/member': UnreadCount },
  },
  {
    method: 'GET',
    path: '/wps/wallet/merchant',
    session: 'member',
    expects: {
      'host home': MerchantWallet,
      'remote-cashier centre wallet': CentreWallet,
    },
  },
  {
    method: 'GET',
    path: '/wps/withdraw/info',
    session: 'member',
    expects: {
      'remote-cashier withdraw info': WithdrawInfo,
      'remote-agent team-management': AgentTransferable,
    },
  },
  {
    method: 'GET',
    path: '/wps/withdraw/banks',
    session: 'member',
    expects: { 'remote-cashier bank-cards': WithdrawBanks },
  },
  {
    method: 'GET',
    path: '/wps/security/bank-cards',
    session: 'member',
    expects: { 'remote-cashier bank-cards': CashierBankCards, 'remote-member security-centre': SecurityBankCards },
  },
  {
    method: 'GET',
    path: '/wps/security/payment-password',
    session: 'member',
    expects: {
      'remote-cashier payment-password': PasswordState,
      'remote-member security-centre': SecurityPaymentPassword,
    },
  },
  {
    method: 'GET',
    path: '/wps/security/overview',
    session: 'member',
    expects: { 'remote-member security-centre': SecurityOverview },
  },
  {
    method: 'GET',
    path: '/wps/security/questions',
    session: 'member',
    expects: { 'remote-member security-centre': Questions },
  },
  {
    method: 'GET',
    path: '/wps/wallet/vendors',
    session: 'member',
    request: () => ({ module: FUNDS_MODULE }),
    expects: { 'remote-cashier wallet': VendorWallets },
    after: (value, ctx) => ctx.notes.set('vendor', text(rows(value, 'vendors')[0] ?? {}, 'vendor')),
  },
  {
    method: 'GET',
    path: '/wps/wallet/vendors/:vendor/balance',
    session: 'member',
    request: (ctx) => ({
      module: FUNDS_MODULE,
      params: {
        vendor: (ctx.notes.get('vendor') as string | undefined) || ctx.skip('the platform listed no vendor wallet'),
      },
    }),
    expects: { 'remote-cashier wallet': VendorBalance },
  },
  { method: 'GET', path: '/wps/deposit/channels', session: 'member', expects: { 'remote-cashier deposit': Channels } },
  {
    method: 'GET',
    path: '/wps/deposit/promotions',
    session: 'member',
    expects: { 'remote-cashier deposit': DepositPromotions },
  },
  {
    method: 'GET',
    path: '/wps/transaction/deposit/report',
    session: 'member',
    request: (ctx) => ({ query: { ...range(ctx), pageNo: 1, pageSize: CASHIER_REPORT_PAGE_SIZE } }),
    expects: { 'remote-cashier transaction-report': DepositReport },
  },
  {
    method: 'GET',
    path: '/wps/transaction/withdraw/report',
    session: 'member',
    request: (ctx) => ({ query: { ...range(ctx), pageNo: 1, pageSize: CASHIER_REPORT_PAGE_SIZE } }),
    expects: { 'remote-cashier transaction-report': WithdrawReport },
  },
  {
    method: 'GET',
    path: '/wps/wallet/transaction/details',
    session: 'member',
    request: (ctx) => ({ query: { ...range(ctx), pageNo: 1, pageSize: ACCOUNT_RECORD_PAGE_SIZE } }),
    expects: { 'remote-member account-record': AccountRecordPage },
  },
  {
    method: 'GET',
    path: '/lgw/orders',
    session: 'member',
    request: (ctx) => ({ query: { ...range(ctx), pageNo: 1, pageSize: ORDERS_PAGE_SIZE } }),
    expects: { 'remote-member betting-record': OrdersPage },
  },
  {
    method: 'GET',
    path: '/lgw/orders/detail',
    session: 'member',
    request: async (ctx) => {
      const page = await ctx.read('member', '/lgw/orders', {
        query: { ...range(ctx), pageNo: 1, pageSize: ORDERS_PAGE_SIZE },
      });
      return { query: { orderNo: text(first(ctx, rows(page, 'list'), 'bet order in the last 30 days'), 'orderNo') } };
    },
    expects: { 'remote-member betting-record': OrderDetail },
  },
  {
    method: 'GET',
    path: '/lgw/orders/vendors',
    session: 'member',
    expects: { 'remote-member betting-record': OrderVendors },
  },
  {
    method: 'GET',
    path: '/wps/report/member/pnl',
    session: 'member',
    request: (ctx) => ({ module: 'PERSREP', query: range(ctx) }),
    expects: { 'remote-member profit-loss': PnlReport },
  },
  {
    method: 'GET',
    path: '/wps/inbox/list',
    session: 'member',
    request: () => ({ module: 'INBOX3', query: { pageNo: 1, pageSize: INBOX_PAGE_SIZE } }),
    expects: { 'remote-member inbox': InboxPage },
    after: (value, ctx) => ctx.notes.set('inbox', rows(value, 'list')),
  },
  {
    method: 'GET',
    path: '/wps/inbox/:id',
    session: 'member',
    request: (ctx) => ({
      module: 'INBOX3',
      params: { id: text(first(ctx, (ctx.notes.get('inbox') as Row[] | undefined) ?? [], 'inbox message'), 'id') },
    }),
    expects: { 'remote-member inbox': InboxMessage },
  },
  {
    method: 'POST',
    path: '/wps/inbox/:id/read',
    session: 'member',
    request: (ctx) => ({
      module: 'INBOX3',
      params: { id: text(first(ctx, (ctx.notes.get('inbox') as Row[] | undefined) ?? [], 'inbox message'), 'id') },
    }),
    expects: { 'remote-member inbox': InboxUnread },
  },
  {
    method: 'POST',
    path: '/wps/inbox/readAll',
    session: 'member',
    request: () => ({ module: 'INBOX3' }),
    expects: { 'remote-member inbox': InboxUnread },
  },
  {
    method: 'GET',
    path: '/wps/feedback/types',
    session: 'member',
    request: () => ({ module: 'FEEDBACK3' }),
    expects: { 'remote-member feedback': FeedbackTypes },
  },
  {
    method: 'GET',
    path: '/wps/feedback/list',
    session: 'member',
    request: () => ({ module: 'FEEDBACK3', query: { pageNo: 1, pageSize: 10 } }),
    expects: { 'remote-member feedback': FeedbackPage },
  },
  {
    method: 'GET',
    path: '/wps/member/headIcon',
    session: 'member',
    request: () => ({ module: 'PROFPIC3' }),
    expects: { 'remote-member head-icon': HeadIcon },
  },
  {
    method: 'GET',
    path: '/wps/member/club',
    session: 'member',
    request: () => ({ module: 'MEMCLUB3' }),
    expects: { 'remote-member vip': Club },
  },
  {
    method: 'GET',
    path: '/wps/rebate/manual',
    session: 'member',
    request: () => ({ module: 'MANPLAYREB3' }),
    expects: { 'remote-member rebate': ManualRebate },
  },
  {
    method: 'GET',
    path: '/wps/rebate/report',
    session: 'member',
    request: (ctx) => ({ module: 'PLYRBT', query: { ...range(ctx), pageNo: 1, pageSize: REBATE_REPORT_PAGE_SIZE } }),
    expects: { 'remote-member rebate': RebateReportPage },
  },
  {
    method: 'GET',
    path: '/wps/mission/leaderboard',
    session: 'member',
    request: () => ({ module: 'MISSION3' }),
    expects: { 'remote-member leaderboard': Leaderboard },
  },
  {
    method: 'GET',
    path: '/wps/rewards',
    session: 'member',
    request: () => ({ module: 'REWCEN3' }),
    expects: { 'remote-member reward-centre': RewardsAvailable },
  },
  {
    method: 'GET',
    path: '/wps/rewards/history',
    session: 'member',
    request: () => ({ module: 'REWCEN3', query: { pageNo: 1, pageSize: 10 } }),
    expects: { 'remote-member reward-centre': RewardHistoryPage },
  },
  {
    method: 'GET',
    path: '/wps/customerService/chat',
    session: 'member',
    request: () => ({ module: 'COMM3' }),
    expects: { 'remote-member service': ChatLaunch },
  },

  // Games of the member: favourites (added and removed again), recent, launch
  {
    method: 'GET',
    path: '/wps/game/favourites/ids',
    session: 'member',
    expects: { 'remote-games favourites': FavouriteIds },
  },
  {
    method: 'POST',
    path: '/wps/game/favourites',
    session: 'member',
    request: async (ctx) => {
      const game = await someGame(ctx);
      return { json: { nodeId: text(game, 'nodeId'), vendor: text(game, 'vassalage') } };
    },
    expects: { 'remote-games favourites': ANY_VALUE },
  },
  {
    method: 'GET',
    path: '/wps/game/favourites',
    session: 'member',
    request: (ctx) => ({
      query: { pageNo: 1, gameType: null, pageSize: FAVOURITES_PAGE_SIZE, language: ctx.language },
    }),
    expects: { 'remote-games favourites': FavouritesAnswer },
  },
  {
    method: 'DELETE',
    path: '/wps/game/favourites',
    session: 'member',
    request: async (ctx) => {
      const game = await someGame(ctx);
      return { query: { nodeId: text(game, 'nodeId'), vendor: text(game, 'vassalage') } };
    },
    expects: { 'remote-games favourites': ANY_VALUE },
  },
  {
    method: 'GET',
    path: '/wps/game/launchGame',
    session: 'member',
    request: async (ctx) => {
      const game = await someGame(ctx);
      return {
        query: {
          nodeId: text(game, 'nodeId'),
          gameId: text(game, 'gameId'),
          roomId: text(game, 'roomId') || null,
          vendor: text(game, 'vassalage'),
          category: text(game, 'gameType'),
          code: text(game, 'gameCode') || 'lobby',
          playType: 'trad',
          prizeMode: null,
          freePlay: 0,
        },
      };
    },
    expects: { 'remote-games launch': Launched },
  },
  {
    method: 'GET',
    path: '/wps/game/recent/add',
    session: 'member',
    request: async (ctx) => ({ query: { nodeId: text(await someGame(ctx), 'nodeId') } }),
    expects: { 'remote-games launch': ANY_VALUE },
  },
  {
    method: 'GET',
    path: '/wps/game/recent',
    session: 'member',
    request: (ctx) => ({
      query: { page: 1, pageSize: RECENT_PAGE_SIZE, gameType: null, language: ctx.language, clientType: 2 },
    }),
    expects: { 'remote-games recent': RecentAnswer },
  },
  {
    method: 'PUT',
    path: '/wps/wallet/auto-transfer',
    session: 'member',
    // On is every account's setting until switched off: sending it changes nothing.
    request: () => ({ module: FUNDS_MODULE, json: { enabled: true } }),
    expects: { 'remote-cashier wallet': AutoTransfer },
  },

  // Money (the member's): only against a sim or with --allow-money
  {
    method: 'POST',
    path: '/wps/deposit/orders',
    session: 'member',
    movesMoney: true,
    request: async (ctx) => {
      const channels = await ctx.read('member', '/wps/deposit/channels');
      const bank = first(ctx, rows(channels, 'channels'), 'BANK deposit channel', (c) => c.kind === 'BANK');
      const account = first(ctx, rows(bank, 'banks'), 'receiving bank');
      return {
        json: { channelId: text(bank, 'id'), amount: text(bank, 'min'), bankId: text(account, 'id') },
        idempotencyKey: ctx.key(),
      };
    },
    expects: { 'remote-cashier deposit': OrderSchema },
    after: (value, ctx) => ctx.notes.set('depositOrder', text(value as Row, 'orderNo')),
  },
  {
    method: 'GET',
    path: '/wps/deposit/orders/:orderNo',
    session: 'member',
    movesMoney: true,
    request: async (ctx) => ({
      params: { orderNo: (ctx.notes.get('depositOrder') as string) || (await depositOrder(ctx)) },
    }),
    expects: { 'remote-cashier deposit': OrderSchema },
  },
  {
    method: 'POST',
    path: '/wps/deposit/orders/:orderNo/proof',
    session: 'member',
    movesMoney: true,
    request: async (ctx) => {
      const orderNo = (ctx.notes.get('depositOrder') as string) || (await depositOrder(ctx));
      // As the client's proofFormData builds it: empty optional fields are not sent.
      const form = new FormData();
      form.append('depositorName', 'Aung Ko Ko');
      form.append('receipt', new Blob([PNG_1PX], { type: 'image/png' }), 'receipt.png');
      return { params: { orderNo }, formData: form, idempotencyKey: ctx.key() };
    },
    expects: { 'remote-cashier deposit': OrderSchema },
  },
  {
    method: 'DELETE',
    path: '/wps/deposit/orders/:orderNo',
    session: 'member',
    movesMoney: true,
    // A new order: the one above has its proof and can no longer be cancelled.
    request: async (ctx) => ({ params: { orderNo: await depositOrder(ctx) } }),
    expects: { 'remote-cashier deposit': OrderSchema },
  },
  {
    method: 'POST',
    path: '/wps/transaction/withdraw',
    session: 'member',
    movesMoney: true,
    request: async (ctx) => {
      const [cards, info] = await Promise.all([
        ctx.read('member', '/wps/security/bank-cards'),
        ctx.read('member', '/wps/withdraw/info'),
      ]);
      const card = first(ctx, rows(cards, 'cards'), "bank card of the member's");
      return {
        json: {
          amount: text(info as Row, 'min'),
          cardId: text(card, 'id'),
          paymentPassword: paymentPassword(ctx, 'member'),
        },
        idempotencyKey: ctx.key(),
      };
    },
    expects: { 'remote-cashier withdraw': WithdrawalResult },
  },
  {
    method: 'POST',
    path: '/wps/wallet/transfer',
    session: 'member',
    movesMoney: true,
    request: (ctx) => ({
      module: FUNDS_MODULE,
      json: {
        from: CENTRE,
        to: (ctx.notes.get('vendor') as string | undefined) || ctx.skip('the platform listed no vendor wallet'),
        amount: '10.00',
      },
      idempotencyKey: ctx.key(),
    }),
    expects: { 'remote-cashier wallet': TransferResult },
  },
  {
    method: 'POST',
    path: '/wps/wallet/recycle',
    session: 'member',
    movesMoney: true,
    request: (ctx) => ({ module: FUNDS_MODULE, json: {}, idempotencyKey: ctx.key() }),
    expects: { 'remote-cashier wallet': RecycleResult },
  },
  {
    method: 'POST',
    path: '/wps/wallet/transfer/upline',
    session: 'member',
    movesMoney: true,
    request: (ctx) => ({
      module: FUNDS_MODULE,
      json: { amount: '10.00', paymentPassword: paymentPassword(ctx, 'member') },
      idempotencyKey: ctx.key(),
    }),
    expects: { 'remote-cashier wallet': UplineResult },
  },
  {
    method: 'POST',
    path: '/wps/rewards/claim',
    session: 'member',
    movesMoney: true,
    request: async (ctx) => {
      const available = await ctx.read('member', '/wps/rewards', { module: 'REWCEN3' });
      const reward = first(ctx, rows(available, 'list'), 'reward to claim');
      const key = ctx.key();
      ctx.notes.set('moneyKey', key);
      return { module: 'REWCEN3', json: { id: reward.id }, idempotencyKey: key };
    },
    expects: { 'remote-member reward-centre': RewardClaimed },
  },
  {
    method: 'POST',
    path: '/wps/rebate/manual/claim',
    session: 'member',
    movesMoney: true,
    request: async (ctx) => {
      const rebate = await ctx.read('member', '/wps/rebate/manual', { module: 'MANPLAYREB3' });
      first(ctx, rows(rebate, 'categories'), 'rebate to claim (10.00 or more)', (c) => c.claimable === true);
      return { module: 'MANPLAYREB3', json: { category: 'ALL' }, idempotencyKey: ctx.key() };
    },
    expects: { 'remote-member rebate': RebateClaimResult },
  },
  {
    method: 'POST',
    path: '/lgw/orders/suborders/cancel',
    session: 'member',
    movesMoney: true,
    request: async (ctx) => {
      const page = await ctx.read('member', '/lgw/orders', {
        query: { ...range(ctx, 2), status: 'UNSETTLED', pageNo: 1, pageSize: 100 },
      });
      for (const order of rows(page, 'list').filter((o) => o.cancellable === true)) {
        const detail = await ctx.read('member', '/lgw/orders/detail', { query: { orderNo: text(order, 'orderNo') } });
        const pick = rows(detail, 'subOrders').find((s) => s.cancellable === true);
        if (pick)
          return { json: { orderNo: text(order, 'orderNo'), subOrderId: text(pick, 'id') }, idempotencyKey: ctx.key() };
      }
      return ctx.skip('the platform has no lottery pick that can be cancelled');
    },
    expects: { 'remote-member betting-record': CancelResult },
  },
  {
    method: 'GET',
    path: '/wps/requests/:key',
    session: 'member',
    // The key of the reward claim above when it ran (found: true), else one the platform never saw (found: false).
    request: (ctx) => ({ params: { key: (ctx.notes.get('moneyKey') as string | undefined) ?? ctx.key() } }),
    expects: { 'shared-kernel money/idempotency': Outcome },
  },

  // The member this run registers: every write that a seeded account would refuse or keep for good
  {
    method: 'POST',
    path: '/wps/verification/sms/register',
    session: 'guest',
    request: (ctx) => {
      const mobileNum = ctx.unique('09', true);
      ctx.notes.set('freshMobile', mobileNum);
      return { json: { mobileNo: mobileNum, countryDialingCode: '95' } };
    },
    expects: { 'remote-member register': RegisterSmsSent },
  },
  {
    method: 'PUT',
    path: '/wps/member/register',
    session: 'guest',
    request: async (ctx) => {
      // A platform that asks for a captcha (the sim's seed does) needs a person, or the sim's answer.
      const settings = (await ctx.read('guest', '/wps/register/settings')) as Row;
      let captcha = '';
      if (settings.captcha !== false) {
        await ctx.read('guest', '/wps/captcha', { module: 'CAPTCHA3' });
        captcha = text((await ctx.admin('reads the captcha answer').get('/__sim/captcha')) as Row, 'answer');
      }
      const username = ctx.unique('ct');
      const mobileNum = (ctx.notes.get('freshMobile') as string | undefined) ?? ctx.unique('09', true);
      const values = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as RegisterValues;
      Object.assign(values, {
        username,
        password: 'Contract123',
        confirmPassword: 'Contract123',
        mobileNum,
        email: `${username}@example.com`,
        captcha,
        birthday: '1990-01-01',
      });
      ctx.notes.set('freshAccount', { username, password: 'Contract123', mobileNum, email: values.email });
      const shown = new Set([
        'username',
        'password',
        'confirmPassword',
        'mobileNum',
        'email',
        'captcha',
        'birthday',
      ] as const);
      return {
        module: 'REGISTER_REE3',
        encrypted: buildPayload(values, {
          shown,
          countryDialingCode: '95',
          registerMethod: 'H5',
          registerUrl: SITE_HOST,
          domain: SITE_HOST,
          urlAffiliateCode: null,
        }),
      };
    },
    expects: { 'remote-member register': Registered },
    after: (value, ctx) => {
      ctx.fresh = ctx.notes.get('freshAccount') as ContractContext['fresh'];
      ctx.adoptSession('fresh', text(value as Row, 'token'));
    },
  },
  {
    method: 'PUT',
    path: '/wps/member/nickname',
    session: 'fresh',
    request: () => ({ json: { nickname: 'Contract Run' } }),
    expects: { 'remote-member security-centre': NicknameChanged },
  },
  {
    method: 'PUT',
    path: '/wps/security/payee-name',
    session: 'fresh',
    request: () => ({ json: { payeeName: 'Contract Run' } }),
    expects: { 'remote-member security-centre': PayeeNameBound },
  },
  {
    method: 'PUT',
    path: '/wps/security/questions',
    session: 'fresh',
    request: () => ({ json: { answers: securityAnswers } }),
    expects: { 'remote-member security-centre': ANY_VALUE },
  },
  {
    method: 'POST',
    path: '/wps/security/questions/verify',
    session: 'fresh',
    request: () => ({ json: { answers: securityAnswers } }),
    expects: { 'remote-member security-centre': QuestionsVerified },
  },
  {
    method: 'POST',
    path: '/wps/security/payment-password',
    session: 'fresh',
    request: () => ({ json: { password: '246810', confirmPassword: '246810' } }),
    expects: { 'remote-cashier payment-password': PaymentPasswordDone },
  },
  {
    method: 'PUT',
    path: '/wps/security/payment-password',
    session: 'fresh',
    request: () => ({ json: { oldPassword: '246810', newPassword: '135790', confirmPassword: '135790' } }),
    expects: { 'remote-cashier payment-password': PaymentPasswordDone },
  },
  {
    method: 'POST',
    path: '/wps/verification/sms/payment-password',
    session: 'fresh',
    request: () => ({ json: {} }),
    expects: { 'remote-cashier payment-password': PaymentSmsSent },
  },
  {
    method: 'POST',
    path: '/wps/security/payment-password/reset',
    session: 'fresh',
    request: async (ctx) => {
      const code = await smsCode(ctx, freshAccount(ctx).mobileNum ?? '', 'payment');
      return { json: { verificationCode: code, newPassword: '246810', confirmPassword: '246810' } };
    },
    expects: { 'remote-cashier payment-password': PaymentPasswordDone },
  },
  {
    method: 'POST',
    path: '/wps/security/bank-cards',
    session: 'fresh',
    request: async (ctx) => {
      const banks = await ctx.read('fresh', '/wps/withdraw/banks');
      const bank = first(ctx, rows(banks, 'banks'), 'withdraw bank');
      const digits = Number(bank.accountMin ?? 12);
      return {
        json: { bankCode: text(bank, 'code'), accountNo: ctx.unique('9', true).padEnd(digits, '0').slice(0, digits) },
        idempotencyKey: ctx.key(),
      };
    },
    expects: { 'remote-cashier bank-cards': BankCardSchema },
    after: (value, ctx) => ctx.notes.set('freshCard', text(value as Row, 'id')),
  },
  {
    method: 'DELETE',
    path: '/wps/security/bank-cards/:id',
    session: 'fresh',
    request: (ctx) => {
      freshAccount(ctx);
      return {
        params: { id: (ctx.notes.get('freshCard') as string | undefined) || ctx.skip('no card was bound') },
        json: { paymentPassword: '246810' },
      };
    },
    expects: { 'remote-cashier bank-cards': ANY_VALUE },
  },
  {
    method: 'POST',
    path: EMAIL_BINDING.sendPath,
    session: 'fresh',
    request: (ctx) => {
      const email = `${ctx.unique('cb')}@example.com`;
      ctx.notes.set('bindEmail', email);
      return { json: { [EMAIL_BINDING.bodyField]: email } };
    },
    expects: { 'remote-member security-centre': BindingCodeSent },
  },
  {
    method: 'PUT',
    path: EMAIL_BINDING.bindPath,
    session: 'fresh',
    request: async (ctx) => {
      const mail = (await ctx
        .admin('reads the e-mailed code')
        .get('/__sim/mail', { username: freshAccount(ctx).username })) as { body?: string } | null;
      const code = /\d{6}/.exec(mail?.body ?? '')?.[0] ?? ctx.skip('the sim mailed no code');
      return { json: { [EMAIL_BINDING.bodyField]: ctx.notes.get('bindEmail'), verificationCode: code } };
    },
    expects: { 'remote-member security-centre': ANY_VALUE },
    after: (_, ctx) => {
      freshAccount(ctx).email = ctx.notes.get('bindEmail') as string;
    },
  },
  {
    method: 'POST',
    path: MOBILE_BINDING.sendPath,
    session: 'fresh',
    request: (ctx) => {
      const mobileNum = ctx.unique('09', true);
      ctx.notes.set('bindMobile', mobileNum);
      return { json: { [MOBILE_BINDING.bodyField]: mobileNum } };
    },
    expects: { 'remote-member security-centre': BindingCodeSent },
  },
  {
    method: 'PUT',
    path: MOBILE_BINDING.bindPath,
    session: 'fresh',
    request: async (ctx) => {
      const mobileNum = ctx.notes.get('bindMobile') as string;
      const code = await smsCode(ctx, mobileNum, 'bind');
      return { json: { [MOBILE_BINDING.bodyField]: mobileNum, verificationCode: code } };
    },
    expects: { 'remote-member security-centre': ANY_VALUE },
    after: (_, ctx) => {
      freshAccount(ctx).mobileNum = ctx.notes.get('bindMobile') as string;
    },
  },
  {
    method: 'POST',
    path: '/wps/feedback',
    session: 'fresh',
    request: () => {
      const form = new FormData();
      form.set('type', 'SUGGESTION');
      form.set('content', 'A contract run checks this call.');
      return { module: 'FEEDBACK3', formData: form };
    },
    expects: { 'remote-member feedback': FeedbackSent },
  },
  {
    method: 'POST',
    path: '/wps/member/headIcon',
    session: 'fresh',
    request: () => ({ module: 'PROFPIC3', form: { headIcon: Buffer.from(PNG_1PX).toString('base64') } }),
    expects: { 'remote-member head-icon': HeadIconUploaded },
  },
  {
    method: 'POST',
    path: '/wps/promotions/:id/apply',
    session: 'fresh',
    request: async (ctx) => {
      const page = await ctx.read('fresh', '/wps/promotions', { query: { category: 'ALL', pageNo: 1, pageSize: 50 } });
      const promotion = first(
        ctx,
        rows(page, 'list'),
        'promotion taking applications',
        (p) => p.mode === 'APPLY' && p.canApply === true,
      );
      const form = new FormData();
      form.set('remark', 'A contract run checks this call.');
      return { params: { id: text(promotion, 'id') }, formData: form };
    },
    expects: { 'remote-member promotions': PromotionApplied },
  },
  {
    method: 'POST',
    path: '/wps/promotions/:id/join',
    session: 'fresh',
    request: async (ctx) => {
      const page = await ctx.read('fresh', '/wps/promotions', { query: { category: 'ALL', pageNo: 1, pageSize: 50 } });
      const promotion = first(
        ctx,
        rows(page, 'list'),
        'promotion to join',
        (p) => p.mode === 'JOIN' && p.canApply === true,
      );
      return { params: { id: text(promotion, 'id') }, json: {} };
    },
    expects: { 'remote-member promotions': PromotionApplied },
  },
  {
    method: 'DELETE',
    path: '/wps/inbox/:id',
    session: 'fresh',
    request: async (ctx) => {
      // A new member's inbox is empty; the sim delivers one to delete.
      await ctx.admin('delivers a message to delete').post('/__sim/inbox', {
        username: freshAccount(ctx).username,
        title: 'Contract run',
        content: 'To be deleted.',
      });
      const page = await ctx.read('fresh', '/wps/inbox/list', {
        module: 'INBOX3',
        query: { pageNo: 1, pageSize: INBOX_PAGE_SIZE },
      });
      return { module: 'INBOX3', params: { id: text(first(ctx, rows(page, 'list'), 'inbox message'), 'id') } };
    },
    expects: { 'remote-member inbox': InboxUnread },
  },
  {
    method: 'PUT',
    path: '/wps/member/password',
    session: 'fresh',
    request: (ctx) => {
      const fresh = freshAccount(ctx);
      return { json: { oldPassword: fresh.password, newPassword: 'Contract456', confirmNewPassword: 'Contract456' } };
    },
    expects: { 'remote-member change-password': ANY_VALUE },
    after: (_, ctx) => {
      freshAccount(ctx).password = 'Contract456';
    },
  },

  {
    method: 'POST',
    path: '/wps/password/email',
    session: 'guest',
    request: (ctx) => {
      const fresh = freshAccount(ctx);
      return { form: { username: fresh.username, email: fresh.email ?? ctx.skip('the member has no e-mail') } };
    },
    expects: { 'remote-member forget-password': ANY_VALUE },
  },
  {
    method: 'POST',
    path: '/wps/verification/sms/reset',
    session: 'guest',
    request: (ctx) => ({
      module: 'PWRESETSMS3',
      json: { mobileNum: freshAccount(ctx).mobileNum ?? ctx.skip('the member has no mobile number') },
    }),
    expects: { 'remote-member forget-password': ResetSmsSent },
  },
  {
    method: 'POST',
    path: '/wps/password/phone',
    session: 'guest',
    request: async (ctx) => {
      const mobileNum = freshAccount(ctx).mobileNum ?? ctx.skip('the member has no mobile number');
      const verificationCode = await smsCode(ctx, mobileNum, 'reset');
      return { json: { newPassword: 'Contract789', mobileNum, verificationCode } };
    },
    expects: { 'remote-member forget-password': ANY_VALUE },
  },

  // The agent
  {
    method: 'GET',
    path: '/wps/whitelabel/menu',
    session: 'agent',
    expects: { 'shared-kernel api/calls/system': Switches },
  },
  {
    method: 'GET',
    path: '/wps/agent/kpi',
    session: 'agent',
    request: (ctx) => ({ module: 'AGEINFO3', query: { startDate: ctx.day(), endDate: ctx.day(), size: 0 } }),
    expects: { 'remote-agent agent-home': TeamKpi },
  },
  ...(
    [
      ['a', KpiA],
      ['b', KpiB],
      ['c', KpiC],
    ] as const
  ).map(([group, schema]): Endpoint => ({
    method: 'GET',
    path: '/wps/agent/kpi/:group',
    label: group,
    session: 'agent',
    request: (ctx) => ({ module: 'AGEINFO3', params: { group }, query: range(ctx, 6) }),
    expects: { 'remote-agent team-overview': schema },
  })),
  {
    method: 'GET',
    path: '/wps/agent/contract/request',
    session: 'agent',
    request: () => ({ module: 'COMM3' }),
    expects: { 'remote-agent contract-prompts': ContractRequests },
  },
  {
    method: 'GET',
    path: '/wps/agent/contract/daily',
    session: 'agent',
    request: () => ({ module: 'DAILYSALCONT3' }),
    expects: { 'remote-agent contracts': ContractValue },
    after: (value, ctx) => ctx.notes.set('dailyContract', (value as { contract?: Row | null }).contract ?? null),
  },
  {
    method: 'GET',
    path: '/wps/agent/contract/dividend',
    session: 'agent',
    request: () => ({ module: 'DIVIDENDCONT3' }),
    expects: { 'remote-agent contracts': ContractValue },
  },
  {
    method: 'POST',
    path: '/wps/agent/contract/hourly',
    session: 'agent',
    request: () => ({ module: 'HOURSAL3', json: {} }),
    expects: { 'remote-agent contracts': ContractValue },
  },
  {
    method: 'POST',
    path: '/wps/agent/contract/answer',
    session: 'agent',
    request: (ctx) => {
      const contract =
        (ctx.notes.get('dailyContract') as Row | null | undefined) ?? ctx.skip('the agent has no daily contract');
      // The same answer again changes nothing; a waiting offer is answered only on a sim.
      let answer: string;
      if (contract.status === 'ACCEPTED') answer = 'ACCEPT';
      else if (contract.status === 'DECLINED') answer = 'DECLINE';
      else if (ctx.sim) answer = 'ACCEPT';
      else return ctx.skip('would answer a waiting contract');
      return { module: 'DAILYSALCONT3', json: { kind: 'daily', contractId: text(contract, 'contractId'), answer } };
    },
    expects: { 'remote-agent contracts': Contract },
  },
  {
    method: 'GET',
    path: '/wps/agent/dividend/periods',
    session: 'agent',
    request: () => ({ query: { pageNo: 1, pageSize: DIVIDEND_PAGE_SIZE } }),
    expects: { 'remote-agent dividend': DividendPage },
  },
  {
    method: 'GET',
    path: '/wps/announcements',
    label: 'agent unread',
    session: 'agent',
    request: (ctx) => ({ query: { types: 'A', groupName: 'm_home', platform: 'M', merchantCode: ctx.merchantCode } }),
    expects: { 'remote-agent shell': AgentAnnouncements },
  },
  {
    method: 'GET',
    path: '/wps/announcements/lobby',
    label: 'agent',
    session: 'agent',
    request: () => ({ module: 'AGEANNOUNCE3', query: { types: 'A' } }),
    expects: { 'remote-agent agent-notices': AgentNoticeLobby },
    after: (value, ctx) => ctx.notes.set('agentNotice', rows(value, 'contentLobby')[0]?.id),
  },
  {
    method: 'POST',
    path: '/wps/announcements/read',
    session: 'agent',
    request: (ctx) => ({
      module: 'AGEANNOUNCE3',
      json: { id: ctx.notes.get('agentNotice') ?? ctx.skip('the agent has no announcement') },
    }),
    expects: { 'remote-agent agent-notices': AgentNoticeRead },
  },
  {
    method: 'GET',
    path: '/wps/agent/downline',
    session: 'agent',
    request: () => ({ module: AGENT_MODULE, query: { pageNo: 1, pageSize: DOWNLINE_PAGE_SIZE } }),
    expects: { 'remote-agent team-management': DownlinePage },
    after: (value, ctx) => ctx.notes.set('downline', rows(value, 'list')[0]?.username),
  },
  {
    method: 'GET',
    path: '/wps/agent/rebates',
    session: 'agent',
    request: () => ({ query: {} }),
    expects: { 'remote-agent rebate-settings': RebatesSchema },
    after: (value, ctx) => ctx.notes.set('rebateDefaults', (value as Row).downlineDefaults ?? null),
  },
  {
    method: 'POST',
    path: '/wps/agent/updateDownlineRebates',
    session: 'agent',
    // The agent's defaults for new downlines as they are: saving the same rates again changes nothing.
    request: (ctx) => ({
      json: { defaults: ctx.notes.get('rebateDefaults') ?? ctx.skip('the agent has no defaults for new downlines') },
    }),
    expects: { 'remote-agent rebate-settings': RebatesSchema },
  },
  {
    method: 'GET',
    path: '/wps/agent/register/quota',
    session: 'agent',
    request: () => ({ module: 'AGEDOWNMAN3' }),
    expects: { 'remote-agent open-account': RegisterQuota },
    after: (value, ctx) =>
      ctx.notes.set(
        'quotaRates',
        rows(value, 'rebates').map((r) => ({ category: text(r, 'category'), rate: text(r, 'defaultRate') })),
      ),
  },
  {
    method: 'GET',
    path: '/wps/agent/register/username',
    session: 'agent',
    request: (ctx) => ({ module: 'AGEDOWNMAN3', query: { username: ctx.unique('ct') } }),
    expects: { 'remote-agent open-account': UsernameExists },
  },
  {
    method: 'GET',
    path: '/wps/agent/affiliate-links',
    session: 'agent',
    request: () => ({ module: 'AGEDOWNMAN3' }),
    expects: { 'remote-agent open-account': AffiliateLinks },
  },
  {
    method: 'POST',
    path: '/wps/agent/affiliate-links',
    session: 'agent',
    request: (ctx) => ({
      module: 'AGEDOWNMAN3',
      json: { memberType: 'MEMBER', rebates: ctx.notes.get('quotaRates') ?? ctx.skip('no rebate quota was read') },
    }),
    expects: { 'remote-agent open-account': AffiliateLink },
    after: (value, ctx) => ctx.notes.set('affiliateLink', (value as Row).id),
  },
  {
    method: 'DELETE',
    path: '/wps/agent/affiliate-links/:id',
    session: 'agent',
    // The link just made (an agent keeps at most 20).
    request: (ctx) => ({
      module: 'AGEDOWNMAN3',
      params: { id: (ctx.notes.get('affiliateLink') as number | undefined) ?? ctx.skip('no link was made') },
    }),
    expects: { 'remote-agent open-account': ANY_VALUE },
  },
  {
    method: 'POST',
    path: '/wps/agent/register',
    session: 'agent',
    request: (ctx) => ({
      module: 'AGEDOWNMAN3',
      encrypted: {
        username: ctx.unique('ct'),
        password: 'Contract123',
        confirmPassword: 'Contract123',
        memberType: 'MEMBER',
        rebates: ctx.notes.get('quotaRates') ?? ctx.skip('no rebate quota was read'),
      },
    }),
    expects: { 'remote-agent open-account': OpenedAccount },
  },
  ...(
    [
      ['/wps/agent/team/pnl', TeamPnlPage],
      ['/wps/agent/team/orders', TeamOrdersPage],
      ['/wps/agent/team/rebate-income', TeamRebatePage],
    ] as const
  ).map(([path, schema]): Endpoint => ({
    method: 'GET',
    path,
    session: 'agent',
    // As teamQuery builds it: the period, then paging (no member: the whole team).
    request: (ctx) => ({ query: { ...range(ctx), pageNo: 1, pageSize: TEAM_PAGE_SIZE } }),
    expects: { 'remote-agent team-reports': schema },
  })),
  {
    method: 'GET',
    path: '/wps/redrain/current',
    session: 'agent',
    expects: { 'remote-agent red-rain': RainCurrent },
    after: (value, ctx) => {
      const current = value as { running?: Row | null; next?: Row | null };
      ctx.notes.set('rain', text(current.running ?? current.next ?? {}, 'eventId'));
    },
  },
  {
    method: 'POST',
    path: '/wps/redrain/catch',
    session: 'agent',
    movesMoney: true,
    request: async (ctx) => {
      // The sim's rains fall four times a day for 30 s; it starts one now.
      const rain = (await ctx.admin('starts a rain now').post('/__sim/redrain', {})) as { eventId: string };
      ctx.notes.set('rain', rain.eventId);
      const catchId = ctx.key();
      return { json: { eventId: rain.eventId, catchId }, idempotencyKey: catchId };
    },
    expects: { 'remote-agent red-rain': RainCaught },
  },
  {
    method: 'GET',
    path: '/wps/redrain/result',
    session: 'agent',
    request: (ctx) => ({
      query: { eventId: (ctx.notes.get('rain') as string | undefined) || ctx.skip('no rain is known') },
    }),
    expects: { 'remote-agent red-rain': RainResult },
  },
  {
    method: 'POST',
    path: '/wps/agent/transfer/downlines',
    session: 'agent',
    movesMoney: true,
    request: async (ctx) => {
      let password = ctx.accounts.agent.paymentPassword;
      if (!password && ctx.sim) {
        // The sim's agents have none: it sets one, as the agent would first.
        password = '246810';
        await ctx.read('agent', '/wps/security/payment-password', {
          method: 'POST',
          json: { password, confirmPassword: password },
        });
      }
      return {
        module: AGENT_MODULE,
        json: {
          items: [
            {
              username: (ctx.notes.get('downline') as string | undefined) ?? ctx.skip('the agent has no downline'),
              amount: '1.00',
            },
          ],
          paymentPassword: password ?? ctx.skip("needs the agent's payment password"),
        },
        idempotencyKey: ctx.key(),
      };
    },
    expects: { 'remote-agent team-management': DownlineTransferResult },
  },

  // Last: the demo member's session ends (every entry of the member's has run).
  {
    method: 'DELETE',
    path: '/wps/session/logout',
    session: 'member',
    expects: { 'shared-kernel api/calls/session': ANY_VALUE },
  },
];
