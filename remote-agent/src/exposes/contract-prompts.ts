// Widget the host places on /m/home for a logged-in agent: pending contract prompts.
import '../i18n/namespace';

export { default } from '../features/contract-prompts/contract-prompts';
