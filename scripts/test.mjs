// `npm test`: every check, in order, stopping at the first failure.
import {spawnSync} from 'node:child_process';

const steps = [
  ['codegen (Storefront types from the 2025-07 schema)', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['remix', 'vite:build', '--logLevel', 'warn']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
