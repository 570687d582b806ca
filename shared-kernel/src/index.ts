// Public API of @mc/shared-kernel. Host and remotes import only from here (and ./testing in tests).
export * from './contracts/federation';
export { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
export {
  platformImageUrl,
  platformUrl,
  platformLink,
  platformAddress,
  isSiteOrigin,
  isAllowedImage,
  inAppPath,
  inAppPathOr,
  SAFE_IN_APP_PATH,
  apiOrigin,
} from './config/platform-url';
export { checkUrl, hasOrigin, hasRefusedCharacters, sitePath, type UrlRuleOptions } from './security/url-rule';
export { ApiError, isApiError, toApiError, type ApiErrorKind } from './api/api-error';
export { createApiClient, type ApiClient, type ApiClientOptions, type CallOptions } from './api/api-client';
export { api, configureApi } from './api/platform-api';
export * from './api/calls/system';
export * from './api/calls/member';
export * from './api/calls/customer-service';
export * from './api/calls/session';
export { encryptPayload, deviceHeader, toBase64, fromBase64, type PlatformKey } from './crypto/encrypt-payload';
export { bus, EventBus, type McEvents } from './events/event-bus';
export {
  sessionStore,
  useSession,
  getToken,
  isAgentType,
  NON_AGENT_TYPES,
  CONTRACT_EXEMPT_TYPES,
  type SessionInfo,
  type SessionState,
} from './session/session-store';
export { SessionKeys, LocalKeys, safeStorage, readJson, DRAFT_KEY_PREFIX, draftKey } from './storage/storage-keys';
export {
  i18n,
  initI18n,
  changeLanguage,
  currentLanguage,
  registerNamespace,
  initialLanguage,
  isLanguage,
  LANGUAGES,
  DEFAULT_LANGUAGE,
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
export {
  isoDay,
  formatDateTime,
  formatMonthDayTime,
  daysSince,
  greetingFor,
  dayjs,
  type Greeting,
} from './format/date';
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
export { queryClient, createQueryClient } from './query/query-client';
export { AppProviders } from './app/providers';
export { mountStandalone } from './app/standalone';
export { Dialog, type DialogProps } from './ui/dialog';
export {
  useModal,
  useMaskDismiss,
  isModalOpen,
  tabbables,
  firstControl,
  MASK_CLICK_GUARD_MS,
  type ModalOptions,
  type MaskHandlers,
} from './ui/modal';
export { toast, ToastHost, toastStore, TOAST_SHORT_MS, TOAST_LONG_MS, NOTICE_MS } from './ui/toast';
export { Spinner, Skeleton, EmptyState, ErrorState, BackButton } from './ui/states';
export { TextField, type TextFieldProps } from './ui/text-field';
export { balanceVisibility, useBalanceHidden } from './session/balance-visibility';
export {
  pageTitleStore,
  usePageTitle,
  usePageTitleText,
  usePageBack,
  usePageBackTo,
  usePageBackReplace,
} from './ui/page-title';
export { useSignOut, SIGN_OUT_NOTICE_MS } from './ui/sign-out';
export { BalanceToggle } from './ui/balance-toggle';
export { BalanceUnavailable } from './ui/balance-unavailable';
export { useFormFields, type FormFields, type FieldRules, type FormOptions } from './validation/use-form-fields';
export { useNoticeFlow, type NoticeFlow } from './ui/use-notice-flow';
export { SmsCodeButton, SMS_SENDING_MS, SMS_DEFAULT_COUNTDOWN_S, type SmsCodeButtonProps } from './ui/sms-code-button';
export { useCountdown } from './ui/use-countdown';
export {
  rememberedCredentials,
  createRememberedCredentials,
  memoryKeyStore,
  indexedDbKeyStore,
  type RememberedCredentials,
  type RememberedCredential,
  type CredentialMethod,
  type CredentialKeyStore,
} from './credentials/remembered-credentials';
export {
  getIdentityProvider,
  setIdentityProvider,
  createStandInIdentityProvider,
  SOCIAL_PROVIDERS,
  SOCIAL_SWITCHES,
  STAND_IN_SUBJECTS,
  type IdentityProvider,
  type SocialProvider,
} from './identity/identity-provider';
export { socialLogin, identityReadyQuery, useSocialProviders } from './identity/social-login';
export { startSession } from './session/start-session';
export { configureIdentity, PHONE_CODE_SECONDS, type IdentityConfig } from './identity/identity-provider';
export { TabList, tabId, type TabOption } from './ui/tab-list';
export { SafeHtml, useSanitizerSettled } from './ui/safe-html';
// Zawgyi → Unicode; the detector and converter themselves are fetched on demand (text/zawgyi.ts).
export { hasMyanmar, toUnicodeMyanmarAsync, toUnicodeMyanmarNow, useZawgyiSettled } from './text/myanmar-text';
export { trustedTypesPolicy } from './security/trusted-types';
export { PlatformImage } from './ui/platform-image';
