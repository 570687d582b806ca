import { expectCompleteTranslations } from '@mc/shared-kernel/testing';
import en from './en.json';
import my from './my.json';

it('kernel-upload: MY and EN have the same keys, none empty', () => {
  expectCompleteTranslations({ EN: en, MY: my });
});
