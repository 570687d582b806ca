import { render, screen } from '@testing-library/react';
import { forgetLoaded, remember, useLoaded } from './use-loaded';

function Probe({ load }: { load: () => Promise<string> }) {
  const value = useLoaded('probe', load);
  return <p>{value ?? 'loading'}</p>;
}

describe('useLoaded', () => {
  beforeEach(() => forgetLoaded());

  it('reads a value remembered earlier in the first render', async () => {
    await remember('probe', Promise.resolve('ready'));
    render(<Probe load={() => Promise.resolve('unused')} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
