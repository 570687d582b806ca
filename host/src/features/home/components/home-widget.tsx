import { Skeleton } from '@mc/shared-kernel';
import { RemoteWidget } from '../../../federation/remote-widget';

interface Props {
  widget: { remote: string; exposed: string };
  minHeight: number;
  label: string;
  /** False: only the widget's place is kept (same box as while it loads); its remote is not fetched yet. */
  start: boolean;
}

/** A remote's widget on home, fetched only once the page lets it start. */
export function HomeWidget({ widget, minHeight, label, start }: Props) {
  if (!start) {
    return (
      <section className="host-home-widget" aria-label={label} aria-busy style={{ minHeight }} data-testid="widget-waiting">
        {minHeight > 0 ? <Skeleton height={minHeight} /> : null}
      </section>
    );
  }
  return <RemoteWidget {...widget} minHeight={minHeight} label={label} className="host-home-widget" />;
}
