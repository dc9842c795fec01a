import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'contract/**/*.test.ts',
      'common/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['test-support/vitest-setup.ts'],
    testTimeout: 20_000,
    // Hooks that compose the real offline app load the real geodata: seconds on a busy machine.
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
