import { variantManifest } from './federation';

describe('variantManifest', () => {
  it('finds the legacy build of a release in the folder beside its manifest, and leaves the modern one as registered', () => {
    expect(variantManifest('https://cdn.example/games/1.4.0/mf-manifest.json', 'legacy')).toBe(
      'https://cdn.example/games/1.4.0/legacy/mf-manifest.json',
    );
    expect(variantManifest('http://localhost:3002/0.1.0/mf-manifest.json', 'legacy')).toBe(
      'http://localhost:3002/0.1.0/legacy/mf-manifest.json',
    );
    expect(variantManifest('https://cdn.example/games/1.4.0/mf-manifest.json', 'modern')).toBe(
      'https://cdn.example/games/1.4.0/mf-manifest.json',
    );
  });
});
