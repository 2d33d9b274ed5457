import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { accountEmail, newPassword, personName } from '@suraksha/contracts/accounts';
import { USER_ROLES, type UserRole } from '@suraksha/domain/permissions';
import { users } from '../../db/schema/accounts.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../platform/database.ts';
import { rootCause } from '../../platform/database-errors.ts';
import { hashPassword, passwordWeakness } from './passwords.ts';
import { findUserByEmail, newReferralCode } from './users-repo.ts';

/**
 * `npm run user:create -- --email staff@example.com --role manager [--name "Sita Sharma"] [--password …]`
 * Creates a verified account. Staff (owner, manager, sales, warehouse, editor: the permission table in
 * packages/domain/src/permissions.ts) sign in to the back office with it and enrol TOTP at the first sign-in. Without
 * --password a strong one is generated and printed once. With the embedded database, stop the
 * server first (PGlite serves one process); with DATABASE_URL it can run beside it.
 */

export const ROLES = USER_ROLES;
export type Role = UserRole;

export interface UserCreateRequest {
  email: string;
  role: Role;
  name: string;
  password: string;
  generatedPassword: boolean;
}

export class UsageError extends Error {}

const USAGE =
  'usage: npm run user:create -- --email <e-mail> --role <customer|owner|manager|sales|warehouse|editor> [--name <name>] [--password <password>]';

/** Reads and checks the arguments; throws UsageError with a one-line reason. */
export function parseUserCreateArgs(argv: string[]): UserCreateRequest {
  let values: { email?: string | undefined; role?: string | undefined; name?: string | undefined; password?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  const email = accountEmail.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message}\n${USAGE}`);
  if (!ROLES.includes(values.role as Role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}\n${USAGE}`);
  const name = personName.safeParse(values.name ?? (email.data.split('@')[0] as string));
  if (!name.success) throw new UsageError(`--name: ${name.error.issues[0]?.message}`);
  const generatedPassword = values.password === undefined;
  const password = values.password ?? randomBytes(18).toString('base64url');
  const length = newPassword.safeParse(password);
  if (!length.success) throw new UsageError(`--password: ${length.error.issues[0]?.message}`);
  const weakness = passwordWeakness(password, { email: email.data });
  if (weakness) throw new UsageError(`--password: ${weakness}`);
  return { email: email.data, role: values.role as Role, name: name.data, password, generatedPassword };
}

/** Inserts the account; throws UsageError when the address is taken. */
export async function createUserAccount(db: Database, request: UserCreateRequest): Promise<{ id: number }> {
  if (await findUserByEmail(db, request.email)) throw new UsageError(`a user with the e-mail ${request.email} already exists`);
  const [row] = await db
    .insert(users)
    .values({
      name: request.name,
      email: request.email,
      passwordHash: await hashPassword(request.password),
      role: request.role,
      emailVerifiedAt: new Date(),
      referralCode: newReferralCode(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row;
}

async function main() {
  const request = parseUserCreateArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config, () => {});
  try {
    await database.migrate();
    const { id } = await createUserAccount(database.db, request);
    process.stdout.write(`Created ${request.role} ${request.email} (id ${id}).\n`);
    if (request.generatedPassword) process.stdout.write(`Password (shown once, change it after the first login): ${request.password}\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    const message = err instanceof UsageError || err instanceof ConfigError ? err.message : `failed: ${rootCause(err)}`;
    process.stderr.write(`user:create: ${message}\n`);
    process.exit(1);
  });
}
