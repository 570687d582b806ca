import { Component, useState, type ReactNode } from 'react';
import { ErrorState, Spinner } from '@mc/shared-kernel';
import { useLoaded } from '../federation/use-loaded';
import { useHostPageTitle } from '../layout/title/page-title';
import { HOME_PAGE_KEY, loadHomePage } from './load-home';

/** /m/home: the page once its chunk is in (at once when boot waited for it), with Retry if it cannot come. */
export function HomeRoute() {
  const [attempt, setAttempt] = useState(0);
  // Here, not in the page's chunk: the title is right while the chunk is on its way.
  useHostPageTitle('pages.home');
  return (
    <LoadFailure key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedHome />
    </LoadFailure>
  );
}

function LoadedHome() {
  const Page = useLoaded(HOME_PAGE_KEY, loadHomePage);
  if (!Page) return <Spinner />;
  // The module's own component, the same one on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

/** The page's chunk did not arrive (offline, a release replaced it): say so where the page would be. */
class LoadFailure extends Component<{ onRetry: () => void; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) return <ErrorState error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
