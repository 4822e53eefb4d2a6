import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, API integration (real database), web components.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
