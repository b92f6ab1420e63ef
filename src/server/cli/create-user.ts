// `npm run user:create -- --email someone@example.ie --role manager [--name "…"] [--password "…"]`
import { parseArgs } from 'node:util';
import { ROLE_IDS } from '@shared/users/users';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { insertUserIfEmailFree } from '../features/users/repository';
import { generatePassword, hashPassword } from '../lib/passwords';

const USAGE =
  'Usage: npm run user:create -- --email someone@example.ie --role admin|manager|user ' +
  '[--name "Full Name"] [--password "at least 12 characters"]';

function parseOptions() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'manager' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const email = values.email?.trim();
  const role = values.role as keyof typeof ROLE_IDS;
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new Error(`A valid --email is required.\n${USAGE}`);
  if (!(role in ROLE_IDS)) throw new Error(`--role must be admin, manager or user.\n${USAGE}`);
  if (
    values.password !== undefined &&
    (values.password.length < 12 || values.password.length > 128)
  ) {
    throw new Error('--password must be 12 to 128 characters.');
  }
  return {
    email,
    roleId: ROLE_IDS[role],
    role,
    name: values.name?.trim() || email.split('@')[0]!,
    password: values.password,
  };
}

async function main(): Promise<void> {
  const options = parseOptions();
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const password = options.password ?? generatePassword();
    const created = await insertUserIfEmailFree(database.db, {
      name: options.name,
      email: options.email,
      passwordHash: await hashPassword(password),
      roleId: options.roleId,
    });
    if (created === null) throw new Error(`A user with the email ${options.email} already exists.`);
    console.log(`Created ${options.role} #${created.id}: ${options.email}`);
    if (!options.password) console.log(`Password (shown only this once): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
