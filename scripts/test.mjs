// `npm test`: every check, stopping at the first failure. `npm test -- --quick` (`npm run test:quick`): the
// checks a developer runs before each commit, the browser tests cut to one smoke journey per area (@smoke).
//
// Each step starts as soon as the steps it needs have passed, so the mostly single-threaded static checks
// (type check, lint, cycle check, Edge Functions) run side by side with the build. In the full run the test
// runners then run alone, Vitest and then the browser tests: they use both cores themselves, and their
// timing is what flakes first on a busy machine. The quick run starts Vitest and the smoke journeys as soon
// as the build is there, beside the static checks.
//
// A step that runs alone streams its output; beside others, its output is held and shown when it ends. The
// end of the run lists each step's time and, from the browser tests' reporter, the ten slowest tests.
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const quick = process.argv.includes('--quick');
const bin = (name) => path.join('node_modules', '.bin', name);

/** @type {{name: string, command: string, args: string[], after?: string[], alone?: boolean}[]} */
const steps = [
  {name: 'codegen', command: bin('graphql-codegen'), args: ['--config', 'codegen.ts', '--silent']},
  // Both read the Storefront types codegen writes. The type check keeps what it learnt in .cache/ (git-ignored)
  // and checks again only what changed since, as `tsc --incremental` does; a fresh clone checks everything.
  {
    name: 'typecheck',
    command: bin('tsc'),
    args: ['--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/tsc.tsbuildinfo'],
    after: ['codegen'],
  },
  {name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'], after: ['codegen']},
  // Import cycles in app/, type-only imports included (.madgerc): a loop means a module sits in the wrong layer.
  {name: 'import cycles', command: bin('madge'), args: ['--circular', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', 'app']},
  // The Edge Function under the Deno it runs on: deno check, deno lint, deno test (a few seconds).
  {name: 'Edge Functions', command: 'node', args: ['scripts/test-functions.mjs']},
  {name: 'build', command: bin('remix'), args: ['vite:build', '--logLevel', 'warn']},
  // The first-load JavaScript budget (110 kB gzipped, what a phone on a slow network can afford), first from
  // the build's manifest (a quick lower bound: the modules a route imports, not the chunks it loads lazily on
  // arrival); the browser tests then count what a page really loads until idle
  // (tests/e2e/quality/js-budget.js-only.spec.ts). A page over 110 kB fails either.
  {name: 'JavaScript budget (static count)', command: 'node', args: ['bench/bundle-size.mjs', '--budget=110'], after: ['build']},
];
const staticChecks = steps.map((step) => step.name);
steps.push(
  // After the build: tests/integration/process-lifetime.test.ts starts the shop from dist/ (and would build
  // it itself, into the same folder, if it found none). The full run keeps it alone, after the static checks:
  // its integration tests hold providers to real deadlines (2 s for Supabase), and one missed its deadline on
  // a loaded machine with lint running beside it. The quick run takes that risk for its time.
  quick
    ? {name: 'unit and integration tests', command: bin('vitest'), args: ['run'], after: ['build']}
    : {name: 'unit and integration tests', command: bin('vitest'), args: ['run'], after: staticChecks, alone: true},
);
const beforeBrowser = steps.map((step) => step.name);
steps.push(
  quick
    ? {
        name: 'browser smoke journeys',
        command: bin('playwright'),
        args: ['test', '--project', 'js', '--grep', '@smoke'],
        after: ['build'],
      }
    : {name: 'browser tests', command: bin('playwright'), args: ['test'], after: beforeBrowser, alone: true},
);

// The browser tests' reporter (tests/e2e/support/slowestTests.ts) leaves its list here for the summary.
const reportDir = mkdtempSync(path.join(tmpdir(), 'wildroot-test-'));
const slowestFile = path.join(reportDir, 'slowest.txt');
// No colours: most output is held and shown later, and tinyrainbow (Vitest) colours whenever FORCE_COLOR is set.
const env = {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', SLOWEST_TESTS_FILE: slowestFile};

const running = new Map();
const times = new Map();
/** Steps ended because another one failed. */
const stopped = new Set();

/** Runs one step; resolves with its exit code. */
function run(step) {
  const started = Date.now();
  const alone = step.alone === true;
  console.log(`▶ ${step.name}`);
  const child = spawn(step.command, step.args, {stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env});
  running.set(step.name, child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(step.name);
      const seconds = (Date.now() - started) / 1000;
      times.set(step.name, seconds);
      if (output.length) process.stdout.write(`\n── ${step.name} ──\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      const time = seconds.toFixed(1);
      if (ok) console.log(`✔ ${step.name} (${time}s)`);
      else if (stopped.has(step.name)) console.log(`■ ${step.name} stopped after ${time}s (another step failed)`);
      else console.log(`✖ ${step.name} failed after ${time}s (${signal ?? `exit ${code}`})`);
      resolve(ok ? 0 : (code ?? 1));
    });
  });
}

function stopAll() {
  for (const [name, child] of running) {
    stopped.add(name);
    child.kill('SIGTERM');
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    rmSync(reportDir, {recursive: true, force: true});
    process.exit(130);
  });
}

function summary() {
  console.log('\nTime per step (side by side where they overlap):');
  for (const step of steps) {
    if (times.has(step.name)) console.log(`  ${times.get(step.name).toFixed(1).padStart(6)}s  ${step.name}`);
  }
  try {
    process.stdout.write(`\n${readFileSync(slowestFile, 'utf8')}`);
  } catch {
    // The browser tests did not get as far as reporting.
  }
  rmSync(reportDir, {recursive: true, force: true});
}

const started = Date.now();
const done = new Set();
const pending = new Set(steps);
/** @type {Set<Promise<void>>} */
const inFlight = new Set();
let failure = 0;

while (pending.size > 0 || inFlight.size > 0) {
  if (failure === 0) {
    for (const step of [...pending]) {
      if (!(step.after ?? []).every((name) => done.has(name))) continue;
      // A step that runs alone waits for the others to finish.
      if (step.alone && inFlight.size > 0) continue;
      pending.delete(step);
      const promise = run(step).then((code) => {
        inFlight.delete(promise);
        if (code === 0) done.add(step.name);
        else if (failure === 0) {
          failure = code;
          stopAll();
        }
      });
      inFlight.add(promise);
      if (step.alone) break;
    }
  }
  if (inFlight.size === 0) break;
  await Promise.race(inFlight);
}

summary();
if (failure !== 0 || pending.size > 0) process.exit(failure || 1);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s${quick ? ' (quick)' : ''}`);
