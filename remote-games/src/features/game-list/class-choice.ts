/** The class tab in use: every game, the new ones (isNew=1), or one vendor-defined class. */
export type ClassChoice = { kind: 'all' } | { kind: 'new' } | { kind: 'classify'; key: string };

export const ALL_CLASSES: ClassChoice = { kind: 'all' };

export const sameClassChoice = (a: ClassChoice, b: ClassChoice): boolean =>
  a.kind === b.kind && (a.kind !== 'classify' || (b.kind === 'classify' && a.key === b.key));
