import { act, screen } from '@testing-library/react';
import { bus } from '@mc/shared-kernel';
import { renderWithProviders, setupI18n } from '@mc/shared-kernel/testing';
import { DownloadHost, forgetDownloadPopup, loadDownloadPopup } from './download-host';

// The popup's chunk: fails as many times as the test says, then arrives (the popup itself is tested in
// download-bar.test.tsx).
let mockFailures = 0;
jest.mock('./download-popup', () => {
  if (mockFailures > 0) {
    mockFailures -= 1;
    throw new Error('Loading chunk download failed');
  }
  return {
    DownloadPopup: ({ onClose }: { onClose: () => void }) => (
      <button type="button" onClick={onClose}>
        popup
      </button>
    ),
  };
});

describe('DownloadHost', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => forgetDownloadPopup());

  // First: until it arrives once, the chunk is not in the module registry.
  it("says so in a toast when the popup's code cannot arrive, and opens it on the next request", async () => {
    mockFailures = 1;
    renderWithProviders(<DownloadHost />);
    await act(async () => {
      bus.emit('download:open');
      await loadDownloadPopup().catch(() => undefined);
    });
    expect(screen.queryByRole('button', { name: 'popup' })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/connection/i);
    act(() => bus.emit('download:open'));
    expect(await screen.findByRole('button', { name: 'popup' })).toBeInTheDocument();
  });

  it('opens the popup on request and closes it', async () => {
    renderWithProviders(<DownloadHost />);
    expect(screen.queryByRole('button', { name: 'popup' })).not.toBeInTheDocument();
    act(() => bus.emit('download:open'));
    const popup = await screen.findByRole('button', { name: 'popup' });
    act(() => popup.click());
    expect(screen.queryByRole('button', { name: 'popup' })).not.toBeInTheDocument();
  });
});
