import { expectCompleteTranslations } from '@mc/shared-kernel/testing';
import en from './locales/en.json';
import my from './locales/my.json';

describe('member translations (login, member centre)', () => {
  it('MY and EN have the same keys, none empty', () => {
    expectCompleteTranslations({ EN: en, MY: my });
  });
});
