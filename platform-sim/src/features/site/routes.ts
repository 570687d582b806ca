import type { Router } from '../../app/router';

/** Site chrome: app download links and customer-service links (issue 4). */
export function registerSite(router: Router): void {
  void router;
}
