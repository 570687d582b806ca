/** Placeholder: being built (issue 4) — the app download bar and popup. */
export function DownloadBar() {
  return null;
}
