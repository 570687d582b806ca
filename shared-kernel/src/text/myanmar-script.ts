/**
 * Myanmar (U+1000–U+109F), Myanmar Extended-A (U+AA60–U+AA7F) and Extended-B (U+A9E0–U+A9FF): the code points
 * the Zawgyi detector reads. Text without any of them cannot be Zawgyi, so it never needs the detector.
 */
const MYANMAR = /[\u1000-\u109F\uAA60-\uAA7F\uA9E0-\uA9FF]/;

export const hasMyanmar = (text: string): boolean => MYANMAR.test(text);
