import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A hang detector, not a speed test: on the 2-core CI machine these files run beside the API's, and screens
    // whose tests wait out a real 3-second timer were seen past Vitest's default 5 s under that load.
    testTimeout: 20_000,
  },
});
