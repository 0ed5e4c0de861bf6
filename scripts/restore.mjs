/**
 * `npm run restore -- FILE`: loads a backup made by `npm run backup` into an empty DATA_DIR or, with
 * DATABASE_URL, an empty PostgreSQL database; refuses one that holds data (issue 24 §5). See
 * scripts/backup-restore.mjs.
 */
import { main } from './backup-restore.mjs';

await main('restore');
