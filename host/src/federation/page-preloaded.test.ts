import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { pagePreloaded } from './page-preloaded';

const MEMBER = 'http://localhost:3001/0.1.0/mf-manifest.json';
const GAMES = 'http://localhost:3002/0.1.0/mf-manifest.json';

/** What the runtime hands the hook before it preloads a remote's exposed module. */
function preloadOpsAfterHook(doc: Document, names: string[]): string[] {
  const preloadOps = names.map((name) => ({ nameOrAlias: name, exposes: ['./routes'] }));
  const origin = {
    options: {
      remotes: [
        { name: 'member', entry: MEMBER },
        { name: 'games', entry: GAMES },
      ],
    },
  } as unknown as ModuleFederation;
  const hook = pagePreloaded(doc).beforePreloadRemote as (args: unknown) => void;
  hook({ preloadOps, options: origin.options, origin });
  return preloadOps.map((op) => op.nameOrAlias);
}

function pageWith(...preloads: string[]): Document {
  const doc = document.implementation.createHTMLDocument('page');
  for (const href of preloads) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.href = href;
    doc.head.append(link);
  }
  return doc;
}

describe('pagePreloaded', () => {
  it("skips the runtime's preload of the remote the page's HTML preloaded, keeps the others'", () => {
    expect(preloadOpsAfterHook(pageWith(GAMES), ['games'])).toEqual([]);
    expect(preloadOpsAfterHook(pageWith(GAMES), ['member'])).toEqual(['member']);
    expect(preloadOpsAfterHook(pageWith(GAMES), ['member', 'games'])).toEqual(['member']);
  });

  it('keeps every preload on a page that preloaded nothing, or only scripts of another address', () => {
    expect(preloadOpsAfterHook(pageWith(), ['games', 'member'])).toEqual(['games', 'member']);
    expect(preloadOpsAfterHook(pageWith('http://localhost:3002/0.1.0/remoteEntry.js'), ['games'])).toEqual(['games']);
  });

  it('keeps the preload of a remote the runtime does not know', () => {
    expect(preloadOpsAfterHook(pageWith(GAMES), ['cashier'])).toEqual(['cashier']);
  });
});
