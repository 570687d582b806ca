import { useTranslation } from 'react-i18next';
import type { GameClassify } from '../api/get-vendor-mapping';
import { sameClassChoice, type ClassChoice } from '../class-choice';

interface ClassTabsProps {
  classes: GameClassify[];
  selected: ClassChoice;
  onSelect: (choice: ClassChoice) => void;
}

/** All, New and the vendor mapping's classes; only worth showing when the type has more than one class. */
export function ClassTabs({ classes, selected, onSelect }: ClassTabsProps) {
  const { t } = useTranslation('games');
  if (classes.length <= 1) return null;
  const choices: { choice: ClassChoice; label: string }[] = [
    { choice: { kind: 'all' }, label: t('list.all') },
    { choice: { kind: 'new' }, label: t('list.new') },
    ...classes.map((c) => ({ choice: { kind: 'classify', key: c.key } as const, label: c.displayName })),
  ];
  return (
    <div className="gm-classes" role="tablist" aria-label={t('list.classes')}>
      {choices.map(({ choice, label }) => {
        const active = sameClassChoice(choice, selected);
        return (
          <button
            key={choice.kind === 'classify' ? `c-${choice.key}` : choice.kind}
            type="button"
            role="tab"
            aria-selected={active}
            className="gm-class"
            onClick={() => onSelect(choice)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
