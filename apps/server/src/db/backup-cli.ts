import { loadConfig } from '../config.js';
import {
  BackupError,
  backupEmbedded,
  backupPostgres,
  describeDatabase,
  restoreEmbedded,
  restorePostgres,
  type BackupManifest,
  type BackupResult,
} from './backup.js';

const [command, file] = process.argv.slice(2);
const config = loadConfig();

function summary(manifest: BackupManifest): string {
  const { products, orders, users } = manifest.counts;
  return `товаров ${products}, заказов ${orders}, пользователей ${users}, файлов картинок ${manifest.files}`;
}

function reportBackup(result: BackupResult) {
  for (const warning of result.warnings) console.warn(`tar: ${warning}`);
  console.log(
    `Резервная копия записана: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} МБ; ${summary(result.manifest)})`,
  );
}

async function run() {
  if (command === 'backup') {
    if (config.databaseUrl) {
      // pg_dump reads one consistent snapshot, the pictures are write-once files: the shop may keep running
      reportBackup(await backupPostgres(config, file));
    } else {
      reportBackup(
        await backupEmbedded(config.dataDir, file, {
          uploadsDir: config.uploadsDir,
          version: config.version,
        }),
      );
    }
  } else if (command === 'restore') {
    if (!file) throw new BackupError('Укажите файл: npm run restore -- data/backups/shop-....tar.gz');
    if (config.databaseUrl) {
      console.log(
        `Восстановление в базу ${describeDatabase(config.databaseUrl)} из ${file}. Все процессы магазина должны быть остановлены.`,
      );
      const result = await restorePostgres(config, file);
      console.log(`База восстановлена из ${file}${result.manifest ? ` (${summary(result.manifest)})` : ''}.`);
      if (result.uploadsKeptAside) console.log(`Прежние картинки сохранены в ${result.uploadsKeptAside}`);
    } else {
      const result = await restoreEmbedded(config.dataDir, file, { uploadsDir: config.uploadsDir });
      console.log(
        `База восстановлена из ${file}.${result.keptAside ? ` Прежняя база сохранена в ${result.keptAside}` : ''}`,
      );
      if (result.uploadsKeptAside) console.log(`Прежние картинки сохранены в ${result.uploadsKeptAside}`);
    }
  } else {
    throw new BackupError('Использование: backup [файл] | restore <файл>');
  }
}

run().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
