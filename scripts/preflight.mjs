// `npm run preflight [-- --dotenv <path>]`: checks a .env (default: the repository's) against the whole
// go-live list of README "Going live" and prints every variable that is missing or unsafe; exit 1 if any
// is, 0 when the shop may go live with it. Optional variables that are not set are listed as notes.
// Only the file is read (not the shell), since it is what goes into Oxygen's environment variables.
// (`--dotenv`, not `--env-file`: Node 20 takes that flag for itself wherever it appears.)
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {goLiveReport, supabaseDashboardReminders} from '../app/server/envRules.mjs';
import {parseDotEnv} from './env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--dotenv');
const envFile = path.resolve(flag >= 0 && process.argv[flag + 1] ? process.argv[flag + 1] : path.join(root, '.env'));

if (!existsSync(envFile)) {
  console.error(`preflight: no ${envFile}. Create it as README "Configuration" shows.`);
  process.exit(1);
}

const env = parseDotEnv(readFileSync(envFile, 'utf8'));
const {problems, notes} = goLiveReport(env);
console.log(`preflight: ${envFile}`);
for (const note of notes) console.log(`  note: ${note}`);
// Settings of the hosted Supabase project that neither this file nor any push can be trusted to set.
console.log('preflight: check in the Supabase dashboard (no file sets these):');
for (const reminder of supabaseDashboardReminders(env)) console.log(`  ☐ ${reminder}`);
if (problems.length === 0) {
  console.log('preflight: ready to go live: every required variable is set and safe.');
  process.exit(0);
}
console.log(`preflight: ${problems.length} missing or unsafe:`);
for (const problem of problems) console.log(`  ✖ ${problem.message}`);
process.exit(1);
