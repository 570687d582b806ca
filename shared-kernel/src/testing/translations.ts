type Catalogue = Record<string, unknown>;

/** [path, value] for every leaf; keys may themselves contain dots (error codes). */
function leaves(catalogue: Catalogue, prefix: string[] = []): Array<[string, unknown]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? leaves(value as Catalogue, [...prefix, key])
      : [[[...prefix, key].join(' › '), value] as [string, unknown]],
  );
}

/** Every package's catalogues: the same keys in every language, and no empty text. */
export function expectCompleteTranslations(byLanguage: Record<string, Catalogue>): void {
  const [first, ...rest] = Object.entries(byLanguage);
  if (!first) throw new Error('no catalogues');
  const expectedKeys = leaves(first[1])
    .map(([k]) => k)
    .sort();
  for (const [language, catalogue] of [first, ...rest]) {
    const entries = leaves(catalogue);
    expect({ language, keys: entries.map(([k]) => k).sort() }).toEqual({ language, keys: expectedKeys });
    const empty = entries.filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect({ language, empty }).toEqual({ language, empty: [] });
  }
}
