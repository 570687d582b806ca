import { expectCompleteTranslations } from '@mc/shared-kernel/testing';
import en from './en.json';
import my from './my.json';

describe('member-promotions translations', () => {
  it('has every key in English and Burmese, none empty', () => {
    expectCompleteTranslations({ EN: en, MY: my });
  });
});
