import { useTranslation } from 'react-i18next';
import { TabList } from '@mc/shared-kernel';
import { PRIZE_MODES, prizeModeLabelKey, type PrizeMode } from '../../../entities/prize-mode';

export const PRIZE_TABS_ID = 'lottery-mode';
export const PRIZE_PANEL_ID = 'lottery-mode-panel';

/** Lott / ZY / Elott / SEA as WAI-ARIA tabs (arrow keys move between them). */
export function PrizeModeTabs({ selected, onChange }: { selected: PrizeMode; onChange: (mode: PrizeMode) => void }) {
  const { t } = useTranslation('games-lobby');
  return (
    <TabList
      label={t('lottery.modesLabel')}
      options={PRIZE_MODES.map((mode) => ({ value: mode, label: t(prizeModeLabelKey(mode)) }))}
      selected={selected}
      onChange={onChange}
      idBase={PRIZE_TABS_ID}
      panelId={PRIZE_PANEL_ID}
      className="gm-lottery-tabs"
      tabClassName="gm-lottery-tab"
    />
  );
}
