import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@mc/shared-kernel/testing';
import { BootFailure } from './boot-failure';

describe('BootFailure', () => {
  beforeAll(() => setupI18n('EN'));

  it.each([
    ['offline', 'Network offline. Check your connection and try again.'],
    ['timeout', 'Network slow. The request took too long.'],
    ['maintenance', 'System upgrading, please try again later'],
    ['server', 'The server had a problem. Please try again.'],
  ] as const)(
    'says what went wrong when %s, as a page with a heading and an announced message',
    async (kind, message) => {
      render(<BootFailure kind={kind} onRetry={jest.fn()} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'The site could not open' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
  );

  it('speaks Burmese', async () => {
    await setupI18n('MY');
    const { unmount } = render(<BootFailure kind="timeout" onRetry={jest.fn()} />);
    try {
      expect(await screen.findByRole('heading', { name: 'ဆိုက်ကို ဖွင့်၍ မရပါ' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('ကွန်ရက်နှေးနေသည်။');
    } finally {
      unmount();
      await setupI18n('EN');
    }
  });

  it('Retry starts once and shows that it is trying again', async () => {
    const onRetry = jest.fn();
    render(<BootFailure kind="server" onRetry={onRetry} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Trying again…');
  });

  it('offline, retries by itself when the browser is back online', async () => {
    const onRetry = jest.fn();
    render(<BootFailure kind="offline" onRetry={onRetry} />);
    expect(await screen.findByText('It opens by itself when you are back online.')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('other failures wait for Retry', async () => {
    const onRetry = jest.fn();
    render(<BootFailure kind="server" onRetry={onRetry} />);
    await screen.findByRole('button', { name: 'Retry' });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).not.toHaveBeenCalled();
  });
});
