// The worker's build gets zod through scripts/lazyZod.mjs (vite.config.ts, workerLazyZod): the same zod,
// evaluated on the first `z.…` call instead of when a new isolate starts. These check that nothing is run
// before that call, that the names the app uses are all there, and that schemas answer as zod's own do.
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {z as realZ} from 'zod';
import {lazyZodModule, zodBundle, zodMembersUsed} from '../../scripts/lazyZod.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APP_SOURCES = ['app', 'server.ts', 'supabase/functions/_shared'].map((part) =>
  path.join(ROOT, part),
);

const scratch: string[] = [];
afterEach(() => {
  for (const directory of scratch.splice(0)) rmSync(directory, {recursive: true, force: true});
});

function scratchDir(): string {
  // Inside the project: the test runner imports only files under its root.
  mkdirSync(path.join(ROOT, '.local'), {recursive: true});
  const directory = mkdtempSync(path.join(ROOT, '.local', 'lazy-zod-'));
  scratch.push(directory);
  return directory;
}

let imported = 0;
/** Imports module source written to a scratch file (a new name each time: no module cache). */
async function importSource(source: string): Promise<{z: typeof realZ}> {
  const file = path.join(scratchDir(), `zod-${(imported += 1)}.mjs`);
  writeFileSync(file, source);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

describe("the worker's zod", () => {
  it('reads every name the app takes from z, and refuses any other import of zod', () => {
    const members = zodMembersUsed(APP_SOURCES);
    expect(members).toEqual(
      expect.arrayContaining(['object', 'string', 'coerce', 'enum', 'config']),
    );

    const dir = scratchDir();
    mkdirSync(path.join(dir, 'feature'));
    writeFileSync(
      path.join(dir, 'feature', 'ok.ts'),
      "import type {z as Z} from 'zod';\nimport {z} from 'zod';\nexport const s = () => z.literal('a').or(z.null());\ntype T = Z.infer<ReturnType<typeof s>>;\n",
    );
    writeFileSync(path.join(dir, 'feature', 'ok.test.ts'), "import * as zod from 'zod';\n");
    expect(zodMembersUsed([dir])).toEqual(['literal', 'null']);

    for (const statement of [
      "import * as z from 'zod';",
      "import z from 'zod';",
      "import {z, ZodError} from 'zod';",
      "import {z} from 'zod/mini';",
    ]) {
      writeFileSync(path.join(dir, 'feature', 'other.ts'), `${statement}\n`);
      expect(() => zodMembersUsed([dir]), statement).toThrow(
        /allows only `import \{z\} from 'zod'`/,
      );
    }
  });

  it('runs nothing of zod until the first z.… call', async () => {
    const bundle = [
      'globalThis.lazyZodRuns = (globalThis.lazyZodRuns ?? 0) + 1;',
      "module.exports = {object: () => 'an object schema', string: () => 'a string schema'};",
    ].join('\n');
    const globals = globalThis as {lazyZodRuns?: number};
    delete globals.lazyZodRuns;
    const {z} = await importSource(lazyZodModule(bundle, ['object', 'string']));
    expect(globals.lazyZodRuns).toBeUndefined();
    expect((z.object as unknown as () => string)()).toBe('an object schema');
    expect((z.string as unknown as () => string)()).toBe('a string schema');
    expect(globals.lazyZodRuns).toBe(1);
    expect(() => z.number).toThrow(/z\.number is not in the worker's zod/);
  });

  it("parses and explains as zod itself does, with the app's names", async () => {
    const {code, members} = await zodBundle(zodMembersUsed(APP_SOURCES), ROOT);
    expect(members).not.toContain('infer');
    const {z} = await importSource(lazyZodModule(code, members));
    z.config({jitless: true});
    realZ.config({jitless: true});
    const schemaOf = (zod: typeof realZ) =>
      zod.object({
        email: zod.email(),
        name: zod.string().trim().min(2).max(40),
        site: zod.url().optional(),
        quantity: zod.coerce.number().int().positive().max(10),
        choice: zod.enum(['a', 'b']),
        agreed: zod.boolean(),
        id: zod.uuid().optional(),
        kind: zod.discriminatedUnion('type', [
          zod.strictObject({type: zod.literal('one'), value: zod.string()}),
          zod.strictObject({type: zod.literal('two')}),
        ]),
      });
    const inputs: unknown[] = [
      {
        email: 'shopper@example.com',
        name: '  Ada ',
        site: 'https://example.com',
        quantity: '3',
        choice: 'a',
        agreed: true,
        kind: {type: 'one', value: 'x'},
      },
      {
        email: 'not an email',
        name: 'A',
        site: 'nope',
        quantity: '0',
        choice: 'c',
        agreed: 'yes',
        id: 'x',
        kind: {type: 'two', extra: 1},
      },
      {},
      null,
    ];
    // Each copy has its own ZodError class, so the answers are compared by what they say.
    const answer = (result: ReturnType<ReturnType<typeof schemaOf>['safeParse']>) => ({
      success: result.success,
      data: result.data,
      issues: result.error?.issues,
      message: result.error?.message,
    });
    for (const input of inputs) {
      expect(answer(schemaOf(z).safeParse(input))).toStrictEqual(
        answer(schemaOf(realZ).safeParse(input)),
      );
    }
    expect(answer(schemaOf(z).safeParse(inputs[1])).issues).toHaveLength(8);
  });
});
