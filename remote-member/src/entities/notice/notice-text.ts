import { useZawgyiSettled } from '@mc/shared-kernel';

/**
 * Whether a list of notices can be drawn as it will stay: titles and texts sent in Zawgyi are shown in
 * Unicode (docs/product.md, "Burmese text typed or sent in Zawgyi"), so a list with Burmese in it waits
 * for the converter behind its skeleton rather than showing Zawgyi and redrawing every row.
 */
export function useNoticesReady(
  notices: ReadonlyArray<{ title: string; content?: string | null }> | undefined,
): boolean {
  return useZawgyiSettled(
    notices ? notices.map((notice) => `${notice.title}\n${notice.content ?? ''}`).join('\n') : '',
  );
}
