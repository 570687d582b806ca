import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { resetSession, setupI18n, useInProcessPlatform, toastStore } from '@mc/shared-kernel/testing';
import { sessionStore } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import {
  captchaAnswer,
  captchaInput,
  fillUsernameForm,
  mobileInput,
  recordRequests,
  renderRegister,
  SLOW,
  submitButton,
  textbox,
  usernameInput,
  waitForForm,
  where,
} from './testing/render-register';

jest.setTimeout(30_000);

const FREE_NUMBER = '09771234567';
/** demo01's number in the sim's seed. */
const TAKEN_NUMBER = '09450000001';

let platform: Platform;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
});
afterEach(() => act(() => toastStore.setState({ toasts: [] })));

const mobileTab = () => screen.findByRole('tab', { name: 'Mobile number' }, SLOW);
const usernameTab = () => screen.getByRole('tab', { name: 'Username' });
const codeInput = () => textbox(/^SMS code/);
const getCode = () => screen.getByRole('button', { name: 'Get code' });
const smsFor = async (mobileNum: string) =>
  ((await simAdmin(platform, `sms?mobileNum=${mobileNum}`)) as { code: string | null }).code;

describe('register page: by mobile number', () => {
  it('registers with the SMS code the platform sent', async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.click(await mobileTab());
    await user.type(mobileInput(), FREE_NUMBER);
    await user.click(getCode());
    expect(await screen.findByRole('button', { name: /^Get a new code in \d+ s$/ }, SLOW)).toBeDisabled();
    const code = await smsFor(FREE_NUMBER);
    expect(code).toMatch(/^\d{6}$/);

    await fillUsernameForm({ username: 'mobile01' }, user);
    await user.type(codeInput(), code!);
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await where()).toHaveTextContent(/^\/m\/home$/);
    expect(sessionStore.getState().info).toMatchObject({ userName: 'mobile01', type: 0 });
    // The number now belongs to an account: the platform refuses to send it a registration code.
    const again = await platform.fetch(
      new Request('http://platform.test/wps/verification/sms/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobileNo: FREE_NUMBER, countryDialingCode: '95' }),
      }),
    );
    expect(await again.json()).toMatchObject({ success: false, code: 'user.exists' });
  });

  it('puts a wrong SMS code under its field and keeps the rest', async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.click(await mobileTab());
    await user.type(mobileInput(), FREE_NUMBER);
    await user.click(getCode());
    await screen.findByRole('button', { name: /^Get a new code in/ }, SLOW);
    const code = await smsFor(FREE_NUMBER);
    await fillUsernameForm({ username: 'mobile01' }, user);
    await user.type(codeInput(), code === '000000' ? '111111' : '000000');
    await user.type(captchaInput(), await captchaAnswer(platform));
    await user.click(submitButton());
    expect(await screen.findByText('The SMS code is wrong or has expired', {}, SLOW)).toHaveClass('mc-field__error');
    expect(codeInput()).toHaveFocus();
    expect(mobileInput()).toHaveValue(FREE_NUMBER);
    expect(sessionStore.getState().info).toBeNull();
  });

  it('checks the number before sending a code', async () => {
    const requests = recordRequests(platform);
    useInProcessPlatform(requests);
    renderRegister();
    const user = userEvent.setup();
    await user.click(await mobileTab());
    await user.click(getCode());
    expect(await screen.findByText('Please enter the mobile number')).toBeInTheDocument();
    expect(mobileInput()).toHaveFocus();
    await user.type(mobileInput(), '0977abc');
    await user.click(getCode());
    expect(await screen.findByText('The mobile number is not valid: digits only')).toBeInTheDocument();
    expect(requests.paths.filter((p) => p.includes('/wps/verification/sms'))).toEqual([]);
  });

  it('says under the field when the number is already registered', async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.click(await mobileTab());
    await user.type(mobileInput(), TAKEN_NUMBER);
    await user.click(getCode());
    expect(await screen.findByText('This mobile number is already registered', {}, SLOW)).toHaveClass(
      'mc-field__error',
    );
    expect(getCode()).toBeEnabled();
  });
});

describe('register page: method toggle', () => {
  it('copies the typed mobile number to the other method', async () => {
    renderRegister();
    const user = userEvent.setup();
    await usernameInput();
    await user.type(mobileInput(), FREE_NUMBER);
    await user.click(await mobileTab());
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    expect(mobileInput()).toHaveValue(FREE_NUMBER);
    expect(mobileInput()).toHaveAttribute('aria-required', 'true');
    await user.type(mobileInput(), '8');
    await user.click(usernameTab());
    expect(mobileInput()).toHaveValue(`${FREE_NUMBER}8`);
    expect(mobileInput()).not.toHaveAttribute('aria-required');
  });

  it('asks for the SMS code only in the mobile method and re-checks messages on switching', async () => {
    renderRegister();
    const user = userEvent.setup();
    await usernameInput();
    expect(screen.queryByRole('textbox', { name: /^SMS code/ })).not.toBeInTheDocument();
    await user.click(await mobileTab());
    await user.click(submitButton());
    expect(await screen.findByText('Please enter the mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the SMS code')).toBeInTheDocument();
    // The username method does not need the number: its message goes.
    await user.click(usernameTab());
    await waitFor(() => expect(screen.queryByText('Please enter the mobile number')).not.toBeInTheDocument());
    expect(screen.queryByText('Please enter the SMS code')).not.toBeInTheDocument();
  });

  it('supports the arrow keys between the tabs', async () => {
    renderRegister();
    const user = userEvent.setup();
    const tabs = within(await screen.findByRole('tablist', { name: 'Registration method' }, SLOW));
    tabs.getByRole('tab', { name: 'Username' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Mobile number' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('hides the toggle and starts on mobile when it is the only method', async () => {
    await simAdmin(platform, 'register-settings', { methods: { username: false } });
    renderRegister();
    await waitForForm();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(mobileInput()).toHaveAttribute('aria-required', 'true');
    expect(codeInput()).toBeInTheDocument();
    expect(getCode()).toBeInTheDocument();
  });

  it('hides the toggle and the SMS code when only the username method is offered', async () => {
    await simAdmin(platform, 'switches', { MOBILEREG3: false });
    renderRegister();
    await waitForForm();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(await usernameInput()).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('textbox', { name: /^SMS code/ })).not.toBeInTheDocument();
  });

  it('offers the dialing codes with the merchant default selected', async () => {
    renderRegister();
    const picker = await screen.findByRole('combobox', { name: 'Code' }, SLOW);
    expect(picker).toHaveDisplayValue('+95 Myanmar');
    await userEvent.setup().selectOptions(picker, 'TH');
    expect(picker).toHaveDisplayValue('+66 Thailand');
  });
});
