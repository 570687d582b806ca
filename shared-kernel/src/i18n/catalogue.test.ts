import en from './locales/en.json';
import my from './locales/my.json';
import { expectCompleteTranslations } from '../testing/translations';

describe('kernel translations', () => {
  it('MY and EN have the same keys, none empty', () => {
    expectCompleteTranslations({ EN: en, MY: my });
  });
});
