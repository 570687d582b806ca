// The app-download offer: which app links this browser is offered (download-rules.ts) and the site's links.
// The download bar and popup and the side service's Download entry all read it.
export { barVisible, hasOffer, type DownloadOffer } from './download-rules';
export { useDownloadOffer } from './use-download-offer';
