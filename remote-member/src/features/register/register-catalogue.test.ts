import { expectCompleteTranslations } from '@mc/shared-kernel/testing';
import en from '../../i18n/register/en.json';
import my from '../../i18n/register/my.json';
import { REGISTER_FIELDS } from './registration-rules';

describe('registration texts', () => {
  it('are complete in English and Burmese', () => {
    expectCompleteTranslations({ EN: en, MY: my });
  });

  it('label every field and name every required one', () => {
    for (const name of REGISTER_FIELDS) {
      expect(en.fields[name]).toEqual({ label: expect.any(String), placeholder: expect.any(String) });
    }
    const ownRequired = REGISTER_FIELDS.filter(
      (name) => !['verificationCode', 'captcha', 'confirmPassword'].includes(name),
    );
    expect(Object.keys(en.errors.required).sort()).toEqual([...ownRequired].sort());
  });
});
