// What the client's modules expect of their bundler, for the CLI under plain Node (tsx): style sheets and
// pictures load as nothing, and the build's constants are set. Jest's preset does the same for the tests.
for (const extension of ['.css', '.png', '.svg', '.jpg', '.webp']) {
  require.extensions[extension] = (module) => {
    module.exports = {};
  };
}

const globals = globalThis as { __APP_VERSION__?: string; __MC_VARIANT__?: string };
globals.__APP_VERSION__ ??= 'contract';
globals.__MC_VARIANT__ ??= 'modern';
