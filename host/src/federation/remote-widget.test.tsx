import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupI18n } from '@mc/shared-kernel/testing';
import { loadExposed, RemoteUnavailableError } from './load-exposed';
import { RemoteWidget } from './remote-widget';

jest.mock('./load-exposed', () => {
  const actual = jest.requireActual('./load-exposed');
  return { ...actual, loadExposed: jest.fn() };
});
const mockedLoad = loadExposed as jest.MockedFunction<typeof loadExposed>;

describe('RemoteWidget', () => {
  beforeAll(() => setupI18n('EN'));

  it('confines a failed remote to its regions; Retry in one of them is the next attempt for all of them', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockRejectedValue(new RemoteUnavailableError('games'));
    renderWithProviders(
      <>
        <RemoteWidget remote="games" exposed="popular-games" minHeight={100} label="Popular games" />
        <RemoteWidget remote="games" exposed="winner-board" minHeight={100} label="Winners" />
      </>,
    );
    const popular = await screen.findByRole('region', { name: 'Popular games' });
    const winners = screen.getByRole('region', { name: 'Winners' });
    expect(await within(popular).findByText('This part of the site could not be loaded.')).toBeInTheDocument();
    expect(await within(winners).findByText('This part of the site could not be loaded.')).toBeInTheDocument();

    mockedLoad.mockImplementation(
      async (_remote, exposed) => ({ default: () => <p>{`${exposed} widget`}</p> }) as never,
    );
    await userEvent.click(within(winners).getByRole('button', { name: 'Retry' }));
    expect(await within(popular).findByText('popular-games widget')).toBeInTheDocument();
    expect(await within(winners).findByText('winner-board widget')).toBeInTheDocument();
    error.mockRestore();
  });
});
