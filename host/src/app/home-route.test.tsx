import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '@mc/shared-kernel/testing';
import { forgetLoaded } from '../federation/use-loaded';
import { HomeRoute } from './home-route';
import { forgetHomePage, loadHomePage } from './load-home';

// The page's chunk: fails as many times as the test says, then arrives.
let mockFailures = 0;
jest.mock('./home', () => {
  if (mockFailures > 0) {
    mockFailures -= 1;
    throw new Error('Loading chunk home failed');
  }
  return { Home: () => <p data-testid="home-page">home</p> };
});

describe('the home route', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    forgetLoaded();
    forgetHomePage();
  });

  // First: until it arrives once, the chunk is not in the module registry.
  it('shows a failed chunk where the page would be, and Retry fetches it again', async () => {
    mockFailures = 1;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<HomeRoute />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/./);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
      expect(await screen.findByTestId('home-page')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('renders the page at once when its chunk came before the first render (as boot sees to on home)', async () => {
    await loadHomePage();
    render(<HomeRoute />);
    expect(screen.getByTestId('home-page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it is loading until the chunk is in, then shows the page', async () => {
    render(<HomeRoute />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });
});
