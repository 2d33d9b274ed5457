import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../../config.ts';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from '../../db/seed/demo-people.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from './totp.ts';

/**
 * `npm run staff:otp -- <e-mail>`: the current TOTP code of a seeded demo staff account, so a
 * demo needs no phone (decision 0090). It works in a demo shop only and only for the seeded staff,
 * whose secret is the published DEMO_TOTP_SECRET; it never opens the database (so it runs beside
 * `npm start`, which holds the embedded one) and can print nothing a live shop keeps secret.
 */

export class UsageError extends Error {}

const USAGE = `usage: npm run staff:otp -- <e-mail>   (one of ${DEMO_STAFF.map((s) => s.email).join(', ')})`;

/** The code for `email` at `now`, or a UsageError saying why not. */
export async function demoStaffCode(argv: string[], demoShop: boolean, now: Date = new Date()): Promise<string> {
  if (!demoShop)
    throw new UsageError("staff:otp works in a demo shop only (DEMO=true); a live shop signs in with each person's own authenticator");
  const email = argv[0]?.trim().toLowerCase();
  if (!email || argv.length !== 1) throw new UsageError(USAGE);
  if (!DEMO_STAFF.some((staff) => staff.email === email)) throw new UsageError(`${email} is not a seeded demo staff account\n${USAGE}`);
  return totpCode(DEMO_TOTP_SECRET, now);
}

async function main() {
  const config = loadConfig();
  const now = new Date();
  const code = await demoStaffCode(process.argv.slice(2), config.DEMO, now);
  const left = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
  process.stdout.write(`${code}\n`);
  process.stderr.write(`(valid for ${left} more seconds, and once: the next sign-in needs the next code)\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    const message = err instanceof UsageError || err instanceof ConfigError ? err.message : `failed: ${String(err)}`;
    process.stderr.write(`staff:otp: ${message}\n`);
    process.exit(1);
  });
}
