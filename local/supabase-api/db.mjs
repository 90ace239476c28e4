// PGlite (real Postgres in WASM) holding the local Supabase database: first start applies bootstrap.sql,
// supabase/migrations/*.sql and supabase/seed.sql, as `supabase db reset` would; later starts apply only
// migrations that are new. One instance per process: PGlite serialises every query and transaction itself.

import {Blob} from 'node:buffer';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PGlite} from '@electric-sql/pglite';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '..', '..');
export const BOOTSTRAP_SQL = path.join(here, 'bootstrap.sql');

const PGLITE_VERSION = (() => {
  try {
    const pkg = path.join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return JSON.parse(readFileSync(pkg, 'utf8')).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
})();

/** @param {string} dir */
function isCluster(dir) {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * An empty cluster takes PGlite's initdb 10-30 s; loading a saved copy of one takes a few seconds. The
 * copy is keyed by the PGlite version and holds no project data.
 * @param {string} cacheDir
 */
async function emptyClusterImage(cacheDir) {
  const file = path.join(cacheDir, `pglite-${PGLITE_VERSION}-empty-cluster.tar.gz`);
  if (existsSync(file)) {
    return new Blob([await readFile(file)]);
  }
  const scratch = await PGlite.create();
  const image = await scratch.dumpDataDir('gzip');
  await scratch.close();
  await saveImage(cacheDir, path.basename(file), image);
  return image;
}

/**
 * @param {string} supabaseDir
 * @returns {Promise<Array<{version: string, name: string, file: string}>>}
 */
export async function listMigrations(supabaseDir) {
  const dir = path.join(supabaseDir, 'migrations');
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  return files.map((file) => {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    return {
      version: /** @type {string} */ (version),
      name: rest.join('_'),
      file: path.join(dir, file),
    };
  });
}

/**
 * Runs one SQL file in its own transaction, naming the file in any error.
 * @param {PGlite} db
 * @param {string} file
 * @param {(tx: import('@electric-sql/pglite').Transaction) => Promise<void>} [after]
 */
async function applyFile(db, file, after) {
  const sql = await readFile(file, 'utf8');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      if (after) await after(tx);
    });
  } catch (error) {
    const err = /** @type {any} */ (error);
    const where = err?.position ? ` at character ${err.position}` : '';
    throw new Error(
      `Applying ${path.relative(REPO_ROOT, file)} failed${where}: ${err?.message ?? err}`,
      {cause: error},
    );
  }
}

/**
 * The key of a fully initialised database: PGlite's version and every byte of SQL that built it.
 * @param {string} supabaseDir
 */
async function snapshotKey(supabaseDir) {
  const hash = createHash('sha256');
  // Bump the format when this module changes what it writes into a new database besides the SQL files.
  hash.update(`format 2\u0000pglite ${PGLITE_VERSION}\u0000`);
  hash.update(await readFile(BOOTSTRAP_SQL));
  for (const migration of await listMigrations(supabaseDir)) {
    hash.update(`\u0000${path.basename(migration.file)}\u0000`);
    hash.update(await readFile(migration.file));
  }
  const seed = path.join(supabaseDir, 'seed.sql');
  if (existsSync(seed)) {
    hash.update('\u0000seed.sql\u0000');
    hash.update(await readFile(seed));
  }
  return hash.digest('hex').slice(0, 20);
}

/**
 * @param {string} cacheDir
 * @param {string} name
 * @param {Blob} image
 * @param {string} [replacePrefix] older files with this prefix are removed
 */
async function saveImage(cacheDir, name, image, replacePrefix) {
  await mkdir(cacheDir, {recursive: true});
  const file = path.join(cacheDir, name);
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await rename(partial, file);
  if (replacePrefix) {
    for (const other of await readdir(cacheDir)) {
      if (other.startsWith(replacePrefix) && other !== name && !other.endsWith('.partial')) {
        await rm(path.join(cacheDir, other), {force: true});
      }
    }
  }
}

/**
 * Opens (creating and initialising if needed) the database in dataDir.
 *
 * A new database gets bootstrap.sql, every migration and seed.sql, as `supabase db reset` does. Building
 * one costs PGlite many seconds, so the result is also kept in cacheDir under a key made of PGlite's
 * version and the exact SQL that built it; the next new database with the same key starts from that copy
 * (byte-for-byte what applying the same files would produce). `useSnapshot: false` always applies the files.
 * @param {{dataDir: string, reset?: boolean, supabaseDir?: string, cacheDir?: string, useSnapshot?: boolean, log?: (line: string) => void}} options
 * @returns {Promise<{db: PGlite, initialised: boolean, applied: string[], fromSnapshot: boolean}>}
 */
export async function openDatabase({
  dataDir,
  reset = false,
  supabaseDir = path.join(REPO_ROOT, 'supabase'),
  cacheDir = path.join(REPO_ROOT, '.local', 'cache'),
  useSnapshot = true,
  log = () => {},
}) {
  const inMemory = dataDir.startsWith('memory://');
  if (reset && !inMemory) {
    await rm(dataDir, {recursive: true, force: true});
  }
  const fresh = inMemory || !isCluster(dataDir);
  const key = fresh ? await snapshotKey(supabaseDir) : '';
  const snapshotName = `supabase-${key}.tar.gz`;
  const snapshotFile = path.join(cacheDir, snapshotName);
  // Two processes starting on a cold cache (the test files, say) would both build; the second waits.
  let releaseLock = async () => {};
  if (fresh && useSnapshot && !existsSync(snapshotFile)) {
    releaseLock = await acquireBuildLock(path.join(cacheDir, `supabase-${key}.lock`), snapshotFile);
  }
  const fromSnapshot = fresh && useSnapshot && existsSync(snapshotFile);
  if (fromSnapshot) {
    await releaseLock();
    releaseLock = async () => {};
  }
  try {
    return await initialise();
  } finally {
    await releaseLock();
  }

  async function initialise() {
    /** @type {PGlite} */
    let db;
    if (fresh) {
      const image = fromSnapshot
        ? new Blob([await readFile(snapshotFile)])
        : await emptyClusterImage(cacheDir);
      if (!inMemory) await mkdir(dataDir, {recursive: true});
      db = await PGlite.create({dataDir, loadDataDir: image});
    } else {
      db = await PGlite.create({dataDir});
    }

    try {
      const migrations = await listMigrations(supabaseDir);
      /** @type {string[]} */
      const applied = [];
      const bootstrapHash = createHash('sha256')
        .update(await readFile(BOOTSTRAP_SQL))
        .digest('hex');
      if (fresh && !fromSnapshot) {
        await applyFile(db, BOOTSTRAP_SQL, async (tx) => {
          await tx.query('create table supabase_migrations.local_bootstrap (sha256 text not null)');
          await tx.query('insert into supabase_migrations.local_bootstrap (sha256) values ($1)', [
            bootstrapHash,
          ]);
        });
      } else if (!fresh) {
        // bootstrap.sql is applied only to a new database; say so when it has changed since.
        const recorded = await db
          .query('select sha256 from supabase_migrations.local_bootstrap')
          .then((result) => /** @type {any} */ (result.rows[0])?.sha256 ?? null)
          .catch(() => null);
        if (recorded !== bootstrapHash) {
          log(
            `local/supabase-api/bootstrap.sql changed since ${dataDir} was created: run \`npm run db:reset\` to rebuild it`,
          );
        }
      }
      const done = new Set(
        (await db.query('select version from supabase_migrations.schema_migrations')).rows.map(
          (row) => /** @type {any} */ (row).version,
        ),
      );
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await applyFile(db, migration.file, async (tx) => {
          await tx.query(
            'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
            [migration.version, migration.name],
          );
        });
        applied.push(path.basename(migration.file));
        log(`applied migration ${path.basename(migration.file)}`);
      }
      const seed = path.join(supabaseDir, 'seed.sql');
      if (fresh && !fromSnapshot && existsSync(seed)) {
        await applyFile(db, seed);
        applied.push('seed.sql');
        log('applied seed.sql');
      }
      if (fromSnapshot) {
        log(
          `loaded the database built from bootstrap.sql, ${migrations.length} migration(s) and seed.sql (snapshot ${key})`,
        );
      } else if (fresh) {
        await saveImage(cacheDir, snapshotName, await db.dumpDataDir('gzip'), 'supabase-');
      }
      return {db, initialised: fresh, applied, fromSnapshot};
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes an exclusive lock file for building a snapshot, or returns early once `ready` exists (another
 * process built it). A lock whose process is gone, or older than ten minutes, is taken over.
 * @param {string} lockFile
 * @param {string} ready
 * @returns {Promise<() => Promise<void>>} release
 */
async function acquireBuildLock(lockFile, ready) {
  await mkdir(path.dirname(lockFile), {recursive: true});
  for (;;) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, {flag: 'wx'});
      return () => rm(lockFile, {force: true});
    } catch (error) {
      if (/** @type {any} */ (error)?.code !== 'EEXIST') throw error;
    }
    if (existsSync(ready)) return async () => {};
    const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    const age = await stat(lockFile)
      .then((info) => Date.now() - info.mtimeMs)
      .catch(() => 0);
    if (!isAlive(holder) || age > 10 * 60_000) {
      await rm(lockFile, {force: true});
      continue;
    }
    await sleep(250);
  }
}

/** @param {number} pid */
function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {any} */ (error)?.code === 'EPERM';
  }
}

/**
 * @typedef {{name: string, type: string, nullable: boolean, hasDefault: boolean}} Column
 * @typedef {{name: string, kind: string, columns: Column[], columnNames: Set<string>, primaryKey: string[]}} Table
 * @typedef {{name: string, argNames: string[], argTypes: string[], requiredArgs: number, returnsSet: boolean, returnsVoid: boolean}} Func
 * @typedef {{tables: Map<string, Table>, functions: Map<string, Func[]>}} SchemaCache
 */

/**
 * Reads what PostgREST's schema cache holds for the `public` schema: relations with their columns and
 * primary keys, and callable functions with their input argument names and (schema-qualified) types.
 * @param {PGlite} db
 * @returns {Promise<SchemaCache>}
 */
export async function loadSchemaCache(db) {
  const relations = await db.query(
    `select c.relname as name, c.relkind::text as kind,
            coalesce((select array_agg(a.attname::text order by k.ord)
                        from pg_index i
                        cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
                        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                       where i.indrelid = c.oid and i.indisprimary), '{}') as primary_key
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
  );
  const columns = await db.query(
    `select c.relname as table_name, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            not a.attnotnull as nullable, (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const functions = await db.query(
    `select p.proname as name,
            p.pronargs as nargs,
            p.pronargdefaults as ndefaults,
            p.proretset as returns_set,
            p.prorettype = 'pg_catalog.void'::regtype as returns_void,
            coalesce(p.proargnames, '{}') as all_arg_names,
            coalesce(p.proargmodes::text[], '{}') as arg_modes,
            coalesce((select array_agg(format('%I.%I', tn.nspname, t.typname) order by a.ord)
                        from unnest(p.proargtypes::oid[]) with ordinality as a(typ, ord)
                        join pg_type t on t.oid = a.typ
                        join pg_namespace tn on tn.oid = t.typnamespace), '{}') as arg_types
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and p.prokind = 'f'
        and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)`,
  );

  /** @type {Map<string, Table>} */
  const tables = new Map();
  for (const row of /** @type {any[]} */ (relations.rows)) {
    tables.set(row.name, {
      name: row.name,
      kind: row.kind,
      columns: [],
      columnNames: new Set(),
      primaryKey: row.primary_key,
    });
  }
  for (const row of /** @type {any[]} */ (columns.rows)) {
    const table = tables.get(row.table_name);
    if (!table) continue;
    table.columns.push({
      name: row.name,
      type: row.type,
      nullable: row.nullable,
      hasDefault: row.has_default,
    });
    table.columnNames.add(row.name);
  }

  /** @type {Map<string, Func[]>} */
  const funcs = new Map();
  for (const row of /** @type {any[]} */ (functions.rows)) {
    const modes = /** @type {string[]} */ (row.arg_modes);
    const allNames = /** @type {string[]} */ (row.all_arg_names);
    // proargnames covers every argument (OUT and TABLE ones too) when modes are present; keep the inputs.
    const inputNames = modes.length
      ? allNames.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'))
      : allNames;
    const argNames = inputNames.slice(0, row.nargs);
    // Functions with unnamed inputs cannot be called with named JSON arguments.
    if (argNames.length !== row.nargs || argNames.some((name) => !name)) continue;
    /** @type {Func} */
    const fn = {
      name: row.name,
      argNames,
      argTypes: row.arg_types,
      requiredArgs: row.nargs - row.ndefaults,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
    };
    funcs.set(row.name, [...(funcs.get(row.name) ?? []), fn]);
  }
  return {tables, functions: funcs};
}
