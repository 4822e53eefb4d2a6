import { defineConfig } from 'tsup';

// One bundle for production start; the domain workspace is bundled in, npm dependencies stay external.
export default defineConfig({
  entry: { server: 'src/server.ts' },
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
