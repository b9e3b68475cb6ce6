import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// PUBLIC_* variables are inlined at build time (import.meta.env.PUBLIC_*); see src/config.ts.
const { publicVars } = loadEnv({ prefixes: ['PUBLIC_'] });
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
    rspack: { output: { chunkLoadTimeout: 120_000 } },
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
