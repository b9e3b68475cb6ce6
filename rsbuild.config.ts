import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
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

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx', sso: './src/sso.tsx' },
    decorators: { version: 'legacy' },
    define: publicVars,
  },
  resolve: {
    // Core imports fp-ts through its CommonJS paths so it also runs headless in Node;
    // the browser bundle takes the ES module build of the same files for tree shaking.
    alias: { 'fp-ts/lib': 'fp-ts/es6' },
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
    distPath: { root: 'dist' },
    assetPrefix: '/',
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    rspack: { output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS } },
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
