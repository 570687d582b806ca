import { Suspense, lazy, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Skeleton, type RemoteWidgetModule, type WidgetProps } from '@mc/shared-kernel';
import { loadExposed } from './load-exposed';
import { RemoteBoundary, RemoteLoading } from './remote-boundary';
import { useRemoteAttempt } from './remote-attempts';

interface Props extends WidgetProps {
  remote: string;
  exposed: string;
  /** Height reserved while the widget loads, so the page does not shift when it arrives. */
  minHeight: number;
  /** Accessible name of the region (the widget's own heading may come later). */
  label: string;
  /** Shown while loading instead of the default skeleton block. */
  placeholder?: ReactNode;
}

type Widget = LazyExoticComponent<ComponentType<WidgetProps>>;

/**
 * A remote's widget placed on a host page. It is fetched only when rendered; if the remote is down or
 * the widget throws, only this region shows the compact fallback with Retry.
 */
export function RemoteWidget({ remote, exposed, minHeight, label, placeholder, className }: Props) {
  const attempt = useRemoteAttempt(remote);
  // React.lazy caches a failure, so every attempt builds a new lazy component.
  const Widget: Widget = useMemo(
    () => lazy(() => loadExposed<RemoteWidgetModule>(remote, exposed)),
    [remote, exposed, attempt], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <section className={className} aria-label={label} data-widget={`${remote}/${exposed}`} style={{ minHeight }}>
      <RemoteBoundary remote={remote} resetKey={attempt} compact>
        <Suspense fallback={<RemoteLoading remote={remote} compact>{placeholder ?? <Skeleton height={minHeight} />}</RemoteLoading>}>
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Widget />
        </Suspense>
      </RemoteBoundary>
    </section>
  );
}
