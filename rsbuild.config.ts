import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, loadEnv, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginServiceWorker } from './scripts/build/service-worker';
import { pluginWebAppManifest } from './scripts/build/web-app-manifest';
import { PUBLIC_VARIABLES } from './src/config';
import { CHUNK_LOAD_TIMEOUT_MS } from './src/core/shared/retry';

// Every PUBLIC_* variable is inlined at build time, unset ones as undefined, so
// src/config.ts applies its local defaults (a .env file is read too).
loadEnv({ prefixes: ['PUBLIC_'] });
const publicVars = Object.fromEntries(
  PUBLIC_VARIABLES.map((name) => [`import.meta.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
);
const shortName = process.env.PUBLIC_PRODUCT_SHORT_NAME || 'Keyhaven';
const apiTarget = process.env.DEV_API_URL || 'http://localhost:3001';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text asset of the build, compressed once at the
 * highest levels, for the host to send as they are (server/http/static-site.ts). Files
 * under 1 kB are left alone: headers cost more than compression saves there.
 */
const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'keyhaven:precompress',
  setup(api) {
    api.onAfterBuild(async ({ environments }) => {
      const roots = new Set(Object.values(environments).map((environment) => environment.distPath));
      for (const root of roots) {
        const files = (await readdir(root, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const path = join(root, file);
            const bytes = await readFile(path);
            if (bytes.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
        );
      }
    });
  },
});

export default defineConfig({
  // The worker is generated before the precompress pass, so sw.js goes out compressed too.
  plugins: [pluginReact(), pluginWebAppManifest(shortName), pluginServiceWorker(), pluginPrecompress()],
  source: {
    decorators: { version: 'legacy' },
    define: publicVars,
  },
  resolve: {
    // Core imports fp-ts through its CommonJS paths so it also runs headless in Node;
    // the browser bundle takes the ES module build of the same files for tree shaking.
    // Inversify's own `import 'reflect-metadata/lite'` gets the few metadata calls it makes
    // (src/composition-root/reflect-metadata-shim.ts): 3 kB gzip less in every first download.
    alias: {
      'fp-ts/lib': 'fp-ts/es6',
      'reflect-metadata/lite$': './src/composition-root/reflect-metadata-shim.ts',
    },
  },
  html: {
    template: './src/index.html', // rsbuild's default template has no <html lang> (axe: html-has-lang)
    title: shortName,
    meta: {
      description: 'Unforgettable Vacations, Made Effortless',
      robots: 'noindex',
      'twitter:card': 'summary_large_image',
      viewport: 'width=device-width, initial-scale=1',
    },
  },
  output: {
    // Where the host serves it from (STATIC_DIR): a build of other PUBLIC_* values can sit beside
    // dist/, as the configured-map journeys build theirs.
    distPath: { root: process.env.STATIC_DIR || 'dist' },
    assetPrefix: '/',
    // Three compress passes find what one leaves (inlining exposes more to fold): ~1.3 kB
    // gzip off the first download for a second of build time.
    minify: { jsOptions: { minimizerOptions: { compress: { passes: 3 } } } },
    // The first screen's CSS (4 kB) comes inside the page rather than as a render-blocking
    // request of its own; pages' own CSS still loads with their chunks.
    inlineStyles: true,
  },
  // The scripts a page starts with are one file (docs/architecture/web-performance.md): React,
  // the router, MobX and Inversify in chunks of their own kept the libraries' modules from being
  // concatenated with the app's and compressed apart (1.8 kB gzip more on /listings). Lazy
  // chunks still share what two of them use, but a shared part under 40 kB (before minifying)
  // travels inside each rather than as one more, worse-compressing file of a few kB.
  performance: { chunkSplit: { strategy: 'custom', splitChunks: { chunks: 'async', minSize: 40_000 } } },
  // Two builds into one dist/: the guest app and the sign-on portal share no chunk. A
  // shared chunk carries every export either page uses (the portal's data router alone
  // would put ~17 kB gzip back into the guest app's first download) and stops the
  // libraries' modules from being concatenated, which costs a few kB more.
  environments: {
    web: { source: { entry: { index: './src/main.tsx' } } },
    sso: {
      source: { entry: { sso: './src/sso.tsx' } },
      // Its own folders: the dev server's files carry no hashes, and both builds have an
      // entry chunk and lazy chunks of the same names.
      output: { distPath: { js: 'static/js/sso', css: 'static/css/sso' } },
    },
  },
  tools: {
    // Every injected constructor parameter names its token (@inject), so Inversify never reads
    // the compiler's `design:paramtypes`: the browser build leaves them out (0.2 kB gzip on
    // /listings, 0.5 kB on a home's page). Node and the tests keep tsconfig's emitDecoratorMetadata.
    swc: { jsc: { transform: { decoratorMetadata: false } } },
    rspack: {
      output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS },
      // Exports named by how often they are used, shortest first, rather than by a hash of
      // their names: 0.8 kB gzip off /listings. The names may change from build to build,
      // which the content hashes of the files already say.
      optimization: { mangleExports: 'size' },
      module: {
        rules: [
          // Both entries import the composition root's front door (src/composition-root.ts); the
          // guest app never calls its composePortal. The portal's part only defines functions, so
          // saying so lets the guest build leave it, and the portal's view-model, gateway and
          // codecs it pulls in, out of the guest app's first download.
          { test: /src[\\/]composition-root[\\/]portal\.ts$/, sideEffects: false },
          // An area's face (src/core/<area>/index.ts) only names its modules' exports: saying so lets
          // the build take each name from its own module, so a page importing one name of an area
          // does not download the rest of the area (docs/architecture/structure.md).
          { test: /src[\\/]core[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: Number(process.env.PORT || 3000),
    historyApiFallback: {
      rewrites: [{ from: /^\/sso/, to: '/sso.html' }],
    },
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/main-site': apiTarget,
      '/media': apiTarget,
    },
  },
});
