// `npm run test:functions` (a stage of `npm test`): every Edge Function under supabase/functions is
// type-checked (`deno check`), linted (`deno lint`) and tested (`deno test`) by the Deno that Supabase runs
// it on, the `deno` npm package's binary. Nothing is downloaded (`--cached-only`): the functions import
// only web and `node:` built-ins, their own files and functions/_shared, so this works offline and on a
// fresh machine. Tests may listen on and call loopback addresses only.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = path.join(root, 'supabase', 'functions');
const deno = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
const env = {
  ...process.env,
  DENO_DIR: process.env.DENO_DIR ?? path.join(root, '.local', 'deno'),
  DENO_NO_UPDATE_CHECK: '1',
  NO_COLOR: '1',
};

const shared = path.join(functionsDir, '_shared');
const functions = readdirSync(functionsDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
  .map((entry) => entry.name);
if (functions.length === 0) {
  console.error(`No Edge Functions found in ${functionsDir}`);
  process.exit(1);
}

let failed = false;
for (const name of functions) {
  const dir = path.join(functionsDir, name);
  const config = path.join(dir, 'deno.json');
  const configArgs = existsSync(config) ? ['--config', config] : [];
  const sources = existsSync(shared) ? [dir, shared] : [dir];
  const steps = [
    ['check', ['check', '--cached-only', ...configArgs, ...sources]],
    ['lint', ['lint', ...configArgs, ...sources]],
    ['test', ['test', '--cached-only', '--no-prompt', '--allow-net=127.0.0.1', ...configArgs, dir]],
  ];
  for (const [label, args] of steps) {
    const started = Date.now();
    const result = spawnSync(deno, args, {cwd: dir, env, stdio: 'inherit'});
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status === 0) {
      console.log(`deno ${label} ${name}: ok (${seconds}s)`);
    } else {
      console.error(`deno ${label} ${name}: failed (${result.error?.message ?? `exit ${result.status}`})`);
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);
