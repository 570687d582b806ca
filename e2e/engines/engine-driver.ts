import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, until, type WebDriver } from 'selenium-webdriver';

/**
 * The other engines, driven the way their Debian builds allow: Playwright drives only its own patched
 * Firefox and WebKit (and Debian's Firefox ESR lacks a WebDriver BiDi command Playwright's newer channel
 * sends at every new context), so Gecko is driven with puppeteer-core over WebDriver BiDi and WebKitGTK with
 * selenium-webdriver through WebKitWebDriver under a virtual display. The journeys see one small interface;
 * elements are found by XPath, which both speak.
 */
export interface EngineDriver {
  readonly name: Engine;
  goto(url: string): Promise<void>;
  /** Waits until an element matching the XPath is displayed. */
  find(xpath: string, timeoutMs?: number): Promise<void>;
  click(xpath: string): Promise<void>;
  /** Replaces the field's value with `text`, typed key by key. */
  type(xpath: string, text: string): Promise<void>;
  /** Waits until the element's text (trimmed) matches. */
  waitForText(xpath: string, expected: RegExp | string, timeoutMs?: number): Promise<string>;
  evaluate<T>(script: string): Promise<T>;
  close(): Promise<void>;
}

export type Engine = 'firefox' | 'webkit';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
].find(existsSync);

/** Whether this machine has the engine (npm test installs both; a bare machine skips with the reason). */
export function engineMissing(engine: Engine): string | null {
  if (engine === 'firefox') return existsSync(FIREFOX) ? null : `${FIREFOX} is missing (Debian's firefox-esr)`;
  if (!existsSync(WEBKIT_DRIVER)) return `${WEBKIT_DRIVER} is missing (Debian's webkit2gtk-driver)`;
  if (!MINIBROWSER) return "WebKitGTK's MiniBrowser is missing";
  return null;
}

const VIEWPORT = { width: 375, height: 812 };
const DEFAULT_TIMEOUT = 20_000;

async function until_<T>(read: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const matches = (text: string, expected: RegExp | string) =>
  typeof expected === 'string' ? text === expected : expected.test(text);

export async function firefoxDriver(): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
  });
  const page: Page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  const handle = (xpath: string, timeout = DEFAULT_TIMEOUT) =>
    page.waitForSelector(`::-p-xpath(${xpath})`, { visible: true, timeout });
  return {
    name: 'firefox',
    goto: async (url) => void (await page.goto(url)),
    find: async (xpath, timeout) => void (await handle(xpath, timeout)),
    click: async (xpath) => (await handle(xpath))!.click(),
    type: async (xpath, text) => {
      const field = (await handle(xpath))!;
      await field.click({ count: 3 });
      await field.evaluate((el) => ((el as HTMLInputElement).value = ''));
      await field.type(text);
    },
    waitForText: (xpath, expected, timeout = DEFAULT_TIMEOUT) =>
      until_(
        async () => {
          const text = (await page.$eval(`::-p-xpath(${xpath})`, (el) => el.textContent ?? '')).trim();
          return matches(text, expected) ? text : undefined;
        },
        timeout,
        `${xpath} to read ${String(expected)}`,
      ),
    evaluate: <T>(script: string) => page.evaluate(script) as Promise<T>,
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

/** A virtual display of its own, for WebKitGTK's window (it has no headless mode). */
async function virtualDisplay(): Promise<{ display: string; stop: () => Promise<void> }> {
  for (let n = 90 + Math.floor(Math.random() * 400); ; n++) {
    if (existsSync(`/tmp/.X${n}-lock`)) continue;
    const xvfb = spawn('Xvfb', [`:${n}`, '-screen', '0', '1024x900x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    const exited = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 700);
      xvfb.once('exit', () => (clearTimeout(timer), resolve(true)));
    });
    if (!exited) return { display: `:${n}`, stop: () => stopped(xvfb) };
  }
}

export async function webkitDriver(): Promise<EngineDriver> {
  const screen = await virtualDisplay();
  const port = await freePort();
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: screen.display },
    stdio: 'ignore',
  });
  const shutDown = async () => {
    await stopped(server);
    await screen.stop();
  };
  try {
    const driver: WebDriver = await until_(
      () =>
        new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          })
          .build(),
      10_000,
      'WebKitWebDriver',
    );
    await driver.manage().window().setRect(VIEWPORT);
    const element = async (xpath: string, timeout = DEFAULT_TIMEOUT) => {
      const found = await driver.wait(until.elementLocated(By.xpath(xpath)), timeout);
      await driver.wait(until.elementIsVisible(found), timeout);
      // Into the middle of the screen, as a person scrolls to it: WebKitWebDriver stops at the edge, where the
      // fixed bottom menu covers it.
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", found);
      return found;
    };
    return {
      name: 'webkit',
      goto: (url) => driver.get(url),
      find: async (xpath, timeout) => void (await element(xpath, timeout)),
      click: async (xpath) => (await element(xpath)).click(),
      type: async (xpath, text) => {
        const field = await element(xpath);
        await field.clear();
        await field.sendKeys(text);
      },
      waitForText: (xpath, expected, timeout = DEFAULT_TIMEOUT) =>
        until_(
          async () => {
            const text = (await driver.findElement(By.xpath(xpath)).getText()).trim();
            return matches(text, expected) ? text : undefined;
          },
          timeout,
          `${xpath} to read ${String(expected)}`,
        ),
      evaluate: <T>(script: string) => driver.executeScript(`return (${script})`) as Promise<T>,
      close: async () => {
        await driver.quit().catch(() => undefined);
        await shutDown();
      },
    };
  } catch (error) {
    await shutDown();
    throw error;
  }
}

export const startEngine = (engine: Engine) => (engine === 'firefox' ? firefoxDriver() : webkitDriver());
