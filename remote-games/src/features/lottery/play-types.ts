/** Tradition and Entertainment; the launch route calls them trad and ent. */
export type PlayType = 'trad' | 'ent';

export interface PlaySwitches {
  tradPlaySwitch: boolean;
  entPlaySwitch: boolean;
}

/** The lotto mode a launch passes for a play type (ent when it contains Entertainment). */
export const LOTTO_MODE: Record<PlayType, 'Tradition' | 'Entertainment'> = {
  trad: 'Tradition',
  ent: 'Entertainment',
};

export interface PlayButton {
  playType: PlayType;
  /** i18n key in namespace `games-lobby`. */
  labelKey: string;
}

/**
 * One button per switched-on play type, Traditional first. A game with both switches off still gets a
 * plain "Play" button with the launch's default type (trad), rather than sitting in the list unplayable.
 */
export function playButtonsOf(game: PlaySwitches): PlayButton[] {
  const buttons: PlayButton[] = [];
  if (game.tradPlaySwitch) buttons.push({ playType: 'trad', labelKey: 'lottery.play.trad' });
  if (game.entPlaySwitch) buttons.push({ playType: 'ent', labelKey: 'lottery.play.ent' });
  return buttons.length > 0 ? buttons : [{ playType: 'trad', labelKey: 'lottery.play.default' }];
}
