// `npm test`: every check, stopping at the first failing stage.
// The type check, the lint, the cycle check, the production build and the Edge Function checks are independent and mostly single-threaded, so they
// run side by side (each one's output is shown when it ends); the test runners use both cores themselves,
// so they run alone.
import {spawn} from 'node:child_process';

const stages = [
  [['codegen (Storefront types from the 2025-07 schema)', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']]],
  [
    ['typecheck', 'npx', ['tsc', '--noEmit']],
    ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
    // Import cycles in app/, type-only imports included (.madgerc): a loop means a module sits in the wrong layer.
    ['import cycles (madge)', 'npx', ['madge', '--circular', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', 'app']],
    ['production build', 'npx', ['remix', 'vite:build', '--logLevel', 'warn']],
    // The Edge Function under the Deno it runs on: deno check, deno lint, deno test (a few seconds).
    ['Edge Functions (deno check, lint, test)', 'node', ['scripts/test-functions.mjs']],
  ],
  // The first-load JavaScript budget (110 kB gzipped, what a phone on a slow network can afford), first from
  // the build's manifest (a quick lower bound: the modules a route imports, not the chunks it loads lazily on
  // arrival); the browser tests then count what a page really loads until idle
  // (tests/e2e/quality/js-budget.js-only.spec.ts). A page over 110 kB fails either.
  [['JavaScript budget, static count (110 kB gzipped per page)', 'node', ['bench/bundle-size.mjs', '--budget=110']]],
  [['unit and integration tests', 'npx', ['vitest', 'run']]],
  [['browser tests', 'npx', ['playwright', 'test']]],
];

const env = {...process.env, FORCE_COLOR: '0'};

/** Runs one step; alone, its output streams through; beside others, it is buffered and shown at the end. */
function run([name, command, args], {alone}) {
  const started = Date.now();
  console.log(`▶ ${name}`);
  const child = spawn(command, args, {stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env});
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output.length) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      console.log(ok ? `✔ ${name} (${seconds}s)` : `✖ ${name} failed after ${seconds}s (${signal ?? `exit ${code}`})`);
      resolve(ok ? 0 : (code ?? 1));
    });
  });
}

const started = Date.now();
for (const steps of stages) {
  const codes = await Promise.all(steps.map((step) => run(step, {alone: steps.length === 1})));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
