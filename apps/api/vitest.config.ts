import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (PGlite in memory, or its own PostgreSQL schema).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
