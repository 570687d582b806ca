import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionKeys } from '@mc/shared-kernel';
import { renderWithProviders, setupI18n, MASK_CLICK_GUARD_MS } from '@mc/shared-kernel/testing';
import '../../../i18n/home/namespace';
import { LatestNewsPopup } from './latest-news-popup';

const ITEMS = [
  { id: '1', title: 'Welcome bonus', content: '<p>100% on the first deposit</p>' },
  { id: '2', title: 'Maintenance', content: '<p>Sunday 02:00</p>' },
];

/** The home page's first control (the logo), then the popup over it. */
function renderPopup() {
  return renderWithProviders(
    <>
      <a href="/m/home">MC home</a>
      <LatestNewsPopup items={ITEMS} />
    </>,
  );
}

describe('LatestNewsPopup', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('takes focus when it opens (the news list), keeps Tab inside and hides the page behind; Escape closes it', async () => {
    const user = userEvent.setup();
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Latest news' });
    const list = screen.getByRole('region', { name: 'News items' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'MC home' })).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(list).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SessionKeys.noticePop)).toBe('1');
    expect(screen.getByRole('link', { name: 'MC home' })).toBeInTheDocument();
  });

  it(`does not close on a tap begun before it appeared, nor on one within ${MASK_CLICK_GUARD_MS} ms; a later tap on the mask closes it`, async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    renderPopup();
    await screen.findByRole('dialog', { name: 'Latest news' });
    const mask = screen.getByTestId('dialog-mask');

    // A tap on the header begun just before the popup: its press was on the page, its click lands on the mask.
    now += 100;
    fireEvent.click(mask);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // A tap on the mask itself, but right after it appeared: not yet a decision to dismiss it unread.
    now += 150;
    fireEvent.touchStart(mask);
    fireEvent.mouseDown(mask);
    fireEvent.click(mask);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sessionStorage.getItem(SessionKeys.noticePop)).toBeNull();

    now += MASK_CLICK_GUARD_MS;
    fireEvent.pointerDown(mask);
    fireEvent.click(mask);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SessionKeys.noticePop)).toBe('1');
  });
});
