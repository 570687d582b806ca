/** The item `?id=` asks to open, as the list's id text; blank or absent = none. */
export function requestedNoticeId(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim();
  return id ? id : null;
}
