// Home widget (WidgetProps contract in @mc/shared-kernel); the host places it on /m/home.
import '../i18n/widgets/namespace';

export { default } from '../features/home-widgets/popular-games/popular-games';
