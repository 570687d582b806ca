/* global document, window */
/*
 * The page's first script, on any browser, in ES5 (it must run where nothing else does). It never depends on
 * the app's bundle. The server gives the modern build to browsers it knows are at or above the modern
 * targets and the legacy build to the rest (tooling/compose/build-variant.ts); this script covers what a
 * User-Agent cannot tell:
 * - a browser without what even the legacy build needs is shown the "too old" page at once;
 * - when the app's scripts fail before its first render, the modern build asks for the legacy one (a cookie
 *   the server reads) and reloads once; the legacy build shows the "too old" page instead of a skeleton
 *   forever.
 */
(function () {
  var doc = document;
  var win = window;
  var COOKIE = 'mc-variant=legacy';

  function variant() {
    var meta = doc.querySelector('meta[name="mc-variant"]');
    return meta ? meta.getAttribute('content') : 'legacy';
  }

  // The app replaces the skeleton (#root > .boot) with its first render, a boot failure screen included.
  function started() {
    return !doc.querySelector('#root > .boot');
  }

  function showTooOld() {
    var note = doc.getElementById('mc-too-old');
    var root = doc.getElementById('root');
    if (!note) return;
    if (root) root.hidden = true;
    note.hidden = false;
    doc.title = note.getElementsByTagName('h1')[0].textContent;
  }

  function fallBack() {
    if (started()) return;
    if (variant() === 'modern' && doc.cookie.indexOf(COOKIE) === -1) {
      doc.cookie = COOKIE + '; path=/; max-age=31536000; samesite=lax';
      if (doc.cookie.indexOf(COOKIE) !== -1) {
        win.location.reload();
        return;
      }
    }
    showTooOld();
  }

  // What the legacy build needs and cannot bring itself (syntax it uses is checked by running it).
  var css = win.CSS;
  var capable =
    typeof Promise === 'function' &&
    typeof Symbol === 'function' &&
    typeof Map === 'function' &&
    typeof WeakMap === 'function' &&
    typeof Object.assign === 'function' &&
    typeof win.fetch === 'function' &&
    !!css &&
    typeof css.supports === 'function' &&
    css.supports('--mc-probe', '0');
  if (!capable) {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', showTooOld);
    else showTooOld();
    return;
  }

  // An error before the app has drawn anything: a script the browser could not parse or run.
  var sawError = false;
  function noteError(event) {
    // A script that failed to download fires a plain Event on its element, not an ErrorEvent with a message:
    // that is the network's doing, not the browser's age (the app's own boot screen handles an unreachable site).
    if (!started() && event && (event.message || event.reason)) sawError = true;
  }
  win.addEventListener('error', noteError);
  win.addEventListener('unhandledrejection', noteError);
  // The deferred scripts, the app's included, have run by now: an error and no sign of the app starting
  // (host/src/index.ts sets __mcMain first thing) is a script this browser cannot run.
  doc.addEventListener('DOMContentLoaded', function () {
    if (sawError && !win.__mcMain) fallBack();
  });
  // The app started but could not finish evaluating its modules (an API this browser lacks, say).
  win.addEventListener('mc:boot-error', fallBack);
})();
