import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { precompress } from './vite-plugins/precompress';
import { routePreload } from './vite-plugins/route-preload';

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
// The reading plans and their facts: the KJV's verse counts and plain arithmetic, no readers.
const readingPlans = fileURLToPath(new URL('../libs/scripture/src/reading-plans/index.ts', import.meta.url));

/**
 * The reads a reader wants again without a network: chapters, verses, entries, the version list. A RegExp,
 * not a function: workbox writes it into the service worker as it is (a function would lose its closure).
 */
const READING_API =
  /\/api\/(bible\/(chapter|verse|versions|kjv-numbering)|interlinear|dictionary|strongs\/(definition|verse|concordance)|static-strongs|system-settings\/public)(\/|\?|$)/;

/** The build's hashed route chunks, styles and fonts (web/dist/assets). */
const ASSETS = /\/assets\/[^/?]+\.(js|css|woff2)$/;

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
    // Fetched at install: the app shell (the page, the entry and what every page loads with it, named by
    // the chunk groups below; the page has just loaded them, so they come from the HTTP cache) and the
    // reader's and the entry's chunks, so a chapter or entry read before opens offline even after a reload
    // of the page that installed the worker. Precaching every route chunk and font (85 files, 966 KB) competed with
    // the first page for the network and the CPU; the others are kept when first used (ASSETS below).
    globPatterns: [
      'index.html',
      'logo.svg',
      'assets/{index,vendor,shared,rolldown-runtime,route-preload}-*.{js,css}',
      'assets/{reader-page,entry-page,use-strongs-dialogs}-*.{js,css}',
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/admin\/queues/],
    cleanupOutdatedCaches: true,
    // The page that installed the worker is served by it at once, so what the reader reads now is kept.
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Hashed names: a kept copy is never stale, so it is used without asking the network.
        urlPattern: ASSETS,
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 },
          cacheableResponse: { statuses: [200] },
        },
      },
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
  plugins: [react(), routePreload(), VitePWA(offlineReading), precompress()],
  resolve: {
    alias: {
      '@strongs/contracts': contracts,
      '@strongs/scripture/books': books,
      '@strongs/scripture/strongs-number': strongsNumber,
      '@strongs/scripture/text-normalisation': textNormalisation,
      '@strongs/scripture/morph-pickers': morphPickers,
      '@strongs/scripture/reading-plans': readingPlans,
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
            // What several pages share from lib and components (books, fetchers, pagination, verse tokens, version
            // pickers, the promotion slots): loaded with the entry, so opening a page is one to three requests of
            // its own instead of a dozen sub-kilobyte ones queued behind six connections (mobile Lighthouse: about
            // 2 KB more with the entry, results page 12 chunk requests to 4). The sanitiser (DOMPurify), the
            // dictionary dialogs, the parallel view and the promotion cards stay apart: only some pages use them.
            {
              name: 'shared',
              test: /web[\\/]src[\\/](lib|components)[\\/](?!safe-html|promotions[\\/](ad|content-box)-card|strongs-dialogs|reconciliation)/,
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
