import type { CoreState } from '../../core/state';
import { HOSTILE_CONTENT } from '../../data/announcements';

export interface HelpItem {
  title: string;
  content: string;
}

/** The system feature's part of the state. */
export interface SystemState {
  helpItems: HelpItem[];
}

/** The state the system feature's handlers use. */
export type State = CoreState & SystemState;

function seedHelpItems(): HelpItem[] {
  return [
    {
      title: 'How do I register?',
      content: '<p>Tap <b>Register</b> on the home page, fill in a username and password and confirm.</p>',
    },
    {
      title: 'How do I deposit?',
      content:
        '<p>Open <b>Deposit</b>, pick a channel (KBZPay, WavePay, bank transfer) and follow the steps.</p><ol><li>Choose the amount</li><li>Pay in your wallet app</li><li>Wait for the confirmation</li></ol>',
    },
    {
      title: 'How do I withdraw?',
      content:
        '<p>Bind a bank card in the <b>Security centre</b>, then open <b>Withdraw</b>. Withdrawals are processed within 30 minutes.</p>',
    },
    {
      title: 'I forgot my password',
      content: '<p>Use <a href="/m/forget">Forgot password</a> with your e-mail or mobile number.</p>',
    },
    {
      title: 'What is free play?',
      content: '<p>Free play opens a trial account with play money so you can try games without depositing.</p>',
    },
    {
      title: 'Responsible gaming',
      content: '<p>Gaming is entertainment. Set limits and take breaks. Players under 18 are not allowed.</p>',
    },
    // Hostile on purpose: the help screens must sanitise what the platform sends.
    { title: 'Promotion rules', content: HOSTILE_CONTENT },
  ];
}

export const seedSystemState = (): SystemState => ({ helpItems: seedHelpItems() });
