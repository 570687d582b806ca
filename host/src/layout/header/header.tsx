import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  BackButton,
  BalanceUnavailable,
  balanceVisibility,
  formatMoney,
  maskMoney,
  useBalance,
  useBalanceHidden,
  useMemberInfo,
  usePageBackReplace,
  usePageBackTo,
  useRefreshBalance,
  useSession,
  useSignOut,
  useSwitch,
} from '@mc/shared-kernel';
import { useFirstContentShown } from '../first-content';
import { useRouteTitle } from '../title/page-title';
import { LanguagePicker } from './language-picker';
import { MessageCentreIcon } from './message-centre-icon';
import { MoreMenu } from './more-menu';
import { useStickyTop } from './sticky-top';

export function Header({ isHome, titleKey, backTo }: { isHome: boolean; titleKey?: string; backTo?: string }) {
  const { t } = useTranslation('host');
  const session = useSession((s) => s.info);
  // A screen may say where back goes (usePageBack: the agent's account record, a game going back to where
  // it was started); else the route's own target, else history back.
  const screenBack = usePageBackTo();
  const screenBackReplace = usePageBackReplace();
  const element = useRef<HTMLElement>(null);
  useStickyTop(element);
  // A guest's header is the one with words in it (log in, register): at 200 % text it takes two rows (app.css).
  const className = `host-header${isHome ? '' : ' host-header--page'}${session ? '' : ' host-header--guest'}`;
  return (
    <header className={className} ref={element}>
      <div className="host-header__start">
        {isHome ? (
          <Link to="/m/home" className="host-logo" aria-label={t('brand')}>
            <span aria-hidden>MC</span>
          </Link>
        ) : (
          <BackButton to={screenBack ?? backTo} replace={screenBack !== null && screenBackReplace} />
        )}
      </div>
      <div className="host-header__title">
        <HeaderTitle titleKey={titleKey} />
      </div>
      <div className="host-header__end">
        <MessageCentreIcon />
        {session ? <MemberArea /> : <GuestArea />}
        {isHome ? <LanguagePicker /> : null}
      </div>
    </header>
  );
}

/**
 * The screen's own title if it set one, else the route's title key (in the owning remote's namespace). The
 * page's heading: focus moves to it after a navigation (tabIndex -1: by script, never by Tab).
 */
function HeaderTitle({ titleKey }: { titleKey?: string }) {
  const title = useRouteTitle(titleKey);
  // A new element for each page, as <main> is: focus on the last page's title would stay, and focusing it
  // again would announce nothing.
  const { pathname } = useLocation();
  return title ? (
    <h1 key={pathname} tabIndex={-1}>
      {title}
    </h1>
  ) : null;
}

/**
 * A guest's header: log in, register, and the same menu a member has without what needs an account
 * (withdraw, wallets, hide/show balance, sign out). Deposit and feedback lead to login through their pages'
 * guard; refreshing a balance a guest does not have goes to login too, and back here afterwards.
 */
function GuestArea() {
  const { t } = useTranslation(['kernel', 'host']);
  const directRegister = useSwitch('DIRECTREG3');
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () => navigate('/m/login', { state: { from: location.pathname + location.search } });
  return (
    <div className="host-header__guest">
      <Link to="/m/login" className="mc-btn host-header__btn">
        {t('actions.login')}
      </Link>
      {directRegister ? (
        <Link to="/m/register" className="mc-btn mc-btn--primary host-header__btn host-header__register">
          {t('actions.register')}
        </Link>
      ) : null}
      <MoreMenu label={t('host:menu.open')}>
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to="/m/voucherCenter">
            {t('host:menu.deposit')}
          </Link>
        </li>
        <li role="none">
          <button role="menuitem" tabIndex={-1} type="button" onClick={toLogin}>
            {t('host:menu.refresh')}
          </button>
        </li>
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to="/m/feedback">
            {t('host:menu.feedback')}
          </Link>
        </li>
      </MoreMenu>
    </div>
  );
}

function MemberArea() {
  const { t } = useTranslation('host');
  const userName = useSession((s) => s.info?.userName ?? '');
  const ready = useFirstContentShown();
  const member = useMemberInfo({ enabled: ready });
  const balance = useBalance({ enabled: ready });
  const refresh = useRefreshBalance();
  const hidden = useBalanceHidden();
  // The withdraw icon follows DIRECTREG3; the menu's entry only a member the platform lets withdraw.
  const withdrawLink = useSwitch('DIRECTREG3');
  const withdrawAllowed = member.data?.withdrawAllowed === true;
  const signOut = useSignOut();

  // Nothing until the balance is known (also while the call waits for the page): never a made-up 0.00.
  const loading = balance.isFetching || balance.isPending;
  const amount = loading ? '' : formatMoney(balance.data?.sumBalance ?? '0');
  const shown = hidden ? maskMoney(amount || '0.00') : amount;
  const name = member.data?.nickname || member.data?.account || userName;

  return (
    <div className="host-header__member">
      <div className="host-header__who">
        {/* Isolated: a name stored with bidi controls must not reorder the balance beside it. */}
        <span className="host-header__name" data-testid="header-name">
          <bdi>{name}</bdi>
        </span>
        <span className="host-header__balance" data-testid="header-balance" aria-busy={loading}>
          {balance.isError && !loading ? (
            <BalanceUnavailable onRefresh={() => void refresh()} className="host-header__balance-failed" />
          ) : (
            shown
          )}
        </span>
      </div>
      {/* Icons with their names for screen readers: at 375 px (and in Burmese) words would push the title out.
          On a page with a title at a phone's width they give way to it (app.css); the More menu has both. */}
      <Link to="/m/voucherCenter" className="host-header__icon host-header__wallet" aria-label={t('menu.deposit')}>
        <WalletGlyph kind="in" />
      </Link>
      {withdrawLink ? (
        <Link to="/m/withdraw" className="host-header__icon host-header__wallet" aria-label={t('menu.withdraw')}>
          <WalletGlyph kind="out" />
        </Link>
      ) : null}
      <MoreMenu label={t('menu.open')}>
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to="/m/voucherCenter">
            {t('menu.deposit')}
          </Link>
        </li>
        {withdrawAllowed ? (
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/m/withdraw">
              {t('menu.withdraw')}
            </Link>
          </li>
        ) : null}
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to="/m/wallet">
            {t('menu.wallet')}
          </Link>
        </li>
        <li role="none">
          <button role="menuitem" tabIndex={-1} type="button" onClick={() => void refresh()}>
            {t('menu.refresh')}
          </button>
        </li>
        <li role="none">
          <button role="menuitem" tabIndex={-1} type="button" onClick={() => balanceVisibility.getState().toggle()}>
            {hidden ? t('menu.showBalance') : t('menu.hideBalance')}
          </button>
        </li>
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to="/m/feedback">
            {t('menu.feedback')}
          </Link>
        </li>
        <li role="none">
          <button role="menuitem" tabIndex={-1} type="button" onClick={signOut.ask}>
            {t('menu.signOut')}
          </button>
        </li>
      </MoreMenu>
      {signOut.dialog}
    </div>
  );
}

/** A wallet with an arrow in (deposit) or out (withdraw). */
function WalletGlyph({ kind }: { kind: 'in' | 'out' }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <rect x="3" y="6" width="18" height="14" rx="2.5" />
      <path d="M16 13h2" />
      {kind === 'in' ? <path d="M10 2v7m-3-3 3 3 3-3" /> : <path d="M10 9V2m-3 3 3-3 3 3" />}
    </svg>
  );
}
