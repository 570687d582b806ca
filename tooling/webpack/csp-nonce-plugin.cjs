// Under the site's Content-Security-Policy a style element runs only with the page's nonce. style-loader
// puts `__webpack_nonce__` on the elements it inserts; this sets it, in every app's runtime (the host's and
// each remote's entry), from the `<meta property="csp-nonce">` the host server writes into the page.
const { RuntimeGlobals, RuntimeModule } = require('webpack');

class CspNonceRuntimeModule extends RuntimeModule {
  constructor() {
    // After webpack's own nonce module (STAGE_ATTACH), which sets the nonce to undefined.
    super('csp nonce', RuntimeModule.STAGE_TRIGGER);
  }

  generate() {
    return [
      'if (typeof document !== "undefined") {',
      // The IDL property: browsers hide a nonce attribute's value from getAttribute.
      '  var cspNonceMeta = document.querySelector(\'meta[property="csp-nonce"]\');',
      `  if (cspNonceMeta && cspNonceMeta.nonce) ${RuntimeGlobals.scriptNonce} = cspNonceMeta.nonce;`,
      '}',
    ].join('\n');
  }
}

class CspNoncePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CspNoncePlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('CspNoncePlugin', (chunk, set) => {
        set.add(RuntimeGlobals.scriptNonce);
        compilation.addRuntimeModule(chunk, new CspNonceRuntimeModule());
      });
    });
  }
}

module.exports = { CspNoncePlugin };
