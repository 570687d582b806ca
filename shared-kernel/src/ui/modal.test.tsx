import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isModalOpen, tabbables, useModal } from './modal';

function Modal({ name, onClose, children }: { name: string; onClose: () => void; children?: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, { onClose });
  return createPortal(
    <div className="mask">
      <div role="dialog" aria-modal="true" aria-label={name} ref={panel}>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A page with a button opening a dialog of three controls (and, inside it, a button opening a second one). */
function Page({ empty = false }: { empty?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <a href="/before">Before</a>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p aria-hidden="false" data-testid="marked">
        Behind
      </p>
      {open ? (
        <Modal name="Outer" onClose={() => setOpen(false)}>
          {empty ? (
            <p>Nothing to press</p>
          ) : (
            <>
              <button type="button">One</button>
              <button type="button" disabled>
                Off
              </button>
              <button type="button" onClick={() => setInner(true)}>
                Two
              </button>
              <button type="button" onClick={() => setOpen(false)}>
                Three
              </button>
            </>
          )}
        </Modal>
      ) : null}
      {inner ? (
        <Modal name="Inner" onClose={() => setInner(false)}>
          <button type="button">Inner one</button>
        </Modal>
      ) : null}
    </>
  );
}

const page = () => screen.getByTestId('marked').parentElement!;

describe('useModal', () => {
  it('moves focus to the first control, keeps Tab and Shift+Tab inside, and closes on Escape back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    for (let i = 0; i < 7; i += 1) await user.tab();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('makes the page behind inert and aria-hidden while open, and puts back what was there', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(page()).toHaveAttribute('aria-hidden', 'true');
    expect(page()).toHaveAttribute('inert');
    // The dialog's own container is not hidden, and nothing of the page can be found by role.
    expect(screen.getByRole('dialog', { name: 'Outer' }).closest('[aria-hidden]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Three' }));
    expect(page()).not.toHaveAttribute('aria-hidden');
    expect(page()).not.toHaveAttribute('inert');
    expect(screen.getByTestId('marked')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps a live region (the toasts) audible while a dialog is open', async () => {
    const user = userEvent.setup();
    const live = document.createElement('div');
    live.setAttribute('aria-live', 'polite');
    document.body.append(live);
    try {
      render(<Page />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(page()).toHaveAttribute('aria-hidden', 'true');
      expect(live).not.toHaveAttribute('aria-hidden');
      expect(live).not.toHaveAttribute('inert');
    } finally {
      live.remove();
    }
  });

  it('focuses the dialog itself when it has no control, and Tab stays on it', async () => {
    const user = userEvent.setup();
    render(<Page empty />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toHaveFocus();
  });

  it('brings focus back inside when something moves it out', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('link', { name: 'Before', hidden: true }).focus();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
  });

  it('stacks: the newest dialog owns Tab and Escape, and each gives focus back to its own opener; open while any is', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(isModalOpen()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(isModalOpen()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Two' }));
    const outer = screen.getByRole('dialog', { name: 'Outer', hidden: true });
    expect(outer.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Inner one' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inner one' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    expect(page()).toHaveAttribute('aria-hidden', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page()).not.toHaveAttribute('aria-hidden');
    expect(isModalOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('leaves an Escape that a control inside has already handled alone', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    function Handled() {
      const panel = useRef<HTMLDivElement>(null);
      useModal(panel, { onClose });
      return (
        <div role="dialog" aria-label="D" ref={panel}>
          <input aria-label="Combo" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />
        </div>
      );
    }
    render(<Handled />);
    expect(screen.getByRole('textbox', { name: 'Combo' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('tabbables', () => {
  it('lists enabled, shown Tab stops in order, one per radio group', () => {
    document.body.innerHTML = `
      <div id="root">
        <button>a</button>
        <button disabled>off</button>
        <span tabindex="-1">skipped</span>
        <div hidden><button>hidden</button></div>
        <div style="display:none"><a href="#">none</a></div>
        <input type="hidden" />
        <input type="radio" name="g" value="1" /><input type="radio" name="g" value="2" checked />
        <input type="radio" name="h" value="3" /><input type="radio" name="h" value="4" />
        <fieldset disabled><input aria-label="in a disabled fieldset" /></fieldset>
        <div tabindex="0">region</div>
      </div>`;
    const found = tabbables(document.getElementById('root')!).map(
      (el) => el.textContent || (el as HTMLInputElement).value,
    );
    expect(found).toEqual(['a', '2', '3', 'region']);
    document.body.innerHTML = '';
  });
});
