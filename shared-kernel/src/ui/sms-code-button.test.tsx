import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/api-error';
import { expectCompleteTranslations, renderWithProviders, setupI18n } from '../testing';
import { SmsCodeButton, SMS_SENDING_MS } from './sms-code-button';
import { toastStore } from './toast';
import en from '../i18n/sms-code/en.json';
import my from '../i18n/sms-code/my.json';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function setup(props: {
  validate?: () => boolean;
  send: () => Promise<{ expiredMinutes?: number | null }>;
  channel?: 'sms' | 'email';
}) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithProviders(
    <SmsCodeButton validate={props.validate ?? (() => true)} send={props.send} channel={props.channel} />,
  );
  const button = await screen.findByRole('button', { name: 'Get code' });
  return { user, button };
}

beforeEach(async () => {
  jest.useFakeTimers();
  await setupI18n('EN');
});
afterEach(() => {
  act(() => toastStore.setState({ toasts: [] }));
  jest.useRealTimers();
});

describe('SmsCodeButton', () => {
  it('names the e-mail when the code goes by e-mail', async () => {
    const { user, button } = await setup({ send: async () => ({ expiredMinutes: 5 }), channel: 'email' });
    await user.click(button);
    expect(await screen.findByText('E-mail sent')).toBeInTheDocument();
    expect(screen.queryByText('SMS sent')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a new code in 300 s' })).toBeDisabled();
  });

  it('sends nothing while the mobile number does not validate', async () => {
    const send = jest.fn(async () => ({ expiredMinutes: 5 }));
    const { user, button } = await setup({ validate: () => false, send });
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows "sending…", then "SMS sent" for 1.5 s and counts down expiredMinutes × 60 s', async () => {
    const reply = deferred<{ expiredMinutes: number }>();
    const send = jest.fn(() => reply.promise);
    const { user, button } = await setup({ send });
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    expect(button).toBeDisabled();

    await act(async () => reply.resolve({ expiredMinutes: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent('SMS sent');
    expect(screen.getByRole('button', { name: 'Get a new code in 120 s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Get a new code in 120 s' }));
    expect(send).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('SMS sent')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a new code in 119 s' })).toHaveTextContent('119 s');

    act(() => jest.advanceTimersByTime(118_500));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('counts 60 s when the platform gives no expiry', async () => {
    const { user, button } = await setup({ send: async () => ({}) });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Get a new code in 60 s' })).toBeDisabled();
  });

  it('closes the sending notice by itself after 9999 ms if the call hangs', async () => {
    const { user, button } = await setup({ send: () => new Promise(() => undefined) });
    await user.click(button);
    act(() => jest.advanceTimersByTime(SMS_SENDING_MS));
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('shows the localized failure and is ready again', async () => {
    const { user, button } = await setup({ send: async () => Promise.reject(new ApiError('server', { status: 503 })) });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('has complete translations', () => {
    expectCompleteTranslations({ EN: en, MY: my });
  });
});
