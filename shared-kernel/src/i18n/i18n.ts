import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LocalKeys, safeStorage } from '../storage/storage-keys';
import { bus } from '../events/event-bus';
import kernelEN from './locales/en.json';
import kernelMY from './locales/my.json';

/** Languages with complete translations; MY is the default. */
export const LANGUAGES = ['MY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'MY';

type Loader = () => Promise<{ default: ResourceKey } | ResourceKey>;
const loaders = new Map<string, Partial<Record<Language, Loader>>>();

/**
 * Each package ships its own namespace and registers how to load it; i18next asks for it the first
 * time a component of that package renders in a language (so a remote's texts come with the remote).
 */
export function registerNamespace(namespace: string, byLanguage: Record<Language, Loader>): void {
  loaders.set(namespace, byLanguage);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = loaders.get(namespace)?.[language as Language];
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
      (mod) => callback(null, (mod as { default?: ResourceKey }).default ?? (mod as ResourceKey)),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(String(value).toUpperCase() as Language);

/** `?lang=EN` on any page wins, then the stored choice, then MY. */
export function initialLanguage(search = globalThis.location?.search ?? ''): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery.toUpperCase() as Language;
  const stored = safeStorage('local')?.getItem(LocalKeys.language);
  return isLanguage(stored) ? (stored as Language) : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

export function initI18n(language: Language = initialLanguage()): Promise<unknown> {
  if (!initialised) {
    initialised = i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        load: 'currentOnly',
        lowerCaseLng: false,
        cleanCode: false,
        ns: ['kernel'],
        defaultNS: 'kernel',
        partialBundledLanguages: true,
        resources: { EN: { kernel: kernelEN }, MY: { kernel: kernelMY } },
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
    persistLanguage(language);
  }
  return initialised;
}

function persistLanguage(language: string): void {
  safeStorage('local')?.setItem(LocalKeys.language, language);
  if (globalThis.document) document.documentElement.lang = language === 'MY' ? 'my' : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  persistLanguage(language);
  bus.emit('language:changed', { language });
}

export const currentLanguage = (): Language =>
  isLanguage(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
