// supabase/config.toml loads in the Supabase CLI pinned in package.json, with no error and no warning.
//
// No CLI command reads config.toml and then stops before Docker: `supabase stop` reads and validates the
// whole file (unknown keys, removed and deprecated keys, types, db.major_version, required fields) and
// only then asks Docker for containers. So the CLI runs against a copy of supabase/ with DOCKER_HOST at a
// socket that does not exist, and the test accepts exactly the lines that follow a clean load. The copy
// carries a fresh `.temp/cli-latest` and telemetry is off, so the CLI makes no network request at all.
import {execFile} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'node_modules/.bin/supabase');
const CLI_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/supabase/package.json'), 'utf8')) as {version: string})
  .version;
const CONFIG = readFileSync(path.join(ROOT, 'supabase/config.toml'), 'utf8');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'wildroot-supabase-cli-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/**
 * Runs `supabase stop` on a copy of supabase/ whose config.toml is `config` (after `prepare` changed the
 * copy, given its directory); resolves with its output.
 */
function stopWith(
  config: string,
  prepare: (supabaseDir: string) => void = () => {},
): Promise<{code: number; lines: string[]}> {
  const workdir = mkdtempSync(path.join(scratch, 'workdir-'));
  cpSync(path.join(ROOT, 'supabase'), path.join(workdir, 'supabase'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.temp`),
  });
  writeFileSync(path.join(workdir, 'supabase/config.toml'), config);
  prepare(path.join(workdir, 'supabase'));
  // The CLI checks for a newer release unless it did within 10 hours; this file says it just did.
  mkdirSync(path.join(workdir, 'supabase/.temp'));
  writeFileSync(path.join(workdir, 'supabase/.temp/cli-latest'), `v${CLI_VERSION}`);
  const home = path.join(workdir, 'home');
  mkdirSync(home);
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    SUPABASE_HOME: home,
    SUPABASE_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    NO_COLOR: '1',
    DOCKER_HOST: `unix://${path.join(workdir, 'no-docker.sock')}`,
  };
  return new Promise((resolve) => {
    execFile(
      CLI,
      ['--workdir', workdir, 'stop'],
      {env, timeout: 60_000, encoding: 'utf8'},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        const lines = `${stdout}\n${stderr}`
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        resolve({code, lines});
      },
    );
  });
}

/** What `supabase stop` says after loading a clean config, when Docker is not there. */
const AFTER_A_CLEAN_LOAD = [
  /^Stopping containers\.\.\.$/,
  /^failed to list containers: Cannot connect to the Docker daemon at unix:\/\/.*no-docker\.sock\. Is the docker daemon running\?$/,
  /^Try rerunning the command with --debug to troubleshoot the error\.$/,
];

describe(`supabase/config.toml in the Supabase CLI ${CLI_VERSION}`, () => {
  it('loads with no error and no warning', async () => {
    const {lines} = await stopWith(CONFIG);
    expect(lines.filter((line) => !AFTER_A_CLEAN_LOAD.some((pattern) => pattern.test(line)))).toEqual([]);
    expect(lines).toContain('Stopping containers...');
  });

  it('would catch a config the CLI refuses or warns about', async () => {
    const refused = await stopWith(CONFIG.replace('[local_smtp]', '[inbucket]'));
    expect(refused.code).not.toBe(0);
    expect(refused.lines).toContain(
      '[inbucket] in supabase/config.toml is no longer supported. Use [local_smtp] instead.',
    );
    expect(refused.lines).not.toContain('Stopping containers...');

    const warned = await stopWith(CONFIG.replace(/^\[auth\.email\]$/m, '[auth.email]\nenable_signup = true'));
    expect(warned.lines).toContain(
      'WARN: auth.email.enable_signup is deprecated and will be removed in v4, use auth.email.enabled instead.',
    );
  });

  it('reads the email templates from their files (relative to the repository) and refuses a missing one', async () => {
    const missing = await stopWith(CONFIG, (supabaseDir) => rmSync(path.join(supabaseDir, 'templates/recovery.html')));
    expect(missing.code).not.toBe(0);
    expect(missing.lines.join('\n')).toMatch(
      /Invalid config for auth\.email\.template\.recovery\.content_path: ENOENT: no such file or directory, open '\S*\/supabase\/templates\/recovery\.html'/,
    );
    expect(missing.lines).not.toContain('Stopping containers...');
  });

  it('says what a new hosted project and this shop need', () => {
    for (const [kind, file] of [['confirmation', 'confirmation.html'], ['recovery', 'recovery.html']]) {
      expect(CONFIG).toMatch(
        new RegExp(`^\\[auth\\.email\\.template\\.${kind}\\][^[]*^content_path = "\\./supabase/templates/${file}"$`, 'm'),
      );
    }
    expect(CONFIG).toMatch(/^\[db\][^[]*^major_version = 17$/m);
    expect(CONFIG).toMatch(/^\[auth\][^[]*^site_url = "http:\/\/127\.0\.0\.1:3000"$/m);
    for (const url of ['http://127.0.0.1:3000/auth/confirm', 'http://127.0.0.1:3000/auth/reset']) {
      expect(CONFIG).toContain(`"${url}"`);
    }
    expect(CONFIG).toMatch(/^\[auth\.email\][^[]*^enable_confirmations = true$/m);
    expect(CONFIG).toMatch(/^\[functions\.improve-product-copy\][^[]*^verify_jwt = false$/m);
  });
});
