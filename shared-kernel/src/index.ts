// Public API of @mc/shared-kernel: every name here is imported by an app's production code (public-api.test.ts
// fails on one that is not). Test helpers are in ./testing; the rest of the kernel is internal.
export {
  variantManifest,
  type RouteGuard,
  type RouteLayout,
  type RemoteRoute,
  type RemoteScreenModule,
  type RemoteRoutesModule,
  type RemoteRegistry,
  type WidgetProps,
  type RemoteWidgetModule,
  HOME_WIDGETS,
} from './contracts/federation';
export { getRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
export {
  platformImageUrl,
  platformLink,
  platformAddress,
  isSiteOrigin,
  inAppPath,
  inAppPathOr,
} from './config/platform-url';
export { checkUrl, hasOrigin, hasRefusedCharacters, sitePath } from './security/url-rule';
export { ApiError, isApiError, toApiError } from './api/api-error';
export { api, configureApi } from './api/platform-api';
export {
  parseSettings,
  siteMode,
  merchantCodeOf,
  useMerchantCode,
  useSwitch,
  useSwitches,
  type SiteSettings,
  settingsQuery,
  type SiteMode,
  useSettings,
  Switches,
  switchesQuery,
  agentMenuQuery,
} from './api/calls/system';
export {
  useMemberInfo,
  useBalance,
  useRefreshBalance,
  useSetUnreadCount,
  useUnreadCount,
  MemberInfo,
  memberKeys,
} from './api/calls/member';
export { type ServiceShortcut, useCustomerService } from './api/calls/customer-service';
export { postEncrypted, login, freePlayLogin, type LoginPayload, fetchCaptcha } from './api/calls/session';
export { bus } from './events/event-bus';
export {
  sessionStore,
  useSession,
  isAgentType,
  CONTRACT_EXEMPT_TYPES,
  type SessionInfo,
} from './session/session-store';
export { SessionKeys, LocalKeys, safeStorage, readJson, draftKey } from './storage/storage-keys';
export {
  i18n,
  initI18n,
  changeLanguage,
  currentLanguage,
  registerNamespace,
  initialLanguage,
  isLanguage,
  LANGUAGES,
  type Language,
} from './i18n/i18n';
export {
  toCents,
  fitsInCents,
  addCents,
  mulDivCents,
  formatCents,
  formatMoney,
  maskMoney,
  assertSafeCents,
  type Cents,
} from './format/money';
export { isoDay, formatDateTime, formatMonthDayTime, daysSince, greetingFor, dayjs } from './format/date';
export {
  rules,
  check,
  required,
  maxLength,
  numeric,
  pattern,
  lengthBetween,
  visibleOnly,
  LIMITS,
  INVISIBLE_CHARS,
  PASSWORD_CHARS,
  USERNAME_CHARS,
  DISPLAY_NAME_CHARS,
  type Rule,
  type RuleFailure,
} from './validation/rules';
export { queryClient } from './query/query-client';
export { AppProviders } from './app/providers';
export { mountStandalone } from './app/standalone';
export { Dialog } from './ui/dialog';
export { useModal, useMaskDismiss, isModalOpen } from './ui/modal';
export { toast, TOAST_LONG_MS, NOTICE_MS } from './ui/toast';
export { Spinner, Skeleton, EmptyState, ErrorState, BackButton } from './ui/states';
export { TextField, type TextFieldProps } from './ui/text-field';
export { balanceVisibility, useBalanceHidden } from './session/balance-visibility';
export { usePageTitle, usePageTitleText, usePageBack, usePageBackTo, usePageBackReplace } from './ui/page-title';
export { useSignOut } from './ui/sign-out';
export { BalanceToggle } from './ui/balance-toggle';
export { BalanceUnavailable } from './ui/balance-unavailable';
export { useFormFields, type FormFields, type FieldRules, type FormOptions } from './validation/use-form-fields';
export { useNoticeFlow } from './ui/use-notice-flow';
export { SmsCodeButton } from './ui/sms-code-button';
export {
  rememberedCredentials,
  type RememberedCredential,
  type CredentialMethod,
} from './credentials/remembered-credentials';
export { getIdentityProvider, type SocialProvider } from './identity/identity-provider';
export { socialLogin, useSocialProviders } from './identity/social-login';
export { startSession } from './session/start-session';
export { configureIdentity, PHONE_CODE_SECONDS } from './identity/identity-provider';
export { TabList, tabId } from './ui/tab-list';
export { SafeHtml, useSanitizerSettled } from './ui/safe-html';
export { toUnicodeMyanmarNow, useZawgyiSettled } from './text/myanmar-text';
export { PlatformImage } from './ui/platform-image';
