import { pathToFileURL } from 'node:url';
import { formatPaisa } from '@suraksha/domain/money';
import { ORDER_STATUSES, parseOrderStatus } from '@suraksha/domain/order-status';
import { ConfigError, loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../platform/database.ts';
import { rootCause } from '../../platform/database-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { type StatusChange, changeOrderStatus, unknownStatus } from './status-service.ts';

/**
 * `npm run order:status -- SRK-7KQ2M9XD "On Way"`
 * Moves an order along the one transition table, through the same service the shop uses
 * (row lock, history, customer mail, referral reward). With the embedded database, stop the
 * server first (PGlite serves one process); with DATABASE_URL it can run beside it.
 */

export class UsageError extends Error {}

const USAGE = `usage: npm run order:status -- <order number> <status>   (status: ${ORDER_STATUSES.join(' | ')})`;

/** Reads the arguments; a status of two words may come quoted or not ("On Way" or On Way). */
export function parseOrderStatusArgs(argv: string[]): { orderNumber: string; status: string } {
  const [orderNumber, ...statusWords] = argv;
  if (!orderNumber || orderNumber.startsWith('-') || statusWords.length === 0) throw new UsageError(USAGE);
  const status = statusWords.join(' ');
  // Checked before the database opens, so a typo answers at once.
  if (!parseOrderStatus(status)) throw new UsageError(unknownStatus(status));
  return { orderNumber, status };
}

/** The line the command prints for a change. */
export function describeChange(change: StatusChange): string {
  const lines = [`Order ${change.orderNumber}: ${change.from} → ${change.to}. The customer's mail is queued.`];
  if (change.referralReward)
    lines.push(
      `Referral reward: ${formatPaisa(change.referralReward.amountPaisa)} credited to the wallet of the referrer (user ${change.referralReward.referrerId}).`,
    );
  return lines.join('\n');
}

/** Runs the change; a refused one throws the service's error (its message is the one to print). */
export async function runOrderStatus(db: Database, argv: string[], publicUrl: string): Promise<string> {
  const { orderNumber, status } = parseOrderStatusArgs(argv);
  return describeChange(await changeOrderStatus(db, { orderNumber, to: status, actor: { kind: 'system' }, publicUrl }));
}

async function main() {
  const argv = process.argv.slice(2);
  parseOrderStatusArgs(argv);
  const config = loadConfig();
  const database = await openDatabase(config, () => {});
  try {
    await database.migrate();
    process.stdout.write(`${await runOrderStatus(database.db, argv, config.PUBLIC_URL)}\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    const known = err instanceof UsageError || err instanceof ConfigError || err instanceof AppError;
    process.stderr.write(`order:status: ${known ? (err as Error).message : `failed: ${rootCause(err)}`}\n`);
    process.exit(1);
  });
}
