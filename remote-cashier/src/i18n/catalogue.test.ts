import { expectCompleteTranslations } from '@mc/shared-kernel/testing';
import en from './locales/en.json';
import my from './locales/my.json';
import depositEn from './deposit/en.json';
import depositMy from './deposit/my.json';
import withdrawEn from './withdraw/en.json';
import withdrawMy from './withdraw/my.json';
import securityEn from './security/en.json';
import securityMy from './security/my.json';
import walletEn from './wallet/en.json';
import walletMy from './wallet/my.json';

describe('cashier translations', () => {
  it.each([
    ['cashier', en, my],
    ['cashier-deposit', depositEn, depositMy],
    ['cashier-withdraw', withdrawEn, withdrawMy],
    ['cashier-security', securityEn, securityMy],
    ['cashier-wallet', walletEn, walletMy],
  ])('%s: MY and EN have the same keys, none empty', (_namespace, english, burmese) => {
    expectCompleteTranslations({ EN: english, MY: burmese });
  });
});
