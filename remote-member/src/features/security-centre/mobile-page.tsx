import '../../i18n/security/namespace';
import { MOBILE_BINDING } from './binding-kinds';
import { BindingScreen } from './components/binding-screen';
import './security-centre.css';

/** /m/securityCenter/mobile: bind a mobile number, or replace the bound one, with an SMS code sent to the new number. */
export default function MobilePage() {
  return <BindingScreen kind={MOBILE_BINDING} />;
}
