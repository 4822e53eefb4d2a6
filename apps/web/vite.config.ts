import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { LAZY_NAMESPACES } from './src/i18n/lazy-namespaces';

// React Router publishes a production build beside the development one, but its package exports only name the
// development files (with their warnings and dev-only checks); the app's build takes the production files.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

// The shell's catalogues (every namespace not loaded with a screen) of one language travel as one chunk: only the
// current language's loads with the first page (src/i18n/resources.ts).
const lazyNamespaces: readonly string[] = LAZY_NAMESPACES;
const shellCatalogueChunk = (id: string): string | null => {
  const match = /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id);
  return match?.[1] && match[2] && !lazyNamespaces.includes(match[2]) ? `shell-catalogue-${match[1]}` : null;
};

// The build is always a production build (issue 22). Vite takes an explicit NODE_ENV=development (the server's
// documented default, which users export) to mean a development build: React's development bundle with its
// warnings, 65 KB more gzipped on the first page. The server reads NODE_ENV; the bundle must not. Vite decides
// production after the plugins' config hooks (this one runs first, before React's reads NODE_ENV); `npm run dev`
// (serve) does not apply it.
const alwaysProductionBuild: Plugin = {
  name: 'mosaico:always-production-build',
  apply: 'build',
  config() {
    process.env.NODE_ENV = 'production';
  },
};

export default defineConfig(({ command }) => ({
  plugins: [alwaysProductionBuild, react()],
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') }]
        : [],
  },
  server: {
    // The API (apps/api) listens on 127.0.0.1:3000 in development (issue 21: not 'localhost', which may resolve to
    // ::1 first); the browser always calls same-origin /api. Vite itself stays on this machine unless run with
    // --host: its proxy reaches the API from loopback, so the development mailbox would answer whoever reaches Vite.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports follows <link rel="modulepreload"> (Safari since 17); one that does not still
    // loads each module when it is imported, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // The libraries every page runs travel as one chunk: split by whichever lazy screens share them, they
          // became a dozen small files that compress worse (docs/performance-history.md, 'Initial JavaScript').
          groups: [
            { name: shellCatalogueChunk },
            {
              name: 'framework',
              // TanStack Query only: the board's virtual list (@tanstack/react-virtual) loads with its screen. Not
              // Floating UI: it travels with the popovers, which the first page no longer draws.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|i18next|react-i18next)[\\/]/,
            },
            {
              // Mantine's provider and styles API (with everything they import) and the components the shell and
              // the home page draw, which most screens draw too. Left to the default split they were some thirty
              // files, each in the mix of lazy screens that shared it and each compressed apart: 8 KB more gzipped
              // on `/` than the same code in one file (docs/performance-history.md, 'Initial JavaScript'). A component
              // added to the home page and not listed here still works; it only travels in a small file of its own.
              name: 'mantine-base',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core[\\/]MantineProvider|components[\\/](Alert|Badge|Card|Checkbox|CloseButton|Grid|InputBase|NativeSelect|SimpleGrid|Skeleton|TextInput|Transition|UnstyledButton))[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
