// `node scripts/start.mjs` leaves nothing behind when it is killed with SIGKILL, or when whoever started it
// is: workerd, the Edge Function's Deno and the local APIs go with it, and a restart on the same ports works
// at once (an orphaned workerd would hold the port). It serves the production build in dist/: the one `npm
// test` has just made, or one this file makes when there is none (a fresh clone).
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterEach, beforeAll, describe, expect, it} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Ports apart from `npm start` (3000…) and the browser tests (3210… plus an offset).
// Fixed ports, all below Linux's ephemeral range (32768-60999) or above it: a server another test opens on port 0
// in parallel can be given any port inside it.
const PORTS = {app: 3970, storefront: 4970, supabase: 61070, mail: 61073};
const ALL_PORTS = [PORTS.app, PORTS.app + 1, PORTS.storefront, PORTS.supabase, PORTS.mail];
const STARTUP_MS = 150_000;
const GONE_WITHIN_MS = 5_000;
// A build takes seconds on a quiet machine and minutes on a loaded one.
const BUILD_MS = 300_000;
const WORKER_FILE = path.join(ROOT, 'dist/server/index.js');

const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Live (not zombie) processes by PID with their parent and command. */
function processTable(): Map<number, {ppid: number; command: string}> {
  const table = new Map<number, {ppid: number; command: string}>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command is in parentheses and may hold spaces; state and ppid follow it.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      table.set(Number(entry), {ppid: Number(ppid), command});
    } catch {
      // It exited while we read.
    }
  }
  return table;
}

function descendantsOf(pid: number): Map<number, string> {
  const table = processTable();
  const found = new Map<number, string>();
  let frontier = [pid];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const [child, {ppid, command}] of table) {
      if (frontier.includes(ppid) && !found.has(child)) {
        found.set(child, command);
        next.push(child);
      }
    }
    frontier = next;
  }
  return found;
}

function isAlive(pid: number): boolean {
  return processTable().has(pid);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the shop; `throughParent` puts a plain Node process between us and start.mjs (as npm or
 * Playwright is). Resolves once the shop says it is running.
 */
async function startShop({throughParent}: {throughParent: boolean}): Promise<ChildProcess> {
  const startArgs = [path.join(ROOT, 'scripts/start.mjs'), '--fresh-data'];
  const args = throughParent
    ? [
        '-e',
        `require('node:child_process').spawn(process.execPath, ${JSON.stringify(startArgs)}, {stdio: 'inherit'}); setInterval(() => {}, 1000);`,
      ]
    : startArgs;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORTS.app),
      STOREFRONT_API_PORT: String(PORTS.storefront),
      SUPABASE_API_PORT: String(PORTS.supabase),
      SUPABASE_MAIL_PORT: String(PORTS.mail),
      LOCAL_DATA_DIR: '.local/process-lifetime',
    },
  });
  started.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${STARTUP_MS} ms:\n${output}`)), STARTUP_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Wildroot Botanicals is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${signal ?? code}) before starting:\n${output}`));
    });
  });
  return child;
}

/** The shop's processes under `pid`, after checking workerd and Deno are among them (else this proves nothing). */
async function shopProcesses(pid: number): Promise<Map<number, string>> {
  // Deno starts with the Supabase API but may still be on its way up.
  await waitFor(() => [...descendantsOf(pid).values()].some((command) => command.includes('deno')), 30_000);
  const descendants = descendantsOf(pid);
  const commands = [...descendants.values()];
  // The shop's port is a socket of workerd's front worker, not on its command line (scripts/start.mjs).
  expect(commands.some((command) => /\/workerd serve /.test(command))).toBe(true);
  expect(commands.some((command) => command.includes('deno') && command.includes('improve-product-copy'))).toBe(true);
  return descendants;
}

async function expectAllGone(pids: number[]) {
  const gone = await waitFor(() => pids.every((pid) => !isAlive(pid)), GONE_WITHIN_MS);
  const left = pids.filter(isAlive).map((pid) => `${pid} ${processTable().get(pid)?.command ?? ''}`);
  expect(gone, `still running: ${left.join('; ')}`).toBe(true);
  const free = await waitFor(async () => (await Promise.all(ALL_PORTS.map(portIsFree))).every(Boolean), GONE_WITHIN_MS);
  expect(free, `ports in use: ${ALL_PORTS.join(', ')}`).toBe(true);
}

/**
 * Makes the production build when dist/ has none. Any build will do, even one older than the sources: what is
 * tested is how start.mjs starts and ends its processes, not the pages.
 */
async function ensureBuild() {
  if (existsSync(WORKER_FILE)) return;
  const remix = path.join(ROOT, 'node_modules/.bin/remix');
  await promisify(execFile)(remix, ['vite:build', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: {...process.env, FORCE_COLOR: '0'},
  });
}

describe.runIf(process.platform === 'linux')('the shop dies with its parent', () => {
  beforeAll(ensureBuild, BUILD_MS);

  it('has the production build to serve', () => {
    expect(existsSync(WORKER_FILE), 'the build left no dist/server/index.js').toBe(true);
  });

  it('SIGKILL of start.mjs ends workerd and Deno and frees every port; a restart on the same ports works at once, and it ends when its own parent is SIGKILLed', async () => {
    const first = await startShop({throughParent: false});
    const firstPid = first.pid ?? 0;
    const firstTree = await shopProcesses(firstPid);
    first.kill('SIGKILL');
    await expectAllGone([firstPid, ...firstTree.keys()]);

    // Same ports, straight away; this time start.mjs's parent is killed, not start.mjs.
    const parent = await startShop({throughParent: true});
    const parentPid = parent.pid ?? 0;
    const secondTree = descendantsOf(parentPid);
    const startPid = [...secondTree].find(([, command]) => command.includes('scripts/start.mjs'))?.[0] ?? 0;
    expect(startPid).toBeGreaterThan(0);
    const home = await fetch(`http://127.0.0.1:${PORTS.app}/`);
    expect(home.status).toBe(200);
    const allOfIt = new Map([...secondTree, ...(await shopProcesses(startPid))]);
    parent.kill('SIGKILL');
    await expectAllGone([parentPid, ...allOfIt.keys()]);
  }, 2 * STARTUP_MS);
});
