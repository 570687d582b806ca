import { Suspense, useEffect, type ReactNode } from 'react';
import { Skeleton, type RemoteWidgetModule, type WidgetProps } from '@mc/shared-kernel';
import { loadExposed } from './load-exposed';
import { RemoteBoundary, RemoteLoading } from './remote-boundary';
import { useRemoteAttempt } from './remote-attempts';
import { useLoaded } from './use-loaded';
import { reportView } from '../field/field-context';

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

/**
 * A remote's widget placed on a host page. It is fetched only when rendered; if the remote is down or
 * the widget throws, only this region shows the compact fallback with Retry.
 */
export function RemoteWidget({ remote, exposed, minHeight, label, placeholder, className }: Props) {
  const attempt = useRemoteAttempt(remote);
  const loading = (
    <RemoteLoading remote={remote} compact>
      {placeholder ?? <Skeleton height={minHeight} />}
    </RemoteLoading>
  );
  return (
    <section className={className} aria-label={label} data-widget={`${remote}/${exposed}`} style={{ minHeight }}>
      <RemoteBoundary remote={remote} resetKey={attempt} compact>
        {/* Keyed: Retry mounts it afresh, so a failure is not carried over. */}
        <LoadedWidget key={attempt} remote={remote} exposed={exposed} loading={loading} />
      </RemoteBoundary>
    </section>
  );
}

/** The widget once its module is here (read through state: see use-loaded.ts); its own waits show `loading`. */
function LoadedWidget({ remote, exposed, loading }: { remote: string; exposed: string; loading: ReactNode }) {
  const Widget = useLoaded(`widget|${remote}/${exposed}`, () => loadWidget(remote, exposed), { inSlices: true });
  const shown = Boolean(Widget);
  // A widget shown is a session that saw this remote's release too (field-context.ts).
  useEffect(() => {
    if (shown) reportView(remote);
  }, [shown, remote]);
  if (!Widget) return loading;
  return (
    <Suspense fallback={loading}>
      {/* The module's own component, the same one for every render of this widget. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Widget />
    </Suspense>
  );
}

const loadWidget = (remote: string, exposed: string) =>
  loadExposed<RemoteWidgetModule>(remote, exposed).then((m) => m.default);
