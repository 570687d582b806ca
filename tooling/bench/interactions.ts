import type { Page } from '@playwright/test';
import { MEMBER } from './bench-pages';

/**
 * The interactions whose responsiveness (INP) `npm run bench` measures: what a person does often on the
 * screens people use most. Each is driven with real input (touch taps and key presses through the browser's
 * input pipeline, not element.click()), so the page's handlers see the events a phone sends.
 */
export interface Interaction {
  name: string;
  path: string;
  /** Interact as this member (logged in through the login form first). */
  login?: { username: string; password: string };
  /** Waits until the control is on screen and usable; not measured. */
  ready: (page: Page) => Promise<void>;
  /** The interaction itself; the worst of the events it causes is its INP. */
  run: (page: Page) => Promise<void>;
}

export const INTERACTIONS: Interaction[] = [
  {
    name: 'home: switch a popular-games tab',
    path: '/m/home',
    ready: async (page) => {
      // Below the fold, where the page leaves it undrawn (content-visibility) until it is scrolled to, as a
      // person does before tapping it.
      const tab = page.getByRole('tablist', { name: 'Game categories' }).getByRole('tab', { name: 'Slots' });
      await tab.waitFor({ state: 'attached' });
      await tab.scrollIntoViewIfNeeded();
      await tab.waitFor();
    },
    run: async (page) => {
      await page.getByRole('tablist', { name: 'Game categories' }).getByRole('tab', { name: 'Slots' }).tap();
      await page.getByRole('list', { name: 'Slots providers' }).waitFor();
    },
  },
  {
    name: 'game list: filter drawer, apply a vendor',
    path: '/m/gameList?gameType=RNG',
    ready: async (page) => {
      await page.getByRole('list', { name: 'Games' }).getByRole('listitem').first().waitFor();
      await page.getByRole('button', { name: 'Filter', exact: true }).waitFor();
    },
    run: async (page) => {
      await page.getByRole('button', { name: 'Filter', exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: 'Filter games' });
      await dialog.getByRole('group', { name: 'Game provider' }).getByRole('radio', { name: 'PG Soft' }).tap();
      await dialog.getByRole('button', { name: 'Apply' }).tap();
      await page.getByRole('button', { name: 'Filter (1)' }).waitFor();
    },
  },
  {
    name: 'deposit: type an amount, choose another channel',
    path: '/m/voucherCenter',
    login: MEMBER,
    ready: async (page) => {
      await page.getByRole('textbox', { name: /^Amount \(kyat\)/ }).waitFor();
      await page.getByRole('tablist', { name: 'Ways to pay' }).waitFor();
    },
    run: async (page) => {
      await page.getByRole('textbox', { name: /^Amount \(kyat\)/ }).tap();
      await page.keyboard.type('50000');
      await page.getByRole('tablist', { name: 'Ways to pay' }).getByRole('tab', { name: 'E-wallet' }).tap();
      await page
        .getByRole('radiogroup', { name: 'E-wallet channels' })
        .getByRole('radio', { name: /^WavePay/ })
        .tap();
      await page.getByRole('form', { name: 'Deposit with WavePay' }).waitFor();
    },
  },
  {
    name: 'header: open the menu',
    path: '/m/home',
    ready: async (page) => {
      await page.getByRole('button', { name: 'More', exact: true }).waitFor();
    },
    run: async (page) => {
      await page.getByRole('button', { name: 'More', exact: true }).tap();
      await page.getByRole('menu', { name: 'More' }).waitFor();
    },
  },
  {
    name: 'account record: switch the range',
    path: '/m/transaction/record',
    login: MEMBER,
    ready: async (page) => {
      await page.getByRole('list', { name: 'Account movements' }).waitFor();
    },
    run: async (page) => {
      await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Last 30 days' }).tap();
      await page
        .getByRole('group', { name: 'Date range' })
        .getByRole('button', { name: 'Last 30 days', pressed: true })
        .waitFor();
    },
  },
  {
    name: 'betting record: open an order',
    path: '/m/gameRecord',
    login: MEMBER,
    ready: async (page) => {
      await page.getByRole('list', { name: 'Bet orders' }).getByRole('link').first().waitFor();
    },
    run: async (page) => {
      await page.getByRole('list', { name: 'Bet orders' }).getByRole('link').first().tap();
      await page.getByRole('link', { name: 'Back to the betting record' }).waitFor();
    },
  },
];
