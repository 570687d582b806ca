import type { ComponentType } from 'react';
import { Skeleton } from '@mc/shared-kernel';

/** Draws a remote's widget in a region of its own, fetched when rendered (the app passes the federation's). */
export type RemoteWidgetSlot = ComponentType<{
  remote: string;
  exposed: string;
  minHeight: number;
  label: string;
  className?: string;
}>;

interface Props {
  RemoteWidget: RemoteWidgetSlot;
  widget: { remote: string; exposed: string };
  minHeight: number;
  label: string;
  /** False: only the widget's place is kept (same box as while it loads); its remote is not fetched yet. */
  start: boolean;
  /**
   * Mostly below a phone's first screen: the browser lays the widget out only once it nears the screen
   * (`content-visibility: auto`), not while the page loads. Burmese text is costly to lay out, and these
   * widgets hold most of home's text.
   */
  belowFold?: boolean;
}

/** A remote's widget on home, fetched only once the page lets it start. */
export function HomeWidget({ RemoteWidget, widget, minHeight, label, start, belowFold = false }: Props) {
  const className = belowFold ? 'host-home-widget host-home-widget--below' : 'host-home-widget';
  if (!start) {
    return (
      <section className={className} aria-label={label} aria-busy style={{ minHeight }} data-testid="widget-waiting">
        {minHeight > 0 ? <Skeleton height={minHeight} /> : null}
      </section>
    );
  }
  return <RemoteWidget {...widget} minHeight={minHeight} label={label} className={className} />;
}
