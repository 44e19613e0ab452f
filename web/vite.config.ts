import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { precompress } from './vite-plugins/precompress';

// The contracts lib holds plain types and constants only, so the bundle never pulls Node code from it.
const contracts = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
// Only the book catalogue of the domain lib (names, abbreviations, chapter counts): plain data, no readers.
const books = fileURLToPath(new URL('../libs/scripture/src/books/index.ts', import.meta.url));
// The Strong's-number rule and the text folding of the domain lib: pure functions, no readers.
const strongsNumber = fileURLToPath(
  new URL('../libs/scripture/src/strongs/strongs-number.ts', import.meta.url),
);
const textNormalisation = fileURLToPath(
  new URL('../libs/scripture/src/markup/text-normalisation.ts', import.meta.url),
);
// The advanced search's morphology pickers: the code tables' feature names, no readers.
const morphPickers = fileURLToPath(
  new URL('../libs/scripture/src/morphology/morph-pickers.ts', import.meta.url),
);

/**
 * The reads a reader wants again without a network: chapters, verses, entries, the version list. A RegExp,
 * not a function: workbox writes it into the service worker as it is (a function would lose its closure).
 */
const READING_API =
  /\/api\/(bible\/(chapter|verse|versions|kjv-numbering)|interlinear|dictionary|strongs\/(definition|verse|concordance)|static-strongs|system-settings\/public)(\/|\?|$)/;

/**
 * Offline reading and installing on a phone (issue #31): a manifest, and a service worker that keeps the
 * app shell and every chapter and entry the reader has opened. Answers are always asked of the network
 * first; the kept copy is used only when there is none, so a reader online never gets a stale text.
 */
const offlineReading: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  manifest: {
    name: "Strong's Dictionary",
    short_name: "Strong's",
    description:
      "Search Scripture, read Strong's numbers in every verse and study the Hebrew and Greek behind the KJV.",
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f4ef',
    theme_color: '#1e3a5f',
    icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/admin\/queues/],
    cleanupOutdatedCaches: true,
    // The page that installed the worker is served by it at once, so what the reader reads now is kept.
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: READING_API,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'reading',
          expiration: { maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), VitePWA(offlineReading), precompress()],
  resolve: {
    alias: {
      '@strongs/contracts': contracts,
      '@strongs/scripture/books': books,
      '@strongs/scripture/strongs-number': strongsNumber,
      '@strongs/scripture/text-normalisation': textNormalisation,
      '@strongs/scripture/morph-pickers': morphPickers,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs, apart from the app's code: unchanged across most deploys, so cached.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie)[\\/]/,
              priority: 2,
            },
            // Small helpers several pages share (books, pagination, dialogs, highlighting): one request instead of a dozen.
            // The API fetchers and the larger UI that only some pages use keep their own chunks, so the home page
            // does not download the dictionary dialogs or the parallel view.
            {
              name: 'shared',
              test: /web[\\/]src[\\/](lib|components)[\\/](?!safe-html|api[\\/]|promotions|strongs-dialogs|reconciliation|verse[\\/]|version-|parallel-toggle)/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
