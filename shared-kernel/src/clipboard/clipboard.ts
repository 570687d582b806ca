/** Writes to the clipboard when the browser lets the page; false when it cannot (no API, not allowed, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.clipboard?.writeText !== 'function') return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Selects an element's text so a long press copies it by hand (the fallback when `copyText` cannot). */
export function selectContents(element: HTMLElement | null): void {
  const selection = globalThis.getSelection?.();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
