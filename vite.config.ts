import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';
import {localEnvironment} from './scripts/env.mjs';

export default defineConfig(({command}) => ({
  plugins: [
    tailwindcss(),
    hydrogen(),
    // In `vite dev` the worker runs in workerd with the same variables `npm start` passes.
    oxygen(command === 'serve' ? {env: localEnvironment()} : {}),
    remix(remixConfig),
    tsconfigPaths(),
  ],
  build: {
    // Inline nothing: images and fonts stay cacheable files.
    assetsInlineLimit: 0,
    rollupOptions: {
      // Hydrogen's browser bundle is one module whose unused top-level contexts, components and lazy()
      // imports Rollup keeps, not knowing these React calls are pure; with this hint they are dropped
      // (about 1 kB gzipped on every page, for root's one import of useNonce).
      treeshake: {manualPureFunctions: ['createContext', 'forwardRef', 'lazy']},
      output: {experimentalMinChunkSize: 1000},
    },
  },
  ssr: {
    optimizeDeps: {
      include: ['isbot'],
    },
  },
  server: {
    host: '127.0.0.1',
  },
}));
