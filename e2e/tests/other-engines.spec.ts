import { engineTest as test, expect, type EngineDriver } from './support/engines';
import { ACCOUNTS, sim } from './support/platform';

/**
 * The core journeys in Gecko (Debian's Firefox ESR) and WebKit (Debian's WebKitGTK, Safari's engine), run by
 * the `firefox` and `webkit` projects through WebDriver (e2e/engines/engine-driver.ts). Their CSP check is
 * the site's own: no report reaches /csp-report during a journey (support/engines.ts).
 */
const SITE = 'http://localhost:3000';
const byText = (tag: string, text: string) => `//${tag}[normalize-space()="${text}"]`;
const byTestId = (id: string) => `//*[@data-testid="${id}"]`;
/** The form control a label names (labels end with a required-field star). */
const field = (label: string) =>
  `//*[self::input or self::select or self::textarea][@id=//label[starts-with(normalize-space(.), "${label}")]/@for]`;
const firstGame = '//ul[@aria-label="Games"]/li[@aria-posinset="1"]';

async function logIn(
  browser: EngineDriver,
  account: { username: string; password: string },
  portal: 'member' | 'agent' = 'member',
) {
  await browser.goto(`${SITE}/m/login?lang=EN${portal === 'agent' ? '&portal=agent' : ''}`);
  // The latest-news popup shows once per tab; these journeys are not about it.
  await browser.evaluate("sessionStorage.setItem('NOTICE_POP', '1')");
  await browser.type(field('Username'), account.username);
  await browser.type(field('Password'), account.password);
  await browser.click(byText('button', 'Log in'));
}

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('guest: home, then the game list', async ({ browserUnderTest: browser }) => {
  await browser.goto(`${SITE}/m/home?lang=EN`);
  await browser.find(byText('h1', 'Welcome'));
  await browser.find(byText('a', 'Log in'));
  expect(await browser.evaluate<string>('document.querySelector(\'meta[name="mc-variant"]\').content')).toBe('modern');
  await browser.goto(`${SITE}/m/gameList?gameType=RNG&lang=EN`);
  await browser.find(firstGame);
});

test('member: login, balance, member centre, deposit to the pay step, the withdraw screen', async ({
  browserUnderTest: browser,
  request,
}) => {
  await logIn(browser, ACCOUNTS.member);
  const balance = await sim.balance(request, ACCOUNTS.member.username);
  await browser.waitForText(
    byTestId('header-balance'),
    Number(balance).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );

  await browser.goto(`${SITE}/m/mine?lang=EN`);
  await browser.find('//nav[@aria-label="My services"]//a[normalize-space()="Withdraw"]');

  await browser.goto(`${SITE}/m/voucherCenter?lang=EN`);
  await browser.find(byText('h1', 'Deposit'));
  await browser.type(field('Amount'), '5000');
  await browser.click(byText('button', 'Deposit'));
  await browser.find('//*[normalize-space()="At least 10,000.00"]');
  await browser.click(byText('button', '50,000'));
  await browser.click('//label[normalize-space()="AYA Bank"]');
  await browser.waitForText(byTestId('summary-credited'), '50,000.00');
  await browser.click(byText('button', 'Deposit'));
  await browser.waitForText(byTestId('pay-amount'), /50,000\.00/);
  expect(await browser.evaluate<string>('location.pathname + location.search')).toMatch(
    /^\/m\/voucherCenter\/order\?orderNo=D\d+$/,
  );

  await browser.goto(`${SITE}/m/withdraw?lang=EN`);
  await browser.waitForText(byTestId('withdraw-withdrawable'), /^\d{1,3}(,\d{3})*\.\d{2}$/);
  await browser.type(field('Amount'), '2000');
  await browser.waitForText(byTestId('withdraw-fee-line'), 'Fee 20.00 · You receive 1,980.00');
});

test('agent: login on the agent portal, agent home with the team', async ({ browserUnderTest: browser }) => {
  await logIn(browser, ACCOUNTS.agent, 'agent');
  await browser.waitForText(`(//section[@aria-labelledby=//h2[normalize-space()="Today's team"]/@id]//dd)[1]`, /^\d+$/);
});
