import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
