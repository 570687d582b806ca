import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, tabId } from '@mc/shared-kernel';
import type { Channel, ChannelKind } from '../api/deposit-api';
import { groupByKind } from '../rules/deposit-rules';
import { ChannelIcon, ChannelLimits } from './channel-facts';

export interface LayoutProps {
  channels: Channel[];
  /** The channel whose form is shown (classic: null shows the list). */
  selected: Channel | null;
  /** Chooses a channel; `replace` when it only follows a tab change. */
  onSelect(channel: Channel | null, options?: { replace?: boolean }): void;
  /** The shared form for the selected channel. */
  form: ReactNode;
}

/**
 * Classic layout (`dep_func` other than "1"): a list of the channels grouped by kind; choosing one shows
 * its form (the channel stays in the URL, so Back returns to the list).
 */
export function ClassicLayout({ channels, selected, onSelect, form }: LayoutProps) {
  const { t } = useTranslation('cashier-deposit');
  if (selected) {
    return (
      <div className="csh-dep-classic" data-layout="classic">
        <div className="csh-dep-chosen">
          <ChannelIcon channel={selected} />
          <div className="csh-dep-chosen__text">
            <span className="csh-dep-chosen__name">{selected.name}</span>
            <ChannelLimits channel={selected} />
          </div>
          <button type="button" className="mc-btn mc-btn--link" onClick={() => onSelect(null)}>
            {t('channel.change')}
          </button>
        </div>
        {form}
      </div>
    );
  }
  return (
    <div className="csh-dep-classic" data-layout="classic">
      <p className="csh-dep-lead">{t('channel.choose')}</p>
      {groupByKind(channels).map((group) => (
        <section key={group.kind} className="csh-dep-group" aria-labelledby={`csh-dep-kind-${group.kind}`}>
          <h2 className="csh-dep-group__title" id={`csh-dep-kind-${group.kind}`}>
            {t(`kind.${group.kind}`)}
          </h2>
          <ul className="csh-dep-list">
            {group.channels.map((channel) => (
              <li key={channel.id}>
                <button type="button" className="csh-dep-row" onClick={() => onSelect(channel)}>
                  <ChannelIcon channel={channel} />
                  <span className="csh-dep-row__text">
                    <span className="csh-dep-row__name">{channel.name}</span>
                    <ChannelLimits channel={channel} />
                  </span>
                  <span className="csh-dep-row__chevron" aria-hidden>
                    ›
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * New layout (`dep_func` "1"): tabs by kind, the kind's channels as cards, and the form under them, all on
 * one screen.
 */
export function TabsLayout({ channels, selected, onSelect, form }: LayoutProps) {
  const { t } = useTranslation('cashier-deposit');
  const idBase = useId();
  const groups = groupByKind(channels);
  const current = selected ?? groups[0]?.channels[0] ?? null;
  const kind: ChannelKind = current?.kind ?? groups[0]!.kind;
  const inKind = groups.find((g) => g.kind === kind)?.channels ?? [];
  const panelId = `${idBase}-panel`;
  return (
    <div className="csh-dep-tabs" data-layout="tabs">
      <TabList
        label={t('channel.kinds')}
        options={groups.map((g) => ({ value: g.kind, label: t(`kind.${g.kind}`) }))}
        selected={kind}
        onChange={(next) => {
          const first = groups.find((g) => g.kind === next)?.channels[0];
          if (first) onSelect(first, { replace: true });
        }}
        idBase={idBase}
        panelId={panelId}
        className="csh-dep-tabs__list"
        tabClassName="csh-dep-tabs__tab"
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(idBase, kind)} className="csh-dep-tabs__panel">
        <div
          className="csh-dep-cards"
          role="radiogroup"
          aria-label={t('channel.channels', { kind: t(`kind.${kind}`) })}
        >
          {inKind.map((channel) => {
            const on = channel.id === current?.id;
            return (
              <button
                key={channel.id}
                type="button"
                role="radio"
                aria-checked={on}
                className={`csh-dep-card${on ? ' csh-dep-card--on' : ''}`}
                onClick={() => onSelect(channel, { replace: true })}
              >
                <ChannelIcon channel={channel} />
                <span className="csh-dep-card__name">{channel.name}</span>
                <ChannelLimits channel={channel} />
              </button>
            );
          })}
        </div>
        {form}
      </div>
    </div>
  );
}
