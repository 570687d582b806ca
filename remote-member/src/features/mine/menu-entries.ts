import type { Switches } from '@mc/shared-kernel';

/** What the gates of the member-centre menu look at (see docs/product.md, Member centre). */
export interface GateInput {
  switches: Switches | undefined;
  /** Member info `withdrawAllowed`; false until the member info has loaded. */
  withdrawAllowed: boolean;
  /** Member type other than 0, 4 or 40. */
  agent: boolean;
  /** A session is present (a logged-in member, trial included). */
  member?: boolean;
}

export interface MenuEntry {
  /** Label key under `mine.menu`. */
  key: string;
  to: string;
  /** SVG path (24×24 box) of the entry's icon. */
  icon: string;
  shown(gate: GateInput): boolean;
}

const on = (name: string) => (gate: GateInput) => gate.switches?.[name] === true;

const RECORD_ICON = 'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4';

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'deposit', to: '/m/voucherCenter', icon: 'M12 4v11m-5-5 5 5 5-5M4 20h16', shown: () => true },
  { key: 'withdraw', to: '/m/withdraw', icon: 'M12 15V4M7 9l5-5 5 5M4 20h16', shown: (g) => g.withdrawAllowed },
  // Centre and game-vendor wallets and transfers between them (the cashier's /m/wallet).
  {
    key: 'wallet',
    to: '/m/wallet',
    icon: 'M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H3zM3 7l12-3v3M16 13h2',
    shown: () => true,
  },
  { key: 'depositRecord', to: '/m/vouReport', icon: RECORD_ICON, shown: on('DEPRECM3') },
  {
    key: 'withdrawRecord',
    to: '/m/withdrawReport',
    icon: RECORD_ICON,
    shown: (g) => on('WITHREC3')(g) && g.withdrawAllowed,
  },
  { key: 'accountRecord', to: '/m/transaction/record', icon: RECORD_ICON, shown: on('TRANSREC3') },
  { key: 'bettingRecord', to: '/m/gameRecord', icon: RECORD_ICON, shown: on('TRANSBETREPMEM3') },
  { key: 'profitLoss', to: '/m/profitandloss', icon: 'M4 4v16h16M8 15l4-5 3 3 5-6', shown: on('PERSREP') },
  { key: 'rewardCentre', to: '/m/rewardCenter', icon: 'M4 8h16v4H4zM6 12h12v8H6zM12 8v12', shown: on('REWCEN3') },
  {
    key: 'manualRebate',
    to: '/m/member/manualRebate',
    icon: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
    shown: on('MANPLAYREB3'),
  },
  // The platform gates the leaderboard on its MISSION promotion without naming a switch; MISSION3 is platform-sim's name for it.
  {
    key: 'leaderboard',
    to: '/m/leaderBoard',
    icon: 'M4 20h16M6 20v-6h4v6M10 20V8h4v12M14 20v-9h4v9',
    shown: on('MISSION3'),
  },
  { key: 'rebateReport', to: '/m/member/rebateReport', icon: RECORD_ICON, shown: on('PLYRBT') },
  // Every logged-in member has a password to look after; its route turns trial accounts away.
  {
    key: 'securityCentre',
    to: '/m/securityCenter',
    icon: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
    shown: () => true,
  },
  // The message centre gathers the inbox, announcements and notices: next to the inbox it widens, shown only to
  // a member (a guest has no inbox, and the header's message icon already asks a guest to log in). A bell, so
  // it does not read as a second inbox envelope.
  {
    key: 'message',
    to: '/m/message',
    icon: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
    shown: (g) => g.member === true,
  },
  { key: 'inbox', to: '/m/webEmail', icon: 'M3 6h18v12H3zM3 6l9 7 9-7', shown: on('INBOX3') },
  { key: 'feedback', to: '/m/feedback', icon: 'M4 5h16v11H9l-5 4z', shown: on('FEEDBACK3') },
  // "A referral option enabled" (REFERRAL3 in platform-sim); opens the host's referral panel like the bottom menu.
  {
    key: 'invite',
    to: '/m/mine',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c1-4 3.5-6 7-6s6 2 7 6M19 8v6M16 11h6',
    shown: on('REFERRAL3'),
  },
  {
    key: 'agency',
    to: '/m/agent',
    icon: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c.8-3.5 3-5 6-5s5.2 1.5 6 5m0-4.7c.6-.2 1.3-.3 2-.3 3 0 5.2 1.5 6 5',
    shown: (g) => g.agent,
  },
];

export const visibleEntries = (gate: GateInput): MenuEntry[] => MENU_ENTRIES.filter((entry) => entry.shown(gate));
