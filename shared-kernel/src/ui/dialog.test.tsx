import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Dialog, MASK_CLICK_GUARD_MS } from './dialog';
import { i18n } from '../i18n/i18n';
import { setupI18n } from '../testing';

function renderDialog(open: boolean, onClose = jest.fn(), onConfirm?: () => void) {
  const ui = (o: boolean) => (
    <I18nextProvider i18n={i18n}>
      <Dialog open={o} title="Prompt" onClose={onClose} onConfirm={onConfirm}>
        Are you sure?
      </Dialog>
    </I18nextProvider>
  );
  const result = render(ui(open));
  return { ...result, setOpen: (o: boolean) => result.rerender(ui(o)), onClose };
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

  it(`ignores a mask click within ${MASK_CLICK_GUARD_MS} ms of opening, honours it after`, () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { onClose } = renderDialog(true);
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(MASK_CLICK_GUARD_MS + 1));
    jest.setSystemTime(1_000_000 + MASK_CLICK_GUARD_MS + 1);
    fireEvent.click(screen.getByTestId('dialog-mask'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers cancel and confirm, labelled, and closes on Escape', () => {
    const onConfirm = jest.fn();
    const { onClose } = renderDialog(true, jest.fn(), onConfirm);
    expect(screen.getByRole('dialog', { name: 'Prompt' })).toHaveTextContent('Are you sure?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
