// What the site uses of react-i18next, provided under the shared name 'react-i18next' (shared.cjs;
// react-router.mjs beside this explains why a subset).
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-build';
