import { act, render, screen } from '@testing-library/react';
import { toast, ToastHost, TOAST_SHORT_MS, NOTICE_MS } from './toast';

describe('toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes an error after the short duration (3 s) and a success notice after 1.5 s', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Network slow');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Network slow');
    act(() => jest.advanceTimersByTime(TOAST_SHORT_MS - 1));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => {
      toast.success('Saved');
    });
    act(() => jest.advanceTimersByTime(NOTICE_MS));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a loading notice until dismissed, and a new message replaces the old one', () => {
    render(<ToastHost />);
    let id = 0;
    act(() => {
      id = toast.loading('Please wait…');
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Please wait…')).toBeInTheDocument();
    act(() => toast.dismiss(id));
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();

    act(() => {
      toast.info('first');
      toast.info('second');
    });
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});
