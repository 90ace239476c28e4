import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'local/**/*.test.{ts,mjs}',
      'supabase/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    // Generous: CI machines are slow and busy; a hang still fails, just later.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The local APIs hold PGlite and catalogue state per process; keep file-level parallelism modest on 2 cores.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
