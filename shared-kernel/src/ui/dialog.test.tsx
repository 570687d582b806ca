import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Dialog } from './dialog';
import { MASK_CLICK_GUARD_MS } from './modal';
import { i18n } from '../i18n/i18n';
import { setupI18n } from '../testing';

function renderDialog(open: boolean, onClose = jest.fn(), onConfirm?: () => void) {
  const ui = (o: boolean) => (
    <I18nextProvider i18n={i18n}>
      <Dialog open={o} title="Sign out?" onClose={onClose} onConfirm={onConfirm}>
        Are you sure?
      </Dialog>
    </I18nextProvider>
  );
  const result = render(ui(open));
  return { ...result, setOpen: (o: boolean) => result.rerender(ui(o)), onClose };
}

/** A tap on the mask itself: the press begins on it, then the click. */
function tapMask() {
  const mask = screen.getByTestId('dialog-mask');
  fireEvent.pointerDown(mask);
  fireEvent.mouseDown(mask);
  fireEvent.click(mask);
}

describe('Dialog', () => {
  beforeAll(() => setupI18n('EN'));
  afterEach(() => jest.useRealTimers());

  it('locks document scroll while open and releases it on close', () => {
    const { setOpen } = renderDialog(true);
    expect(document.body.style.overflow).toBe('hidden');
    setOpen(false);
    expect(document.body.style.overflow).toBe('');
  });

  it(`ignores a mask tap within ${MASK_CLICK_GUARD_MS} ms of opening, honours it after`, () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { onClose } = renderDialog(true);
    tapMask();
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(MASK_CLICK_GUARD_MS));
    tapMask();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a click on the mask whose press began elsewhere (a tap begun before the dialog opened)', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { onClose } = renderDialog(true);
    act(() => jest.advanceTimersByTime(5000));
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(onClose).not.toHaveBeenCalled();
    // A press inside the panel that ends on the mask is not a tap on the mask either.
    fireEvent.pointerDown(screen.getByText('Are you sure?'));
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a dialog with closeOnMask={false} open on a mask tap', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const onClose = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Dialog open title="Go?" onClose={onClose} closeOnMask={false} />
      </I18nextProvider>,
    );
    act(() => jest.advanceTimersByTime(5000));
    tapMask();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers cancel and confirm, labelled, focuses confirm, and closes on Escape', () => {
    const onConfirm = jest.fn();
    const { onClose } = renderDialog(true, jest.fn(), onConfirm);
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('is named by its message when it has no title, or by its label', () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Dialog open onClose={jest.fn()}>
          <span>Please log in first</span>
        </Dialog>
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Please log in first' })).toBeInTheDocument();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Dialog open label="User agreement" onClose={jest.fn()}>
          <p>Long text</p>
        </Dialog>
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'User agreement' })).toBeInTheDocument();
  });

  it('starts on the first field to fill, not on confirm, in a form dialog', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Dialog open title="Filter" onClose={jest.fn()} onConfirm={jest.fn()}>
          <input readOnly aria-label="Link" value="x" />
          <label>
            <input type="radio" name="v" /> All
          </label>
          <label>
            <input type="radio" name="v" defaultChecked /> PG
          </label>
        </Dialog>
      </I18nextProvider>,
    );
    expect(screen.getByRole('radio', { name: 'PG' })).toHaveFocus();
    // Shift+Tab from the first stop (the read-only link) wraps to confirm.
    const user = userEvent.setup();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });
});
