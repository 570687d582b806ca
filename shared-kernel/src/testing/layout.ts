import type { RemoteRoute } from '../contracts/federation';

/**
 * The pages without the bottom menu (docs/product.md, "Bottom menu"); every other page has it. The agent
 * area's pages are not listed one by one: each is drawn in the agent shell, whose own footer takes the
 * bottom menu's place, so a remote serving that area hides it on every page.
 */
export const PAGES_WITHOUT_BOTTOM_MENU: readonly string[] = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
];

/**
 * A remote's routes hide the bottom menu on exactly the listed pages it serves (on all of them for the agent
 * area) and show it everywhere else, so the list cannot drift one route at a time.
 */
export function expectBottomMenuAsSpecified(routes: readonly RemoteRoute[], { agentArea = false } = {}): void {
  const hidden = routes
    .filter((r) => r.bottomMenu === false)
    .map((r) => r.path)
    .sort();
  const listed = routes
    .map((r) => r.path)
    .filter((p) => agentArea || PAGES_WITHOUT_BOTTOM_MENU.includes(p))
    .sort();
  expect(hidden).toEqual(listed);
}
