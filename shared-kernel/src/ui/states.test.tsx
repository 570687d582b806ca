import { screen } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { renderWithProviders, setupI18n } from '../testing';
import { EmptyState, ErrorState, Skeleton } from './states';
import { TextField } from './text-field';

beforeAll(() => setupI18n('EN'));

// Packages never style the kernel's classes: what they may change is chosen here, by props.
describe('the look options of the kernel blocks', () => {
  it('renders the plain state blocks with the kernel class alone', () => {
    renderWithProviders(
      <>
        <EmptyState />
        <ErrorState error={new ApiError('network')} />
      </>,
    );
    expect(screen.getByTestId('empty-state').className).toBe('mc-center');
    expect(screen.getByTestId('error-state').className).toBe('mc-center');
    expect(screen.getByTestId('error-state')).not.toHaveAttribute('style');
  });

  it("adds the compact and inline modifiers, then the caller's own class", () => {
    renderWithProviders(
      <>
        <EmptyState compact className="gm-box__state" />
        <ErrorState error={new ApiError('network')} inline compact className="host-bar__state" />
      </>,
    );
    expect(screen.getByTestId('empty-state').className).toBe('mc-center mc-center--compact gm-box__state');
    expect(screen.getByTestId('error-state').className).toBe(
      'mc-center mc-center--compact mc-center--inline host-bar__state',
    );
  });

  it("gives a skeleton the caller's class after its own", () => {
    const { container } = renderWithProviders(<Skeleton className="gm-row__placeholder" />);
    expect(container.querySelector('span')!.className).toBe('mc-skeleton gm-row__placeholder');
  });

  it('makes a text field dense on demand', () => {
    renderWithProviders(
      <>
        <TextField label="Start" value="" onChange={() => {}} dense />
        <TextField label="Name" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Start').closest('.mc-field')!.className).toBe('mc-field mc-field--dense');
    expect(screen.getByLabelText('Name').closest('.mc-field')!.className).toBe('mc-field');
  });
});
