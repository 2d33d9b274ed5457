import { REFERRAL_REWARD_PAISA } from '@suraksha/domain/constants';
import { type StaffRole, type UserRole, isStaffRole } from '@suraksha/domain/permissions';
import { hash } from '@node-rs/argon2';
import type { Database } from '../../platform/database.ts';
import { users } from '../schema/accounts.ts';
import { referrals, walletLedger, wallets } from '../schema/wallet.ts';
import { createRandom } from './random.ts';
import { sealTotpSecret } from '../../modules/staff/totp-secret-box.ts';

/** The shop's owner in a demo shop (the address predates the roles of issue #15 and stays). */
export const DEMO_OWNER_EMAIL = 'admin@example.com';
export const DEMO_CUSTOMER_EMAIL = 'customer@example.com';
export const DEMO_CUSTOMER_NAME = 'Demo Customer';

/** Wallet credits of the demo customer: a sign-up bonus and the reward for referring Ramesh. */
export const DEMO_CUSTOMER_WALLET_CREDITS = [
  { reason: 'signup-bonus', amountPaisa: 1_500_00 },
  { reason: 'referral', amountPaisa: REFERRAL_REWARD_PAISA },
] as const;

/**
 * The TOTP secret of every demo staff account, printed in the README: a demo shop's staff are
 * enrolled already, and `npm run staff:otp -- <e-mail>` prints the current code (decision 0090).
 * Never used outside a demo shop: the seed refuses to run in a live one (config.ts).
 */
export const DEMO_TOTP_SECRET = 'SURAKSHADEMOSTAFFTOTPSECRET23456';

/** One demo staff account per role of the permission table; all share the demo password. */
export const DEMO_STAFF = [
  { key: 'owner', email: DEMO_OWNER_EMAIL, name: 'Suraksha Owner', role: 'owner' },
  { key: 'manager', email: 'manager@example.com', name: 'Mina Manager', role: 'manager' },
  { key: 'sales', email: 'sales@example.com', name: 'Sagar Sales', role: 'sales' },
  { key: 'warehouse', email: 'warehouse@example.com', name: 'Wangdi Warehouse', role: 'warehouse' },
  { key: 'editor', email: 'editor@example.com', name: 'Eliza Editor', role: 'editor' },
] as const satisfies ReadonlyArray<{ key: string; email: string; name: string; role: StaffRole }>;

type PersonSeed = {
  key: (typeof DEMO_STAFF)[number]['key'] | 'customer' | 'sita' | 'ramesh' | 'anjali';
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  verified: boolean;
  joinedOn: string;
};

const PEOPLE: readonly PersonSeed[] = [
  // The owner keeps id 1 and the customers the ids they had before the other staff roles came.
  ...DEMO_STAFF.slice(0, 1).map((staff) => ({ ...staff, phone: '+9779800000000', verified: true, joinedOn: '2025-11-01' })),
  {
    key: 'customer',
    name: DEMO_CUSTOMER_NAME,
    email: DEMO_CUSTOMER_EMAIL,
    phone: '+9779800000001',
    role: 'customer',
    verified: true,
    joinedOn: '2026-02-14',
  },
  {
    key: 'sita',
    name: 'Sita Sharma',
    email: 'sita.sharma@example.com',
    phone: '+9779841234567',
    role: 'customer',
    verified: true,
    joinedOn: '2026-04-03',
  },
  {
    key: 'ramesh',
    name: 'Ramesh Thapa',
    email: 'ramesh.thapa@example.com',
    phone: '+9779851098765',
    role: 'customer',
    verified: true,
    joinedOn: '2026-06-21',
  },
  // Never verified: the dashboard must send this account to /email/verify.
  {
    key: 'anjali',
    name: 'Anjali Gurung',
    email: 'anjali.gurung@example.com',
    phone: '+9779803456789',
    role: 'customer',
    verified: false,
    joinedOn: '2026-10-12',
  },
  ...DEMO_STAFF.slice(1).map((staff, i) => ({ ...staff, phone: `+977980000010${i + 1}`, verified: true, joinedOn: '2025-11-15' })),
];

export type DemoPeople = Record<PersonSeed['key'], number>;

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes). `algorithm: 2` is Algorithm.Argon2id:
 * the package declares it as a `const enum`, which Node's type stripping cannot import.
 */
function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

const at = (day: string): Date => new Date(`${day}T10:00:00+05:45`);

/** One staff member per role, the demo customer and three more customers (one referred by the demo customer). */
export async function seedDemoPeople(db: Database, password: string, staffSecretKey: Buffer): Promise<DemoPeople> {
  const random = createRandom('suraksha-people');
  // Each hash gets its own salt; hashing in parallel keeps the seed lock short.
  const hashes = await Promise.all(PEOPLE.map(() => hashPassword(password)));
  const ids: Partial<DemoPeople> = {};
  for (const [i, person] of PEOPLE.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        name: person.name,
        email: person.email,
        phone: person.phone,
        passwordHash: hashes[i] ?? null,
        role: person.role,
        emailVerifiedAt: person.verified ? at(person.joinedOn) : null,
        referralCode: random.code(8),
        referredById: person.key === 'ramesh' ? (ids.customer ?? null) : null,
        ...(isStaffRole(person.role)
          ? { totpSecret: sealTotpSecret(DEMO_TOTP_SECRET, staffSecretKey), totpEnrolledAt: at(person.joinedOn) }
          : {}),
        createdAt: at(person.joinedOn),
        updatedAt: at(person.joinedOn),
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`user not inserted: ${person.email}`);
    ids[person.key] = row.id;
  }
  const people = ids as DemoPeople;

  await db.insert(referrals).values({
    referrerId: people.customer,
    referredId: people.ramesh,
    status: 'rewarded',
    rewardedAt: at('2026-06-22'),
    createdAt: at('2026-06-21'),
  });

  // Ledger first, balance from the ledger: the wallet invariant holds by construction.
  await db.insert(walletLedger).values(
    DEMO_CUSTOMER_WALLET_CREDITS.map((credit, i) => ({
      userId: people.customer,
      kind: 'credit' as const,
      amountPaisa: credit.amountPaisa,
      reason: credit.reason,
      actorId: people.owner,
      createdAt: at(i === 0 ? '2026-02-14' : '2026-06-22'),
    })),
  );
  const balance = DEMO_CUSTOMER_WALLET_CREDITS.reduce((sum, credit) => sum + credit.amountPaisa, 0);
  await db.insert(wallets).values([
    { userId: people.customer, balancePaisa: balance, updatedAt: at('2026-06-22') },
    { userId: people.sita, balancePaisa: 0 },
    { userId: people.ramesh, balancePaisa: 0 },
    { userId: people.anjali, balancePaisa: 0 },
  ]);
  return people;
}
