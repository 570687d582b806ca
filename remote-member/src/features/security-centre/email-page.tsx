import '../../i18n/security/namespace';
import { EMAIL_BINDING } from './binding-kinds';
import { BindingScreen } from './components/binding-screen';
import './security-centre.css';

/** /m/securityCenter/email: bind an e-mail, or replace the bound one, with a code mailed to the new address. */
export default function EmailPage() {
  return <BindingScreen kind={EMAIL_BINDING} />;
}
