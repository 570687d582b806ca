import { ZawgyiConverter } from 'myanmar-tools/src/zawgyi_converter';
import { ZawgyiDetector } from 'myanmar-tools/src/zawgyi_detector';
import { hasMyanmar } from './myanmar-script';

/*
 * The on-demand chunk: Google's Zawgyi detector (a Markov model, embedded) and its Zawgyi-to-Unicode rules.
 * Only myanmar-text.ts loads it, by import(), the first time text with Burmese in it must be converted: it is
 * never part of the scripts a page loads first. See docs/product.md, "Burmese text typed or sent in Zawgyi".
 */

/**
 * How sure the detector must be that a text is Zawgyi before it is converted: more than 0.95, the threshold
 * the library's authors give for converting automatically (fewer than 1 % of Unicode strings reach it).
 * Converting Unicode by mistake garbles it, and a payee name is bound for good; Zawgyi left as it is stays
 * what the person typed. Short texts are where the detector hesitates (a syllable or two can be written
 * the same in both), and a high bar leaves those as they are.
 */
export const ZAWGYI_THRESHOLD = 0.95;

let detector: ZawgyiDetector | null = null;
let converter: ZawgyiConverter | null = null;

/** The probability that the text is Zawgyi (0–1); -Infinity without any Myanmar code point. */
export function zawgyiProbability(text: string): number {
  // Made on first use: the detector decodes its model when it is made.
  detector ??= new ZawgyiDetector();
  return detector.getZawgyiProbability(text);
}

/** Whether the text is Zawgyi beyond doubt (above ZAWGYI_THRESHOLD); text without Burmese never is. */
export function isZawgyi(text: string): boolean {
  return hasMyanmar(text) && zawgyiProbability(text) > ZAWGYI_THRESHOLD;
}

/** Converts without asking the detector: for the pieces of a text already judged Zawgyi as a whole. */
export function zawgyiToUnicode(text: string): string {
  converter ??= new ZawgyiConverter();
  return converter.zawgyiToUnicode(text);
}

/**
 * The text in Unicode: converted when it is Zawgyi, otherwise returned as it is (Unicode Burmese, other
 * scripts, and Latin text, which does not even reach the detector).
 */
export function toUnicodeMyanmar(text: string): string {
  return isZawgyi(text) ? zawgyiToUnicode(text) : text;
}
