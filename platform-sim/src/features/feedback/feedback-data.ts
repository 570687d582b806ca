import type { FeedbackRecord } from './state';
import { DAY_MS } from '../../core/dates';

/** The feedback types the platform offers, with their names in both languages. */
export const FEEDBACK_TYPES: readonly { code: string; name: { EN: string; MY: string } }[] = [
  { code: 'DEPOSIT', name: { EN: 'Deposit', MY: 'ငွေသွင်းခြင်း' } },
  { code: 'WITHDRAW', name: { EN: 'Withdrawal', MY: 'ငွေထုတ်ခြင်း' } },
  { code: 'GAME', name: { EN: 'Games', MY: 'ဂိမ်းများ' } },
  { code: 'ACCOUNT', name: { EN: 'Account', MY: 'အကောင့်' } },
  { code: 'SUGGESTION', name: { EN: 'Suggestion', MY: 'အကြံပြုချက်' } },
  { code: 'OTHER', name: { EN: 'Other', MY: 'အခြား' } },
];

/** Bounds of the feedback text (the client checks the same): characters as people see them, after trimming. */
export const FEEDBACK_CONTENT = { min: 10, max: 500 } as const;
export const FEEDBACK_MAX_IMAGES = 3;

/** demo01 has one answered and one waiting feedback; ids from 1, new ones from 100. */
export function seedFeedback(now: number): Map<string, FeedbackRecord[]> {
  return new Map([
    [
      'demo01',
      [
        {
          id: 2,
          type: 'WITHDRAW',
          content: 'My withdrawal has been pending for two hours, please check.',
          images: [],
          status: 'PENDING',
          createdAt: now - DAY_MS,
          reply: null,
        },
        {
          id: 1,
          type: 'GAME',
          content: 'The slots game froze after a big win. Was the win paid?',
          images: [{ type: 'image/png', size: 2048 }],
          status: 'REPLIED',
          createdAt: now - 5 * DAY_MS,
          // Markup in a reply is text to the client: shown as typed, never run.
          reply: {
            content: 'Yes, the win was paid to your wallet. <script>window.__xss=1</script> Thank you for telling us.',
            repliedAt: now - 4 * DAY_MS,
          },
        },
      ],
    ],
  ]);
}
