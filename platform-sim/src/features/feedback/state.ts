import type { CoreState } from '../../core/state';
import { seedFeedback } from './feedback-data';

export type FeedbackStatus = 'PENDING' | 'REPLIED';

/** One feedback a member sent (feedback feature); the images are checked, their kinds and sizes kept, no copy. */
export interface FeedbackRecord {
  id: number;
  type: string;
  content: string;
  images: { type: 'image/png' | 'image/jpeg'; size: number }[];
  status: FeedbackStatus;
  createdAt: number;
  /** The platform's answer (plain text), once given. */
  reply: { content: string; repliedAt: number } | null;
}

/** The feedback feature's part of the state. */
export interface FeedbackState {
  /** Feedback per account key, newest first. */
  feedback: Map<string, FeedbackRecord[]>;
}

/** The state the feedback feature's handlers use. */
export type State = CoreState & FeedbackState;

/** New feedback is numbered from here (the seeded ones have small ids). */
const FIRST_NEW_FEEDBACK = 100;

export function seedFeedbackState(ids: CoreState['nextIds'], now: number): FeedbackState {
  ids.feedback = FIRST_NEW_FEEDBACK;
  return { feedback: seedFeedback(now) };
}
