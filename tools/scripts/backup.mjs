// npm run backup -- dump <file>      the database (every service's schema) into <file>, while the system runs
// npm run backup -- restore <file>   <file> into the database DATABASE_URL names, which must be empty
// Uses DATABASE_URL like the services (default as npm start's). See "Backups" in docs/operations.md.
import { dumpDatabase, restoreDatabase } from './lib/backup.mjs';
import { DEFAULTS } from './lib/infra.mjs';

const [command, file] = process.argv.slice(2);
if ((command !== 'dump' && command !== 'restore') || !file) {
  console.error('usage: npm run backup -- dump <file>\n       npm run backup -- restore <file>');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL ?? DEFAULTS.DATABASE_URL;
try {
  if (command === 'dump') await dumpDatabase(databaseUrl, file);
  else await restoreDatabase(file, databaseUrl);
  console.log(command === 'dump' ? `dumped into ${file}` : `restored ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
