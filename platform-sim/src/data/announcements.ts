/** Texts that more than one feature shows: announcements, inbox messages, help items, banner images. */

/**
 * The hostile item: every classic way to run script from HTML. The client must sanitise announcement
 * HTML; e2e checks that `window.__xss` stays undefined.
 */
export const HOSTILE_CONTENT =
  '<p>Important: please read the <b>updated terms</b>.</p>' +
  '<img src=x onerror="window.__xss=1">' +
  '<script>window.__xss=1</script>' +
  '<a href="javascript:window.__xss=1">Read more</a>' +
  '<div onclick="window.__xss=1" style="background:url(javascript:window.__xss=1)">Tap to claim</div>';

/** Titles used by /wps/assets/banner/<n>.svg. */
export const BANNER_TITLES = [
  'Slots Festival',
  'Live Casino Week',
  'First Deposit Bonus',
  'Download Our App',
  'Join Today',
  'Daily Rebate 1.2%',
  'Invite Friends',
];
