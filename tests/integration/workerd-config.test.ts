// workerd gets its V8 flags (a bounded heap per isolate) from the config miniflare writes to its stdin,
// through scripts/workerd-tied.sh and scripts/workerdConfig.mjs (docs/performance.md, "workerd's memory").
// These run the real workerd binary on a config made by miniflare's own serializer.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {readV8Flags, withV8Flags, WORKERD_V8_FLAGS} from '../../scripts/workerdConfig.mjs';
import {answerOf, oneWorkerConfig, serializeConfig} from './workerdAnswer';

const ROOT = path.resolve(import.meta.dirname, '../..');

const scratch: string[] = [];
afterEach(() => {
  for (const directory of scratch.splice(0)) rmSync(directory, {recursive: true, force: true});
});

/** A config with one worker that answers `typeof gc` (a function only under `--expose-gc`). */
function configAnsweringTypeofGc(): Buffer {
  return serializeConfig(
    oneWorkerConfig('export default { fetch() { return new Response(typeof gc) } }'),
  );
}

describe('V8 flags in the workerd config', () => {
  it('reach workerd: a flag added to a config miniflare wrote takes effect', async () => {
    const config = configAnsweringTypeofGc();
    expect(readV8Flags(config)).toEqual([]);
    expect(await answerOf(config)).toBe('undefined');

    const flagged = withV8Flags(config, ['--expose-gc', '--max-old-space-size=128']);
    expect(readV8Flags(flagged)).toEqual(['--expose-gc', '--max-old-space-size=128']);
    expect(await answerOf(flagged)).toBe('function');
  });

  it('refuses to replace flags a config already has', () => {
    const flagged = withV8Flags(configAnsweringTypeofGc(), ['--expose-gc']);
    expect(() => withV8Flags(flagged, ['--max-old-space-size=64'])).toThrow(/already sets v8Flags/);
  });

  it('bounds the old space of every isolate', () => {
    expect(WORKERD_V8_FLAGS).toEqual([expect.stringMatching(/^--max-old-space-size=\d+$/)]);
  });
});

describe('scripts/workerd-tied.sh', () => {
  /** Runs the wrapper with a stand-in for workerd that saves its stdin and arguments. */
  function runWrapper(config: Buffer): {stdin: Buffer; args: string[]; files: string[]} {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'wildroot-wrapper-'));
    scratch.push(directory);
    const fakeWorkerd = path.join(directory, 'workerd');
    writeFileSync(
      fakeWorkerd,
      `#!/bin/sh\ncat > "${directory}/stdin"\nprintf '%s\\n' "$@" > "${directory}/args"\n`,
      {mode: 0o755},
    );
    const result = spawnSync(
      'sh',
      [path.join(ROOT, 'scripts/workerd-tied.sh'), 'serve', '--binary', '-'],
      {
        input: config,
        env: {
          ...process.env,
          WILDROOT_WORKERD_BIN: fakeWorkerd,
          WILDROOT_SETPRIV: '',
          WILDROOT_NODE: process.execPath,
          WILDROOT_WORKERD_CONFIG: path.join(ROOT, 'scripts/workerdConfig.mjs'),
          TMPDIR: directory,
        },
      },
    );
    expect(result.status, String(result.stderr)).toBe(0);
    return {
      stdin: readFileSync(path.join(directory, 'stdin')),
      args: readFileSync(path.join(directory, 'args'), 'utf8').trim().split('\n'),
      files: readdirSync(directory).sort(),
    };
  }

  it('hands workerd the config with the V8 flags, its arguments untouched, and leaves no file behind', () => {
    const {stdin, args, files} = runWrapper(configAnsweringTypeofGc());
    expect(readV8Flags(stdin)).toEqual(WORKERD_V8_FLAGS);
    expect(args).toEqual(['serve', '--binary', '-']);
    // The config files the wrapper made in TMPDIR are gone; only the stand-in's own remain.
    expect(files).toEqual(['args', 'stdin', 'workerd']);
  });

  it('still starts workerd, with the config as it came, when the config cannot be read', () => {
    const garbage = Buffer.from('not a config');
    expect(runWrapper(garbage).stdin.equals(garbage)).toBe(true);
  });
});
