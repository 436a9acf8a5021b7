// The one webpack config factory every app uses (host and the four remotes).
// Module Federation settings follow docs/toolchain.md#module-federation: publicPath 'auto', no runtimeChunk,
// dts off, React 19 shared by subpath, the host on 'loaded-first'.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const zlib = require('node:zlib');
const { INLINE_SCRIPTS } = require('./inline-script.cjs');
const MF_HOST_RUNTIME = require('./mf-host-runtime-loader.cjs');
const { createServiceWorkerConfig } = require('./service-worker.cjs');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@niec/shared',
  // The cart: one store for the host and the shop, loaded by the pages that use it (docs/decisions/004-first-load-budget.md).
  '@niec/shared/cart',
  // Further entries of the same package, each a singleton of its own: loaded once, and only by
  // the pages that use them (dayjs dates, API HTML and scripts, the dialog), not on every first load.
  '@niec/shared/dates',
  '@niec/shared/html',
  '@niec/shared/modal',
  // schema.org builders for the pages that describe a record to search engines.
  '@niec/shared/seo',
  // Master data (provinces, regencies, cities, consultants, recommenders): one memo per document for the host and
  // every remote, so a list is asked for once per visit whichever remote asks.
  '@niec/shared/master',
];
// Not shared: '@niec/shared/lists' and '@niec/shared/share' hold no state, and the server renders them. Each remote
// bundles its own copy into its page, so the page's stylesheet (which the render server links) carries their classes.
// As singletons, the server used whichever remote's copy loaded first, with that remote's class names, and the
// page's HTML arrived unstyled until its scripts ran.

/**
 * Versions come from the app's own package.json so each team bumps its own ranges. `checkRanges: false` (the host's
 * browser build) declares no required range: the host loads first and its own copy is the singleton it gets
 * ('loaded-first'), so checking its copy against its own range can only pass, and the semver parsing it costs runs
 * in the boot task before hydration (docs/decisions/008-hydrate-less.md). The remotes keep their ranges: theirs are
 * the checks that find a remote built against another React or router than the host serves.
 */
function createShared(appDir, routerModule = path.join(__dirname, 'react-router-dom-shared.mjs'), checkRanges = true) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const sharedPkg = require('../shared/package.json');
  const deps = pkg.dependencies || {};
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
    const requiredVersion = deps[base];
    if (!requiredVersion) throw new Error(`${pkg.name} must depend on ${base} to share ${name}`);
    shared[name] = { singleton: true, requiredVersion: checkRanges ? requiredVersion : false };
  }
  for (const name of SINGLETONS.filter((n) => n.startsWith('@niec/shared'))) shared[name].version = sharedPkg.version;
  // Provide the slim declarative-routing module under the 'react-router-dom' share key.
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: routerModule,
    version: require('react-router-dom/package.json').version,
  };
  return shared;
}

/**
 * Writes dist/chunk-packages.json: for every emitted JS file, the npm packages bundled in it.
 * scripts/size-budget.mjs uses it to prove which libraries a route's first load contains.
 */
class ChunkPackagesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkPackagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkPackagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const result = {};
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const resource = module.nameForCondition && module.nameForCondition();
              const match = resource && /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resource);
              if (match) packages.add(match[1].replace('\\', '/'));
            }
            for (const file of chunk.files) {
              if (file.endsWith('.js')) result[file] = [...packages].sort();
            }
          }
          compilation.emitAsset(
            'chunk-packages.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(result, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * Keeps build internals out of dist/, which teams copy to their servers as it is.
 * - The federation plugin writes mf-stats.json next to mf-manifest.json: a build report for its
 *   tooling, with the absolute path of every shared module's source. Nothing at runtime reads it
 *   (the host loads each remote's mf-manifest.json), so it is removed.
 * - In production builds, any emitted file that still contains an absolute build path (this
 *   repository's, or the app folder's when it lives elsewhere) fails the build, so no later change
 *   deploys the build machine's paths.
 */
class DeployableOutputPlugin {
  constructor(buildPaths) {
    this.buildPaths = [...new Set(buildPaths)];
  }

  apply(compiler) {
    const production = compiler.options.mode === 'production';
    compiler.hooks.thisCompilation.tap('DeployableOutputPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER) has written its files.
        { name: 'DeployableOutputPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (compilation.getAsset('mf-stats.json')) compilation.deleteAsset('mf-stats.json');
          if (!production) return;
          for (const asset of compilation.getAssets()) {
            const content = asset.source.buffer().toString('latin1');
            const named = this.buildPaths.find((buildPath) => content.includes(buildPath));
            if (named) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  `${asset.name} contains the build path ${named}; dist/ must not name the build machine's paths`,
                ),
              );
            }
          }
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name       federation name, also output.uniqueName
 * @param {number} options.port       dev-server port (see README.md#two-commands)
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {boolean} [options.isHost]
 */
function createWebpackConfig(options) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    // Production builds both targets (browser into dist/, Node into dist/server/); dev servers and
    // `--env target=web|node` build one.
    if (env.target === 'node') return createServerConfig(options, mode);
    if (mode === 'development' || env.target === 'web') return createBrowserConfig(options, mode);
    return [
      createBrowserConfig(options, mode),
      createServerConfig(options, mode),
      // The host's render server itself, so production runs JavaScript with no TypeScript compiler, and its service
      // worker.
      ...(options.isHost
        ? [createRenderServerConfig(options.dir, mode), createServiceWorkerConfig(options.dir, mode)]
        : []),
    ];
  };
}

function createBrowserConfig({ dir, name, port, exposes, isHost = false }, mode) {
  const dev = mode === 'development';
  const publicDir = path.join(dir, 'public');
  const templatePath = path.join(dir, 'public', 'index.html');
  const chunkTwins = new ChunkTwinsPlugin();
  return {
    mode,
    target: ['web', 'es2020'],
    context: dir,
    entry: './src/index.ts',
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      // Entry files stay unhashed (served no-cache): webpack 5.111 breaks the federation runtime
      // when output.filename has [contenthash] (module-federation/core#5077). Chunks are hashed.
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : chunkTwins.filename('js'),
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      crossOriginLoading: 'anonymous',
      // docs/product-rules.md#constants-and-limits: script chunk load timeout.
      chunkLoadTimeout: 120000,
      // dist/server/ and dist/server-node/ are the other targets' output (built in the same run).
      // The service worker (sw.js) too, which the host's build writes beside.
      clean: { keep: /^(server(-node)?[\\/]|sw\.js$)/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router 7 maps every export condition to its development build (dev warnings
      // included; remix-run/react-router#14102), so production builds point at the production one.
      alias: dev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION, 'react-router/dom$': REACT_ROUTER_DOM_PRODUCTION },
    },
    module: {
      rules: [
        // What the site does not use of react-router is left out (the loader says why).
        ...(dev ? [] : [{ test: REACT_ROUTER_CHUNK, use: require.resolve('./pure-react-router-loader.cjs') }]),
        // The host's runtime has no snapshot support, so none of the manifest, snapshot and preload code that goes with
        // it either (the loader says why).
        ...(isHost
          ? [{ test: MF_HOST_RUNTIME.RUNTIME_MODULE, use: require.resolve('./mf-host-runtime-loader.cjs') }]
          : []),
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  react: {
                    runtime: 'automatic',
                    // React's development JSX runtime needs a development React; a remote served
                    // on its own against the built host (npm run dev -w remotes/<name>) gets the
                    // production one, so it compiles for that (scripts/dev.mjs sets the flag).
                    development: dev && process.env.NIEC_PRODUCTION_REACT !== '1',
                    refresh: false,
                  },
                },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            dev ? 'style-loader' : MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  // The app name keeps class names of different remotes apart in one page.
                  localIdentName: dev ? `${name}__[name]__[local]` : `${name}-[hash:base64:6]`,
                  localIdentHashSalt: name,
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [dev ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.(png|jpe?g|webp|svg|gif|woff2?)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      // @niec/shared pins axios to its XHR adapter; its fetch adapter (~4.4 KB gzip) is dead weight.
      new webpack.NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(__dirname, 'axios-fetch-adapter-stub.mjs'),
      ),
      new ModuleFederationPlugin({
        name,
        dts: false,
        // One Module Federation runtime per page (docs/decisions/004-first-load-budget.md): the host bundles
        // runtime-core and publishes it on the federation global; each remoteEntry.js takes it
        // from there instead of carrying its own copy (-19.6 KB gzip per remote). Remotes
        // consume no remotes and no snapshots, and everything runs in a browser, so those parts
        // of the runtime are compiled out too.
        ...(isHost
          ? {
              remotes: {},
              shareStrategy: 'loaded-first',
              runtimePlugins: [INJECT_RUNTIME_CORE_PLUGIN],
              // The browser loads each remote's remoteEntry.js straight from beside its manifest
              // (host/src/federation/load-remote.ts): no manifest request before it, no snapshot code (-1.5 KB gzip).
              experiments: { optimization: { target: 'web', disableSnapshot: true } },
            }
          : {
              filename: 'remoteEntry.js',
              exposes,
              manifest: { additionalData: addServerEntryToManifest },
              experiments: {
                externalRuntime: true,
                optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
              },
            }),
        shared: createShared(dir, undefined, !isHost),
      }),
      ...(fs.existsSync(templatePath)
        ? [
            new HtmlWebpackPlugin({ template: templatePath, scriptLoading: 'defer', publicPath: '/' }),
            ...(dev ? [] : [new BootPreloadPlugin()]),
          ]
        : []),
      ...(fs.existsSync(publicDir)
        ? [
            new CopyWebpackPlugin({
              patterns: [{ from: publicDir, globOptions: { ignore: ['**/index.html'] } }],
            }),
          ]
        : []),
      ...(dev
        ? []
        : [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: chunkTwins.filename('css'),
            }),
            chunkTwins,
            new ChunkPackagesPlugin(),
            new PageAssetsPlugin(),
            // Each script, stylesheet and SVG also as .br at brotli's highest quality, which the static
            // servers send as they are (preCompressed): ~14 % fewer bytes than the quality a server can afford per
            // request, and on a phone's bandwidth the scripts before hydration are the wait (decision 008).
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]),
      new DeployableOutputPlugin([path.resolve(__dirname, '..'), dir]),
    ],
    optimization: {
      runtimeChunk: false,
      // Terser for the scripts ('...') and cssnano for the stylesheets, which the render server puts inline in
      // every page's head (docs/decisions/012-critical-path.md): 25-35 % fewer bytes before the first paint.
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port,
      hot: true,
      historyApiFallback: isHost,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      },
      client: { overlay: { warnings: false } },
      static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
    },
  };
}

/**
 * Chunk file names that write one file per content. Module Federation gives a shared module's chunk a twin: the
 * file of one chunk registers both ids (chunk.ids), and the other chunk, of the same modules, was written again
 * under its own id (the host wrote its button styles as 331.css and 366.css, and a page could link both). Each
 * id that a chunk's file registers is named after that file's first id, so the twin is the same file, and the
 * runtime asks for it under either id.
 */
class ChunkTwinsPlugin {
  constructor() {
    this.compilation = null;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkTwinsPlugin', (compilation) => {
      this.compilation = compilation;
    });
  }

  /** Chunk id → the id its files are named after; read at each name, as the federation plugin sets ids late. */
  fileId(compilation, id) {
    for (const chunk of compilation.chunks) {
      if (!Array.isArray(chunk.ids) || chunk.ids.length < 2 || !chunk.ids.includes(id)) continue;
      return [...chunk.ids].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }))[0];
    }
    return undefined;
  }

  /** output.chunkFilename (and mini-css-extract-plugin's) for the extension. */
  filename(extension) {
    return ({ chunk }) => {
      const id = chunk && !chunk.name && this.compilation ? this.fileId(this.compilation, chunk.id) : undefined;
      return `${id ?? '[name]'}.[contenthash:8].${extension}`;
    };
  }
}

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
/** Its DOM entry (RouterProvider with flushSync), from the same production chunks: one set of router contexts. */
const REACT_ROUTER_DOM_PRODUCTION = path.join(path.dirname(REACT_ROUTER_PRODUCTION), 'dom-export.mjs');

// The plugin behind `experiments.provideExternalRuntime`, but its ES module build: the option
// itself adds the CommonJS build, which pulls a second, CommonJS copy of runtime-core into the
// host (+22 KB gzip) next to the ES module copy the bundler runtime already uses.
const INJECT_RUNTIME_CORE_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

/**
 * Adds the server build to the remote's one manifest (metaData.ssrRemoteEntry, as the MF rsbuild plugin
 * writes it), so the same manifest URL in /config.json serves the browser and the render server. The path
 * is relative to the manifest; the Node runtime resolves it (and the server chunks) against the manifest URL.
 */
function addServerEntryToManifest({ stats }) {
  stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' };
  return stats;
}

/**
 * The JS files the entry loads before the app's code runs: the chunks behind its async boundary
 * (`import('./bootstrap')` in src/index.ts) and, for every shared singleton those chunks consume, the
 * chunks of the copy this build provides (the one a page takes, since the host provides every singleton
 * first), followed through what those chunks consume in turn (react-dom consumes react).
 */
function bootFiles(compilation, entryName = 'main', extension = '.js') {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    provided.set(module._name, [...(provided.get(module._name) ?? []), ...groups]);
  }
  const files = new Set();
  const seen = new Set();
  const queue = [];
  const visitChunk = (chunk, own) => {
    if (own) for (const file of chunk.files) if (file.endsWith(extension)) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') queue.push(...(provided.get(module.options.shareKey) ?? []));
    }
  };
  for (const chunk of entry.chunks) {
    visitChunk(chunk, false);
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const block of module.blocks) queue.push(chunkGraph.getBlockChunkGroup(block));
    }
  }
  while (queue.length > 0) {
    const group = queue.shift();
    if (!group || seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) visitChunk(chunk, true);
  }
  return [...files];
}

/**
 * Preloads, in the host's index.html, the chunks its entry loads before it can render or hydrate
 * (bootFiles). Without it the browser learns of them only once main.js has downloaded and run: on a phone
 * (150 ms round trip, 1.6 Mbit/s) React's chunk arrived 1.7 s after main.js began, and a server-rendered
 * page stayed dead for that long. Same-origin chunks load without crossorigin, so neither do the preloads.
 */
class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        for (const file of bootFiles(compilation)) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
          );
        }
        return data;
      });
      // The stylesheets of those chunks, which the render server puts in every page (host/server/pool.ts): the
      // build can split one CSS module into two chunks of the same content, and only the boot's are wanted.
      compilation.hooks.processAssets.tap(
        { name: 'BootPreloadPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const styles = JSON.stringify(bootFiles(compilation, 'main', '.css'));
          compilation.emitAsset('boot-styles.json', new webpack.sources.RawSource(styles));
        },
      );
    });
  }
}

/**
 * The files of this build's copy of each shared module the given chunks consume, by share key, followed through
 * what those copies consume in turn ({ '@niec/shared/html': ['756.js', '519.js'], react: [...] }). The browser
 * loads a copy only when no other app provided the module first; the render server, which knows what the host
 * provides, preloads the rest (docs/decisions/008-hydrate-less.md).
 */
function sharedFiles(compilation, chunks) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    provided.set(module._name, [...(provided.get(module._name) ?? []), ...groups]);
  }
  const result = {};
  const seen = new Set();
  const queue = [];
  const consumes = (chunk) => {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = module.options.shareKey;
      for (const group of provided.get(key) ?? []) queue.push([key, group]);
    }
  };
  chunks.forEach(consumes);
  while (queue.length > 0) {
    const [key, group] = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    const files = (result[key] ??= []);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
      consumes(chunk);
    }
  }
  return result;
}

/**
 * Writes page-assets.json next to the manifest: for every page chunk (named `page-<name>` in a remote's
 * exposes/routes.tsx), the JS and CSS files the browser needs to show it, and the files of the shared modules
 * it consumes (sharedFiles). The render server links the CSS of the page it rendered (no unstyled flash) and
 * preloads its JS (no request chain before hydration).
 */
class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages = {};
          const expose = compilation.namedChunkGroups.get('__federation_expose_routes');
          for (const group of compilation.chunkGroups) {
            const match = group.name && /^page-(.+)$/.exec(group.name);
            if (!match) continue;
            const files = group.getFiles();
            pages[match[1]] = {
              js: files.filter((f) => f.endsWith('.js')),
              css: files.filter((f) => f.endsWith('.css')),
              shared: sharedFiles(compilation, [...(expose?.chunks ?? []), ...group.chunks]),
            };
          }
          const result = {
            routes: expose ? expose.getFiles().filter((f) => f.endsWith('.js') || f.endsWith('.css')) : [],
            pages,
          };
          compilation.emitAsset(
            'page-assets.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(result, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * The Node build of an app (dist/server/): the host's render function, or a remote's server
 * remoteEntry.js that the render server loads over HTTP at run time (@module-federation/node).
 * Class names and asset URLs come out exactly as in the browser build, so hydration matches.
 */
function createServerConfig({ dir, name, exposes, isHost = false }, mode) {
  return {
    mode,
    name: `${name}-server`,
    target: 'async-node',
    context: dir,
    entry: isHost ? { render: './src/render/entry.ts' } : { main: './src/index.ts' },
    devtool: false,
    output: {
      // Beside the browser build, under server/: the public path is the remote's base URL (set at run time
      // by build/server-public-path-plugin.mjs), so chunks load from <base>server/ and assets are <base>assets/.
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : '',
      uniqueName: `${name}-server`,
      filename: 'server/[name].js',
      chunkFilename: 'server/[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: { keep: (file) => !/^server[\\/]/.test(file) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        'react-router$': REACT_ROUTER_PRODUCTION,
        // DOMPurify needs a window; on the server it gets jsdom's.
        dompurify$: path.join(__dirname, 'dompurify-server.cjs'),
      },
    },
    // The host's render function runs beside node_modules; jsdom (DOMPurify's window on the server) is
    // large and has native parts, so it is required from there instead of bundled.
    externals: { jsdom: 'commonjs jsdom', 'dompurify-node': 'commonjs dompurify' },
    module: {
      rules: [
        NODE_TS_RULE,
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
                localIdentName: `${name}-[hash:base64:6]`,
                localIdentHashSalt: name,
              },
            },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: path.join(__dirname, 'empty-css-loader.cjs') },
        {
          test: /\.(png|jpe?g|webp|svg|gif|woff2?)$/i,
          type: 'asset/resource',
          // Same name as the browser build, which serves the file; the server only needs its URL.
          generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NIEC_SERVER': JSON.stringify('1'),
        // The inline scripts (the press contract, the boot loader) and their CSP hashes, built from their typed
        // sources in host/src/early-input/; rebuilt when a source or the names it is given change.
        ...(isHost &&
          Object.fromEntries(
            Object.entries(INLINE_SCRIPTS).map(([name, { build, sources }]) => [
              name,
              webpack.DefinePlugin.runtimeValue(() => JSON.stringify(build()), { fileDependencies: sources }),
            ]),
          )),
      }),
      new ModuleFederationPlugin({
        name,
        dts: false,
        manifest: false,
        remoteType: 'script',
        library: { type: 'commonjs-module', name },
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isHost ? [] : [path.join(__dirname, 'server-public-path-plugin.mjs')]),
        ],
        ...(isHost ? { remotes: {}, shareStrategy: 'loaded-first' } : { filename: 'server/remoteEntry.js', exposes }),
        shared: createShared(dir, SERVER_ROUTER),
      }),
      new DeployableOutputPlugin([path.resolve(__dirname, '..'), dir]),
    ],
    optimization: { runtimeChunk: false, minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** TypeScript and JSX for Node (the render workers' bundle and the render server's own): swc, no dev transforms. */
const NODE_TS_RULE = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: false, refresh: false } },
        target: 'es2022',
      },
    },
  },
};

/** react-router's production bundle, where its contexts and components are created (pure-react-router-loader). */
const REACT_ROUTER_CHUNK = /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

const SERVER_ROUTER = path.join(__dirname, 'react-router-dom-shared.server.mjs');

/**
 * The host's render server (host/server: main.ts and its worker, render-worker.ts) built to JavaScript in
 * dist/server-node/, which `npm start`, the edge and deployments run with plain `node`. @niec/shared is
 * TypeScript, so it is bundled; every other package is required from node_modules as it is. The link-preview
 * cards' fonts and the logo are copied beside it (host/server/files.ts finds them in either form).
 */
function createRenderServerConfig(dir, mode) {
  return {
    mode,
    name: 'host-render-server',
    target: 'node20.19',
    context: dir,
    entry: {
      main: './server/main.ts',
      // piscina calls the worker module's default export.
      'render-worker': { import: './server/render-worker.ts', library: { type: 'commonjs2' } },
    },
    devtool: false,
    // The real folder of the built files: files.ts tells the built form from the source by it.
    node: { __dirname: false, __filename: false },
    output: {
      path: path.join(dir, 'dist', 'server-node'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    externals: ({ request }, callback) =>
      /^[@a-z]/.test(request) && !request.startsWith('@niec/shared')
        ? callback(null, `commonjs ${request}`)
        : callback(),
    module: {
      // The worker requires the host's render bundle (dist/server/render.js) at run time through createRequire:
      // left to Node, not resolved at build time.
      parser: { javascript: { createRequire: false } },
      rules: [NODE_TS_RULE],
    },
    plugins: [
      new CopyWebpackPlugin({
        patterns: [
          { from: 'server/og/fonts', to: 'og/fonts' },
          { from: 'src/assets/logo.svg', to: 'logo.svg' },
        ],
      }),
      new DeployableOutputPlugin([path.resolve(__dirname, '..'), dir]),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { createWebpackConfig, SINGLETONS };
