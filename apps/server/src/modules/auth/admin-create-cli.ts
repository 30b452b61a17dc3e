import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { upsertAdmin } from './admin-bootstrap.js';

/** `npm run admin:create -- --email boss@shop.ru --password '…'`: creates or promotes an administrator. */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const input = z
  .object({
    email: z.email('укажите --email'),
    password: z.string('укажите --password').min(8, 'пароль не короче 8 символов'),
  })
  .safeParse(values);
if (!input.success) {
  console.error(
    `Использование: npm run admin:create -- --email <email> --password <пароль> (${input.error.issues[0]!.message})`,
  );
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  await upsertAdmin(database.db, input.data.email, input.data.password);
  console.log(`Администратор ${input.data.email} создан или назначен; пароль установлен.`);
} finally {
  await database.close();
}
