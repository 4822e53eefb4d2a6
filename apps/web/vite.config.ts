import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // The API (apps/api) listens on 3000 in development; the browser always calls same-origin /api.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs travel as one chunk: split by whichever lazy screens share them, they
          // became a dozen small files that compress worse (docs/performance.md, 'Initial JavaScript').
          groups: [
            {
              name: 'framework',
              // TanStack Query only: the board's virtual list (@tanstack/react-virtual) loads with its screen.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|i18next|react-i18next|@floating-ui)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
