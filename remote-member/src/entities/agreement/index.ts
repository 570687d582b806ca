// The platform's user agreement: its own page shows it, and so does the registration form's dialog.
export { AgreementText } from './agreement-text';
export { useAgreement } from './get-agreement';
