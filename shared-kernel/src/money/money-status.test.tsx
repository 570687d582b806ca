import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@mc/shared-kernel';
import { setupI18n } from '@mc/shared-kernel/testing';
import { MoneyStatus } from './money-status';
import type { MoneyState, MoneySubmission } from './use-money-submission';

const submission = (state: MoneyState<unknown>): MoneySubmission<unknown, unknown> => ({
  state,
  submit: jest.fn(),
  check: jest.fn(),
  reset: jest.fn(),
});

describe('MoneyStatus', () => {
  beforeAll(() => setupI18n('EN'));

  it('says "not confirmed yet" while it keeps asking by itself, with nothing to tap and no failure', async () => {
    const pending = submission({ phase: 'unknown', error: null, lookingAgain: true });
    render(<MoneyStatus submission={pending} onTryAgain={jest.fn()} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Not confirmed yet.');
    expect(status).toHaveTextContent('Nothing will be done twice.');
    expect(status).not.toHaveTextContent(/failed|did not go through/i);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('never calls a lost answer a failure: once it stopped asking, it says it cannot tell yet and checks again on request', async () => {
    const pending = submission({ phase: 'unknown', error: new ApiError('timeout'), lookingAgain: false });
    render(<MoneyStatus submission={pending} onTryAgain={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm whether this went through.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/failed/i);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(pending.check).toHaveBeenCalled();
  });

  it('offers to try again only once the platform said it never carried it out', async () => {
    const onTryAgain = jest.fn();
    render(<MoneyStatus submission={submission({ phase: 'notCarriedOut' })} onTryAgain={onTryAgain} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('It did not go through: nothing was moved.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onTryAgain).toHaveBeenCalled();
  });

  it('shows nothing of its own for idle, done and failed', () => {
    for (const state of [
      { phase: 'idle' },
      { phase: 'done', result: 1 },
      { phase: 'failed', error: new ApiError('business') },
    ] as MoneyState<unknown>[]) {
      const { container, unmount } = render(<MoneyStatus submission={submission(state)} onTryAgain={jest.fn()} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
