// `npm run db:reset`: deletes the local database and re-applies bootstrap.sql, supabase/migrations/*.sql
// and supabase/seed.sql, as `supabase db reset` does. Stop a running local API first.
import path from 'node:path';
import {openDatabase, REPO_ROOT} from './db.mjs';

const dataDir = path.resolve(REPO_ROOT, process.env.SUPABASE_API_DATA_DIR ?? '.local/supabase');
const started = Date.now();
try {
  const lock = path.join(dataDir, '.supabase-api.pid');
  const {existsSync, readFileSync} = await import('node:fs');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (error) {
      alive = /** @type {any} */ (error)?.code === 'EPERM';
    }
    if (alive && pid !== process.pid) {
      console.error(
        `[db:reset] the local Supabase API (process ${pid}) is using ${dataDir}; stop it first`,
      );
      process.exit(1);
    }
  }
  const {db, applied} = await openDatabase({
    dataDir,
    reset: true,
    useSnapshot: false,
    log: (line) => console.log(`[db:reset] ${line}`),
  });
  await db.close();
  console.log(
    `[db:reset] ${dataDir} recreated (${applied.length} files applied) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`[db:reset] failed: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
