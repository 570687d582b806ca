import { useTranslation } from 'react-i18next';
import { Skeleton } from '@mc/shared-kernel';
import type { GameClassify } from '../../../entities/vendor-mapping';
import { sameSelection, type Selection } from '../list-state';

interface ClassTabsProps {
  /** The classes are on their way: hold the row most types fill, so the list does not move when they come. */
  loading: boolean;
  classes: GameClassify[];
  selected: Selection;
  onSelect: (selection: Selection) => void;
}

/** All, New and the vendor mapping's classes; only worth showing when the type has more than one class. */
export function ClassTabs({ loading, classes, selected, onSelect }: ClassTabsProps) {
  const { t } = useTranslation('games');
  if (loading) {
    return (
      <div className="gm-classes" aria-hidden>
        {[64, 56, 72, 64].map((width, i) => (
          <Skeleton key={i} height={36} width={width} radius={18} className="gm-classes__skeleton" />
        ))}
      </div>
    );
  }
  if (classes.length <= 1) return null;
  const choices: { selection: Selection; label: string }[] = [
    { selection: { kind: 'ALL' }, label: t('list.all') },
    { selection: { kind: 'NEW' }, label: t('list.new') },
    ...classes.map((c) => ({ selection: { kind: 'CLASS', key: c.key } as const, label: c.displayName })),
  ];
  return (
    <div className="gm-classes" role="tablist" aria-label={t('list.classes')}>
      {choices.map(({ selection, label }) => (
        <button
          key={selection.kind === 'CLASS' ? `c-${selection.key}` : selection.kind}
          type="button"
          role="tab"
          aria-selected={sameSelection(selection, selected)}
          className="gm-class"
          onClick={() => onSelect(selection)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
