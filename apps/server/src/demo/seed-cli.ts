import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { isCatalogEmpty } from './first-start.js';
import { seedDemo } from './seed.js';

/** `npm run seed -- --products 100000`: fills an empty database with a demo catalogue of that size. */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '2400' }, seed: { type: 'string', default: '1' } },
});
const productCount = Number(values.products);
if (!Number.isInteger(productCount) || productCount < 1) {
  console.error('--products должно быть целым числом больше 0');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  if (!(await isCatalogEmpty(database.db))) {
    console.error('В базе уже есть каталог. Укажите пустую папку DATA_DIR или пустую базу DATABASE_URL.');
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const report = await seedDemo(database.db, {
      products: productCount,
      uploadsDir: config.uploadsDir,
      seed: Number(values.seed),
    });
    await database.checkpoint();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Готово за ${seconds} с: ${JSON.stringify(report)}`);
  }
} finally {
  await database.close();
}
