import { resolveStatus } from '@mc/shared-kernel/records';
import en from '../../i18n/promotions/en.json';
import my from '../../i18n/promotions/my.json';
import { CLAIM_STATES } from './claim-states';

describe('claim states', () => {
  it.each([
    ['Applying', 'pending'],
    ['Process', 'pending'],
    ['Joined', 'success'],
    ['Issued', 'success'],
    ['Claimed', 'success'],
    ['Available', 'success'],
    ['Rejected', 'failure'],
    ['Close', 'neutral'],
  ])('%s is known, with tone %s, and labelled in both languages', (state, tone) => {
    expect(resolveStatus(CLAIM_STATES, state)).toEqual({ known: true, tone });
    const key = CLAIM_STATES.labelKey(state).split('.') as ['claim', keyof typeof en.claim];
    expect(en.claim[key[1]]).toBeTruthy();
    expect(my.claim[key[1]]).toBeTruthy();
  });

  it('shows a state the platform adds later as neutral, and a prototype name is not a state', () => {
    expect(resolveStatus(CLAIM_STATES, 'Paused')).toEqual({ known: false, tone: 'neutral' });
    expect(resolveStatus(CLAIM_STATES, 'constructor')).toEqual({ known: false, tone: 'neutral' });
    expect(resolveStatus(CLAIM_STATES, 'applying')).toEqual({ known: false, tone: 'neutral' });
  });
});
