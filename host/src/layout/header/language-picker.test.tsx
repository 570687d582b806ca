import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform } from '@mc/platform-sim';
import { bus, currentLanguage } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { displayLanguages, LanguagePicker } from './language-picker';

describe('displayLanguages', () => {
  it("keeps the site's order, only languages with complete texts, once each", () => {
    expect(displayLanguages(['CN', 'EN', 'JA', 'my', 'MY', 'TH'])).toEqual(['EN', 'MY']);
    expect(displayLanguages(['MY', 'EN'])).toEqual(['MY', 'EN']);
  });

  it("falls back to the client's languages when the site names none it can show", () => {
    expect(displayLanguages(undefined)).toEqual(['MY', 'EN']);
    expect(displayLanguages(['CN', 'TH'])).toEqual(['MY', 'EN']);
  });
});

describe('LanguagePicker', () => {
  beforeEach(async () => {
    useInProcessPlatform(createPlatform());
    resetSession();
    localStorage.clear();
    await setupI18n('EN');
  });

  it('lists the display languages with their flags, the current one selected', async () => {
    renderWithProviders(<LanguagePicker />);
    const button = await screen.findByRole('button', { name: 'Language: English' });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Language' });
    expect(list).toHaveFocus();
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['မြန်မာ', 'English']);
    expect(within(list).getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('option', { name: 'မြန်မာ' })).toHaveAttribute('aria-selected', 'false');
    for (const option of options) expect(option.querySelector('svg')).not.toBeNull();
  });

  it('switching calls the kernel: the language changes, persists and is announced on the bus', async () => {
    const changed = jest.fn();
    const off = bus.on('language:changed', changed);
    renderWithProviders(<LanguagePicker />);
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('option', { name: 'မြန်မာ' }));
    await waitFor(() => expect(currentLanguage()).toBe('MY'));
    expect(localStorage.getItem('MC_LANGUAGE')).toBe('MY');
    expect(changed).toHaveBeenCalledWith({ language: 'MY' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ဘာသာစကား - မြန်မာ' })).toHaveFocus();
    off();
  });

  it('works from the keyboard: arrows move, Enter picks, Escape closes without change', async () => {
    renderWithProviders(<LanguagePicker />);
    const button = await screen.findByRole('button', { name: 'Language: English' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    const english = within(list).getByRole('option', { name: 'English' });
    expect(list).toHaveAttribute('aria-activedescendant', english.id);
    await userEvent.keyboard('{Home}');
    expect(list).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'မြန်မာ' }).id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(currentLanguage()).toBe('EN');

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(currentLanguage()).toBe('MY'));
  });

  it('a tap outside closes the list', async () => {
    renderWithProviders(
      <>
        <p>outside</p>
        <LanguagePicker />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(currentLanguage()).toBe('EN');
  });
});
