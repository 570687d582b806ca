// jsdom's own FormData stays (React builds one from a <form>, which Node's cannot do).
// jsdom without Node's fetch classes and Web Crypto is not the browser our code runs in;
// lend it Node's implementations so the API client and payload encryption run unmodified.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'Blob',
      'ReadableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'AbortController',
      'AbortSignal',
      'DOMException',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
    Object.defineProperty(g, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
  }
}

module.exports = BrowserLikeEnvironment;
