import { defineConfig } from 'tsup';

// One bundle for production start; the domain workspace is bundled in, npm dependencies stay external.
export default defineConfig({
  // Worker threads and child processes load their code by path: the CV text child process
  // (modules/search/cv-text-isolated.ts) and the embedded database's thread (db/embedded-database.ts).
  entry: {
    server: 'src/server.ts',
    'cv-text-child': 'src/modules/search/cv-text-child.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@mosaico/domain'],
  // Migrations are read from disk next to the bundle.
  onSuccess: 'rm -rf dist/migrations && cp -r src/db/migrations dist/migrations',
});
