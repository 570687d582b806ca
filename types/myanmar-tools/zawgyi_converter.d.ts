// The types of myanmar-tools' src/zawgyi_converter.ts (see zawgyi_detector.d.ts beside this file).
export declare class ZawgyiConverter {
  constructor();
  zawgyiToUnicode(input: string): string;
  unicodeToZawgyi(input: string): string;
  normalizeZawgyi(input: string): string;
}
