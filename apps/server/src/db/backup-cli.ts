import { loadConfig } from '../config.js';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.js';

const [command, file] = process.argv.slice(2);
const config = loadConfig();

async function run() {
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL задан: резервные копии PostgreSQL делаются pg_dump / pg_restore (см. README).',
    );
    process.exit(1);
  }
  if (command === 'backup') {
    const result = await backupEmbedded(config.dataDir, file);
    console.log(`Резервная копия записана: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} МБ)`);
  } else if (command === 'restore') {
    if (!file) throw new BackupError('Укажите файл: npm run restore -- data/backups/shop-....tar.gz');
    const result = await restoreEmbedded(config.dataDir, file);
    console.log(
      `База восстановлена из ${file}.${result.keptAside ? ` Прежняя база сохранена в ${result.keptAside}` : ''}`,
    );
  } else {
    throw new BackupError('Использование: backup [файл] | restore <файл>');
  }
}

run().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
