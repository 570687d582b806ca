import { hostShared, KITS } from './host-shared';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own list of shared names
const { sharedProvision } = require('../../../tooling/webpack/shared.cjs') as {
  sharedProvision(): Record<string, { version: string; requiredVersion: string }>;
};

describe('hostShared', () => {
  const provision = sharedProvision();

  it('hands over a module for every name the remotes share, as the loaded copy, with its version', async () => {
    const shared = await hostShared(provision);
    expect(Object.keys(shared).sort()).toEqual(Object.keys(provision).sort());
    const react = shared.react as {
      version: string;
      lib: () => unknown;
      loaded: boolean;
      shareConfig: { singleton: boolean; requiredVersion: string };
    };
    expect(react.version).toBe(provision.react!.version);
    expect(react.loaded).toBe(true);
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: provision.react!.requiredVersion });
    // The host's own module: what the host renders with is what a remote gets.
    const { useState } = await import('react');
    expect((react.lib() as { useState: unknown }).useState).toBe(useState);
  });

  it('hands over the kernel kits only when asked', async () => {
    const shared = await hostShared(provision);
    for (const kit of Object.keys(KITS)) {
      const entry = shared[kit] as { get: () => Promise<() => unknown>; loaded?: boolean };
      expect(entry.loaded).toBeUndefined();
      expect(typeof (await entry.get())()).toBe('object');
    }
  });

  it('refuses a shared name it has no module for, instead of letting a remote bring its own copy', async () => {
    await expect(
      hostShared({ ...provision, 'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' } }),
    ).rejects.toThrow(/left-pad/);
  });
});
