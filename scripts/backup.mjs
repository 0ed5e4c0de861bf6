/**
 * `npm run backup -- FILE`: writes a backup of the console's database to FILE (issue 24 §5):
 * PGlite's DATA_DIR while the console is stopped, PostgreSQL (DATABASE_URL, `pg_dump -Fc`) at any
 * time. See scripts/backup-restore.mjs.
 */
import { main } from './backup-restore.mjs';

await main('backup');
