/**
 * Leaving the site for the payment provider's page. One object so tests can watch the hand-off (jsdom
 * cannot navigate) and the screens never call `location` directly.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
