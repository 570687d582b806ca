import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@mc/shared-kernel';
import type { GameClassify, Vendor } from '../../../entities/vendor-mapping';
import { ALL, isQuickFilter, MIN_BETS, sameSelection, type MinBet, type Selection } from '../list-state';
import { GameTypeLinks } from './game-type-links';

export interface DrawerChoice {
  vendor: string | null;
  /** null: no class chosen, the current selection (a quick filter) stays. */
  selection: Selection | null;
  minBet: MinBet | null;
}

interface FilterDrawerProps {
  onClose: () => void;
  onApply: (choice: DrawerChoice) => void;
  vendors: Vendor[];
  /** Game classes; null when the type has no class choice here (RNG only). */
  classes: GameClassify[] | null;
  /** Minimum bet choice (RNG only). */
  minBet: boolean;
  current: { vendor: string | null; selection: Selection; minBet: MinBet | null };
  gameType: string | null;
}

function Choice({
  name,
  checked,
  label,
  onChange,
}: {
  name: string;
  checked: boolean;
  label: string;
  onChange: () => void;
}) {
  return (
    <label className="gm-option">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}

/**
 * The filter drawer: vendor, game class and minimum bet, applied together on submit;
 * reset empties the choices; links lead to the other game types. Mounted only while open, so every
 * opening starts from what the list shows.
 */
export function FilterDrawer({ onClose, onApply, vendors, classes, minBet, current, gameType }: FilterDrawerProps) {
  const { t } = useTranslation('games');
  const id = useId();
  const [draft, setDraft] = useState<DrawerChoice>(() => ({
    vendor: current.vendor,
    selection: isQuickFilter(current.selection) ? null : current.selection,
    minBet: current.minBet,
  }));
  const set = (change: Partial<DrawerChoice>) => setDraft((previous) => ({ ...previous, ...change }));
  const sameVendor = (code: string | null) => (draft.vendor ?? '').toUpperCase() === (code ?? '').toUpperCase();
  const classChoices: { selection: Selection; label: string }[] = classes
    ? [
        { selection: ALL, label: t('list.all') },
        { selection: { kind: 'NEW' }, label: t('list.new') },
        ...classes.map((c) => ({ selection: { kind: 'CLASS', key: c.key } as const, label: c.displayName })),
      ]
    : [];

  return (
    <Dialog
      open
      title={t('filter.title')}
      onClose={onClose}
      onConfirm={() => {
        onApply(draft);
        onClose();
      }}
      confirmLabel={t('filter.apply')}
    >
      <div className="gm-filter">
        {vendors.length > 0 ? (
          <fieldset className="gm-filter__group">
            <legend>{t('filter.vendor')}</legend>
            <Choice
              name={`${id}-vendor`}
              checked={draft.vendor === null}
              label={t('list.all')}
              onChange={() => set({ vendor: null })}
            />
            {vendors.map((vendor) => (
              <Choice
                key={vendor.vassalage}
                name={`${id}-vendor`}
                checked={sameVendor(vendor.vassalage)}
                label={vendor.displayName}
                onChange={() => set({ vendor: vendor.vassalage })}
              />
            ))}
          </fieldset>
        ) : null}
        {classChoices.length > 0 ? (
          <fieldset className="gm-filter__group">
            <legend>{t('filter.class')}</legend>
            {classChoices.map(({ selection, label }) => (
              <Choice
                key={selection.kind === 'CLASS' ? `c-${selection.key}` : selection.kind}
                name={`${id}-class`}
                checked={draft.selection !== null && sameSelection(draft.selection, selection)}
                label={label}
                onChange={() => set({ selection })}
              />
            ))}
          </fieldset>
        ) : null}
        {minBet ? (
          <fieldset className="gm-filter__group">
            <legend>{t('filter.minBet')}</legend>
            <Choice
              name={`${id}-bet`}
              checked={draft.minBet === null}
              label={t('list.all')}
              onChange={() => set({ minBet: null })}
            />
            {MIN_BETS.map((bet) => (
              <Choice
                key={bet}
                name={`${id}-bet`}
                checked={draft.minBet === bet}
                label={bet}
                onChange={() => set({ minBet: bet })}
              />
            ))}
          </fieldset>
        ) : null}
        <button
          type="button"
          className="mc-btn mc-btn--block"
          onClick={() => setDraft({ vendor: null, selection: classes ? ALL : null, minBet: null })}
        >
          {t('filter.reset')}
        </button>
        <GameTypeLinks current={gameType} label={t('filter.otherTypes')} onFollow={onClose} />
      </div>
    </Dialog>
  );
}
