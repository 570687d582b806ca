import type { CoreState } from '../../core/state';

/** Download links and the two customer-service links. */
export interface SiteConfig {
  downloads: { resourceType: string; url: string }[];
  customerService: { type: string; url: string }[];
}

/** The site feature's part of the state. */
export interface SiteState {
  /** Site chrome: download links and customer-service links. */
  site: SiteConfig;
}

/** The state the site feature's handlers use. */
export type State = CoreState & SiteState;

/** Download links and customer-service links; the site feature's admin call changes them. */
export function seedSiteState(): SiteState {
  return {
    site: {
      downloads: [
        { resourceType: 'Android', url: 'https://download.example.test/mc-app.apk' },
        { resourceType: 'IOS', url: 'https://download.example.test/mc-app.ipa' },
        { resourceType: 'MOBILECONFIG', url: 'https://download.example.test/mc-webclip.mobileconfig' },
        { resourceType: 'AppDownloadIcon', url: '/wps/assets/app/icon.svg' },
        { resourceType: 'USDJUMP', url: 'https://usd.example.test/jump' },
      ],
      customerService: [
        { type: 'LIVE', url: 'https://chat.example.test/live' },
        { type: 'WHATSAPP', url: 'https://wa.me/959450000000' },
        { type: 'TELEGRAM', url: 'https://t.me/mc_support' },
        { type: 'FACEBOOK', url: 'https://m.me/mc.support' },
      ],
    },
  };
}
