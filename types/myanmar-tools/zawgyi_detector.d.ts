// The types of myanmar-tools' src/zawgyi_detector.ts, which the kernel imports built for the browser
// (tooling/webpack/myanmar-tools-loader.cjs). The source itself is a template that does not pass this
// repository's strict checks, so tsconfig.base.json's `paths` points the type checker here instead.
export declare class ZawgyiDetector {
  /** Loads the model (embedded in the module) and returns a detector. */
  constructor();
  /**
   * The probability that the text is Zawgyi given that it is Zawgyi or Unicode: near 1 strong Zawgyi, near 0
   * strong Unicode; -Infinity when the text has no Myanmar code point.
   */
  getZawgyiProbability(input: string): number;
}
