import { mountStandalone } from '@mc/shared-kernel';
import routes from './exposes/routes';

// Running alone (the team's own dev server): a minimal shell from the kernel around this remote's routes.
void mountStandalone('member', routes);
