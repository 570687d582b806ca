import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigationType } from 'react-router';
import { currentLocation, renderAtPath, setupI18n } from '@mc/shared-kernel/testing';
import { filterFromSearch, useUrlFilter } from './use-url-filter';

const TYPES = ['ALL', 'DEPOSIT', 'WITHDRAW'] as const;
type Kind = (typeof TYPES)[number];

function TypeFilter() {
  const [kind, setKind] = useUrlFilter<Kind>('type', TYPES, 'ALL');
  return (
    <>
      <p data-testid="value">{kind}</p>
      <p data-testid="navigation">{useNavigationType()}</p>
      {TYPES.map((value) => (
        <button key={value} type="button" onClick={() => setKind(value)}>
          {value}
        </button>
      ))}
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const renderFilter = (search: string) => renderAtPath('/m/records', <TypeFilter />, `/m/records${search}`);

beforeEach(async () => {
  await setupI18n('EN');
});

describe('reading a filter from a URL parameter', () => {
  it('takes an allowed value as it is, in any case as its allowed spelling, anything else as none', () => {
    expect(filterFromSearch('DEPOSIT', TYPES)).toBe('DEPOSIT');
    expect(filterFromSearch('deposit', TYPES)).toBe('DEPOSIT');
    expect(filterFromSearch('REFUND', TYPES)).toBeNull();
    expect(filterFromSearch('', TYPES)).toBeNull();
    expect(filterFromSearch(null, TYPES)).toBeNull();
  });
});

describe('useUrlFilter', () => {
  it('shows the fallback when the link names none, and leaves the URL alone', () => {
    renderFilter('?start=2026-03-01&end=2026-03-02');
    expect(value()).toBe('ALL');
    expect(currentLocation()).toBe('/m/records?start=2026-03-01&end=2026-03-02');
    expect(screen.getByTestId('navigation')).toHaveTextContent('POP');
  });

  it('reads an allowed value from the link', () => {
    renderFilter('?type=WITHDRAW');
    expect(value()).toBe('WITHDRAW');
    expect(currentLocation()).toBe('/m/records?type=WITHDRAW');
  });

  it('reads a value in another case, and writes its allowed spelling back', async () => {
    renderFilter('?lang=EN&type=withdraw');
    expect(value()).toBe('WITHDRAW');
    await waitFor(() => expect(currentLocation()).toBe('/m/records?lang=EN&type=WITHDRAW'));
  });

  it.each(['?type=REFUND&lang=EN', '?type=&lang=EN', '?lang=EN&type=%3Cscript%3E'])(
    'falls back for a bad value (%s) and takes it out of the URL, keeping the rest',
    async (search) => {
      renderFilter(search);
      expect(value()).toBe('ALL');
      await waitFor(() => expect(currentLocation()).toBe('/m/records?lang=EN'));
      expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    },
  );

  it('puts a choice in the URL, replacing the entry, and takes the parameter away for the fallback', async () => {
    const user = userEvent.setup();
    renderFilter('?start=2026-03-01&end=2026-03-02');
    await user.click(screen.getByRole('button', { name: 'DEPOSIT' }));
    expect(value()).toBe('DEPOSIT');
    expect(currentLocation()).toBe('/m/records?start=2026-03-01&end=2026-03-02&type=DEPOSIT');
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    await user.click(screen.getByRole('button', { name: 'ALL' }));
    expect(value()).toBe('ALL');
    expect(currentLocation()).toBe('/m/records?start=2026-03-01&end=2026-03-02');
  });
});
