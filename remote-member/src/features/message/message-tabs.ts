export const MESSAGE_TABS = ['inbox', 'notice', 'news'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** `?tab=`: one of the tabs; absent or anything else is the inbox (the one with something to read). */
export function parseTab(raw: string | null): { tab: MessageTab; valid: boolean } {
  if (raw === null) return { tab: 'inbox', valid: true };
  const tab = MESSAGE_TABS.find((name) => name === raw);
  return tab ? { tab, valid: true } : { tab: 'inbox', valid: false };
}

/** The tab the arrow keys (Home/End too) move to, wrapping around. */
export function nextTab(current: MessageTab, key: string): MessageTab | null {
  const index = MESSAGE_TABS.indexOf(current);
  const last = MESSAGE_TABS.length - 1;
  if (key === 'ArrowRight') return MESSAGE_TABS[index === last ? 0 : index + 1]!;
  if (key === 'ArrowLeft') return MESSAGE_TABS[index === 0 ? last : index - 1]!;
  if (key === 'Home') return MESSAGE_TABS[0];
  if (key === 'End') return MESSAGE_TABS[last]!;
  return null;
}
