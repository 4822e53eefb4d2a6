import { defineConfig } from 'tsup';

// One bundle for production start; the domain workspace is bundled in, npm dependencies stay external.
export default defineConfig({
  // The CV text worker is its own file: worker threads load it by path (modules/search/cv-text-isolated.ts).
  entry: { server: 'src/server.ts', 'cv-text-worker': 'src/modules/search/cv-text-worker.ts' },
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
