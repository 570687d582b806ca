import type { Router } from '../../app/router';

/** Game launch, the sim's own game page, recent-game recording and trial accounts (issue 5). */
export function registerPlay(router: Router): void {
  void router;
}
