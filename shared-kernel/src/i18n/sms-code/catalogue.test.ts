import { expectCompleteTranslations } from '../../testing/translations';
import en from './en.json';
import my from './my.json';

describe('SMS code button translations', () => {
  it('MY and EN have the same keys, none empty', () => {
    expectCompleteTranslations({ EN: en, MY: my });
  });
});
