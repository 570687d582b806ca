/** The two languages of the sim's own pages (game page, gateway page, chat) and of texts it picks per request. */
export type Lang = 'EN' | 'MY';

/** `EN` when asked for, Burmese otherwise (the site's default language). */
export const langOf = (value: string | null | undefined): Lang => (value?.toUpperCase() === 'EN' ? 'EN' : 'MY');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
