import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Edge Function tests (supabase/functions) run under Deno: npm run test:functions.
    include: [
      'app/**/*.test.{ts,tsx}',
      'local/**/*.test.{ts,mjs}',
      'tests/integration/**/*.test.ts',
      // The bench's own logic (what it compares and how), not performance: that is measured by running it.
      'tests/bench/**/*.test.ts',
      // The lint rules' own tests (ESLint run on small virtual modules).
      'tests/lint/**/*.test.ts',
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
