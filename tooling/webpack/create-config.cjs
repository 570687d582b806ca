// One webpack configuration for the host and every remote; each app passes only what differs.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, sharedProvision, subsetAliases } = require('./shared.cjs');
const { CspNoncePlugin } = require('./csp-nonce-plugin.cjs');
const { RoutePreloadPlugin, jsFiles, routesModuleOf } = require('./route-preload-plugin.cjs');
const { ReleaseContractPlugin } = require('./release-contract.cjs');
const { floorAliases, floorVersions, scriptRules, swcOptions, variantOf } = require('./floor.cjs');
const { MYANMAR_TOOLS_SOURCES } = require('./myanmar-tools-loader.cjs');
const { postcssLoader } = require('../css/postcss-floor.cjs');

const root = path.resolve(__dirname, '../..');
// A real platform API instead of the local platform-sim (:3100). Only the sim has the /__sim admin surface,
// so /__sim is proxied only to it; with PLATFORM_API the dev servers answer 404 there.
const platformApi = process.env.PLATFORM_API;

/** Emits every file of a folder, unchanged, at the output's root. */
class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const fs = require('node:fs');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Writes `preload.json`: the files of the host's `federation` chunk group (the runtime it starts when a
 * remote is first needed) and of its `home` group (the home page). The host server lists the first as
 * preloads in a page whose path a remote owns, the second in one of the host's own pages, so they arrive
 * with the page's own script instead of one round trip after it.
 */
class PreloadListPlugin {
  constructor(filename) {
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadListPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const filesOf = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            return group ? jsFiles(group).map((f) => `${publicPath}${f}`) : [];
          };
          // federation: the runtime's chunks, for a remote's page; home: the home page's, for the host's own pages.
          const list = { federation: filesOf('federation'), home: filesOf('home') };
          compilation.emitAsset(this.filename, new RawSource(JSON.stringify(list)));
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.name        federation name: host | member | games | agent | cashier
 * @param {string} app.dir         package folder (absolute)
 * @param {number} app.devPort     dev-server port
 * @param {Record<string,string>} [app.exposes]  remote entry points
 * @param {boolean} [app.isHost]
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // FEDERATION=off builds the same code as one plain bundle, for the benchmark's comparison.
    const federation = process.env.FEDERATION !== 'off';
    // A production build of the site makes both variants (the legacy one after the modern, which cleans the
    // folder first); MC_VARIANT asks for one. Development and the plain benchmark build are modern only.
    if (process.env.MC_VARIANT || !production || !federation) return variantConfig(app, argv, variantOf());
    const [modern, legacy] = ['modern', 'legacy'].map((variant) => variantConfig(app, argv, variant));
    return [modern, { ...legacy, dependencies: [modern.name] }];
  };
}

/**
 * Where a variant's files go. The host's legacy files sit beside the modern ones (`static/legacy/`,
 * `index.legacy.html`), so the server's and the service worker's rules for `/static/` hold for both; a
 * remote's legacy release is a folder inside its release (`<version>/legacy/`, with its own manifest).
 */
function variantLayout(app, variant, federation, version) {
  const legacy = variant === 'legacy';
  if (app.isHost) {
    return {
      outDir: path.join(app.dir, federation ? 'dist' : 'dist-plain'),
      staticDir: legacy ? 'static/legacy' : 'static',
      html: legacy ? 'index.legacy.html' : 'index.html',
      preloadList: legacy ? 'preload.legacy.json' : 'preload.json',
      // The modern build empties the folder; the legacy one adds to it.
      clean: !legacy,
    };
  }
  return {
    outDir: path.join(app.dir, 'dist', version, ...(legacy ? ['legacy'] : [])),
    staticDir: 'static',
    html: 'index.html',
    clean: true,
  };
}

function variantConfig(app, argv, variant) {
  const production = argv.mode === 'production';
  const pkg = require(path.join(app.dir, 'package.json'));
  // A release lives under its version, so several can be deployed side by side (see README "Releasing").
  const version = process.env.MC_RELEASE || pkg.version;
  const federation = process.env.FEDERATION !== 'off';
  const layout = variantLayout(app, variant, federation, version);
  const outDir = layout.outDir;
  // One service worker serves both variants' pages: the modern build's (a browser below [modern] that cannot
  // run it simply has no offline start; the site itself works).
  const serviceWorker = app.isHost && variant === 'modern';

  const plugins = [
    new webpack.DefinePlugin({
      __APP_VERSION__: JSON.stringify(version),
      __MC_VARIANT__: JSON.stringify(variant),
      ...(app.isHost
        ? {
            __SHARED__: JSON.stringify(sharedProvision()),
            // What the federation plugin would define for its runtime: browser only, manifests read.
            ENV_TARGET: JSON.stringify('web'),
            FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
            FEDERATION_OPTIMIZE_NO_REMOTE: false,
            FEDERATION_OPTIMIZE_NO_SHARED: false,
          }
        : {}),
    }),
    new CspNoncePlugin(),
  ];
  // Remotes are federation containers. The host is not built with the plugin: it loads the federation
  // runtime itself, lazily, when a screen first needs a remote (host/src/federation/load-exposed.ts), so
  // none of it is in the scripts before the first render.
  if (federation && !app.isHost) {
    plugins.push(
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes || {},
        remotes: {},
        shared: sharedConfig(),
        manifest: true,
        dts: false,
        runtimePlugins: [],
        experiments: {
          // Browser only: the runtime leaves out its Node.js loading code.
          optimization: { target: 'web' },
          // In production a remote's entry takes the federation runtime's core from the page (the host
          // provides it, host/src/federation/federation-runtime.ts) instead of carrying a copy of its own:
          // about 19 KB less before a remote's screen, and one runtime to start. The development build keeps
          // its copy, so a remote's dev server can run it alone.
          externalRuntime: production,
        },
      }),
    );
    const routesModule = routesModuleOf(app.dir, app.exposes);
    if (routesModule) plugins.push(new RoutePreloadPlugin(routesModule));
    // release.json: what this release requires of the host, for the release check (docs/releasing.md).
    if (routesModule && production)
      plugins.push(new ReleaseContractPlugin({ name: app.name, version, dir: app.dir, routesModule }));
  }
  // host-provides.json: what this host gives the remotes, for the release check (docs/releasing.md); one
  // file for both variants (they are built from the same sources), written by the modern build.
  if (federation && app.isHost && production && variant === 'modern') {
    plugins.push(new ReleaseContractPlugin({ name: app.name, version, dir: app.dir, isHost: true }));
  }
  // The host always has a page; a remote has one for running alone (standalone shell) in development only:
  // its production build has no federation runtime of its own to run it (see externalRuntime).
  if (app.isHost || !production || !federation)
    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(root, 'tooling/webpack/index.html'),
        title: 'MC',
        filename: layout.html,
        publicPath: app.isHost ? '/' : 'auto',
        // The service worker is its own script, never one of the page's.
        chunks: ['main'],
        // The template writes the script tag itself (with its fetch priority).
        inject: false,
        templateParameters: {
          installable: Boolean(app.isHost),
          variant,
          floorTexts: app.isHost ? floorTexts(app.dir) : null,
        },
      }),
    );
  // The host's files served at the site's root as they are (web app manifest, its icon).
  if (app.isHost)
    plugins.push(new PublicFilesPlugin(path.join(app.dir, 'public')), new PreloadListPlugin(layout.preloadList));

  return {
    name: `${app.name}-${variant}`,
    mode: production ? 'production' : 'development',
    context: app.dir,
    // What the webpack runtime's own code may use (arrow functions, const…) follows the variant's browsers.
    target: ['web', `browserslist:${variant}`],
    entry: {
      main: path.join(app.dir, 'src/index.ts'),
      // The host's service worker, at the root so its scope is the whole site (host/src/offline).
      ...(serviceWorker
        ? {
            sw: { import: path.join(app.dir, 'src/offline/service-worker.ts'), filename: 'sw.js', chunkLoading: false },
          }
        : {}),
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: app.isHost ? '/' : 'auto',
      filename: production ? `${layout.staticDir}/js/[name].[contenthash:8].js` : `${layout.staticDir}/js/[name].js`,
      chunkFilename: production
        ? `${layout.staticDir}/js/[name].[contenthash:8].js`
        : `${layout.staticDir}/js/[name].js`,
      assetModuleFilename: `${layout.staticDir}/media/[name].[contenthash:8][ext]`,
      uniqueName: `mc_${app.name}`,
      clean: layout.clean,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        // The host and the plain build use the same subsets a remote gets as the shared libraries.
        ...subsetAliases(production, { nameIsSubset: app.isHost || !federation }),
        ...(federation ? {} : require('./plain-aliases.cjs')),
        ...floorAliases(),
      },
    },
    module: {
      rules: [
        ...scriptRules({ variant, production }),
        {
          // Google's Zawgyi detector and converter, built for the browser from the package's sources
          // (myanmar-tools-loader.cjs says why); only the kernel's on-demand Zawgyi chunk imports them.
          test: MYANMAR_TOOLS_SOURCES,
          use: [
            { loader: 'swc-loader', options: swcOptions({ variant, production, source: 'typescript-dependency' }) },
            { loader: path.join(__dirname, 'myanmar-tools-loader.cjs') },
          ],
        },
        // The variant's browsers: what its floor lacks, with the fallbacks (tooling/css/postcss-floor.cjs).
        { test: /\.css$/, use: ['style-loader', 'css-loader', postcssLoader(variant)] },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new (require('terser-webpack-plugin'))({
          minify: require('terser-webpack-plugin').swcMinify,
          terserOptions: { compress: { passes: 2 }, mangle: true },
          extractComments: false,
        }),
      ],
    },
    performance: { hints: false },
    plugins,
    devServer: {
      port: app.devPort,
      host: '127.0.0.1',
      historyApiFallback: { index: '/index.html' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      client: { overlay: false },
      // The host's dev server answers the runtime files the production server would.
      setupMiddlewares: (middlewares, server) => {
        if (platformApi) server.app.all(/^\/__sim(?:\/|$)/, (_req, res) => res.sendStatus(404));
        if (app.isHost) {
          const fs = require('node:fs');
          const send = (file) => (_req, res) => {
            res.setHeader('Cache-Control', 'no-cache');
            res.type('json').send(fs.readFileSync(path.join(root, 'deploy', file)));
          };
          server.app.get('/remotes.json', send(process.env.MC_REGISTRY || 'remotes.dev.json'));
          server.app.get('/config.json', send('config.json'));
        }
        return middlewares;
      },
      proxy: [
        platformApi
          ? { context: ['/wps', '/lgw'], target: platformApi }
          : { context: ['/wps', '/lgw', '/__sim'], target: 'http://127.0.0.1:3100' },
      ],
    },
    stats: 'errors-warnings',
  };
}

/**
 * The words of the page an old browser gets (host/src/i18n/floor, MY and EN), with the floor's versions filled
 * in: written into the HTML at build time, since below the floor none of the app's code runs to say anything.
 */
function floorTexts(dir) {
  const fs = require('node:fs');
  const { chrome, ios_saf: ios } = floorVersions('legacy');
  const fill = (text) => text.replace(/\{\{(chrome|ios)\}\}/g, (_, name) => ({ chrome, ios })[name]);
  const read = (language) => {
    const texts = JSON.parse(fs.readFileSync(path.join(dir, 'src/i18n/floor', `${language}.json`), 'utf8'));
    return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, fill(text)]));
  };
  return { my: read('my'), en: read('en') };
}

module.exports = { createConfig, root };
