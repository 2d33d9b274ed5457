import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { nepaliPhoneE164 } from '@suraksha/domain/nepal-phone';
import { databaseUrl, onServer, testEngine, uniqueName } from '../test/test-database.ts';
import { type DatabaseHandle, MIGRATIONS_DIR, openPglite, openPostgres } from './database.ts';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

/** Applies the migrations before `tag` only: the database as a shop that has not upgraded yet has it. */
async function migrateBefore(handle: DatabaseHandle, tag: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'suraksha-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const entries = journal.entries.slice(
      0,
      journal.entries.findIndex((e) => e.tag === tag),
    );
    writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    if (testEngine() === 'postgres') await migratePg(handle.db as never, { migrationsFolder: dir });
    else await migratePglite(handle.db as never, { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A brand-new, empty database (not the migrated template) of the engine under test. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (testEngine() === 'postgres') {
    const name = uniqueName('suraksha_mig');
    await onServer((c) => c.query(`CREATE DATABASE ${name}`));
    const handle = openPostgres(databaseUrl(name), () => {});
    return {
      handle,
      drop: async () => {
        await handle.close();
        await onServer((c) => c.query(`DROP DATABASE ${name} WITH (FORCE)`));
      },
    };
  }
  const handle = await openPglite();
  return { handle, drop: () => handle.close() };
}

async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const res = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('migrations', () => {
  it('apply to an empty database, and a restart applies nothing twice', async () => {
    const { handle, drop } = await emptyDatabase();
    try {
      await handle.migrate();
      expect(await appliedCount(handle)).toBe(journal.entries.length);
      const tables = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('products','orders','users','wallet_ledger','mail_outbox')`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(5);

      await handle.migrate();
      expect(await appliedCount(handle)).toBe(journal.entries.length);
    } finally {
      await drop();
    }
  }, 120_000); // 41 migrations with their backfills, on a shared and loaded CI host: well past the default 30 s at times.

  it('keep the weighted search vector current from the title, brand and category', async () => {
    const { handle, drop } = await emptyDatabase();
    try {
      await handle.migrate();
      await handle.db.execute(sql`insert into brands (title, slug) values ('Hikvision', 'hikvision')`);
      await handle.db.execute(sql`insert into categories (title, slug) values ('IP Cameras', 'ip-cameras')`);
      await handle.db.execute(
        sql`insert into products (title, slug, sku, brand_id, category_id) values ('ColorVu Bullet 4MP', 'colorvu', 'SKU1', 1, 1)`,
      );
      const find = async (q: string) => {
        const res = await handle.db.execute<{ n: number }>(
          sql`select count(*)::int as n from products where search_vector @@ plainto_tsquery('english', ${q})`,
        );
        return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      expect(await find('hikvision colorvu')).toBe(1);
      expect(await find('dahua')).toBe(0);
      await handle.db.execute(sql`update brands set title = 'Dahua' where id = 1`);
      expect(await find('dahua colorvu')).toBe(1);
    } finally {
      await drop();
    }
  });

  it('turn an admin into the owner and a staff member into a manager, keeping customers (0007)', async () => {
    const { handle, drop } = await emptyDatabase();
    try {
      await migrateBefore(handle, '0007_staff_roles');
      await handle.db.execute(
        sql`insert into users (name, email, role, referral_code) values ('A', 'a@example.com', 'admin', 'R1'), ('S', 's@example.com', 'staff', 'R2'), ('C', 'c@example.com', 'customer', 'R3')`,
      );
      await handle.migrate();
      const res = await handle.db.execute<{ email: string; role: string }>(sql`select email, role::text as role from users order by email`);
      expect((res as unknown as { rows: { email: string; role: string }[] }).rows).toEqual([
        { email: 'a@example.com', role: 'owner' },
        { email: 'c@example.com', role: 'customer' },
        { email: 's@example.com', role: 'manager' },
      ]);
      await handle.db.execute(sql`insert into users (name, email, referral_code) values ('N', 'n@example.com', 'R4')`);
      const fresh = await handle.db.execute<{ role: string }>(sql`select role::text as role from users where email = 'n@example.com'`);
      expect((fresh as unknown as { rows: { role: string }[] }).rows[0]?.role).toBe('customer');
      await expect(handle.db.execute(sql`update users set role = 'admin' where email = 'n@example.com'`)).rejects.toThrow();
    } finally {
      await drop();
    }
  });

  it("copy each order's shipping name onto the order, where the order desk searches it (0013)", async () => {
    const { handle, drop } = await emptyDatabase();
    try {
      await migrateBefore(handle, '0013_order_customer_name');
      await handle.db.execute(sql`insert into users (name, email, referral_code) values ('C', 'c@example.com', 'R1')`);
      await handle.db.execute(
        sql`insert into orders (order_number, user_id, shop_code, email, phone, subtotal_paisa, total_paisa)
            select 'SRK-M' || n, (select id from users), '22280', 'c@example.com', '9800000000', 100, 100 from generate_series(1, 2) n`,
      );
      await handle.db.execute(
        sql`insert into shipping_addresses (order_id, full_name, email, phone, street, city, state, country)
            select id, 'Pemba Sherpa', email, phone, 'Ward 1', 'Solukhumbu', 'Koshi', 'Nepal' from orders where order_number = 'SRK-M1'`,
      );
      await handle.migrate();
      const res = await handle.db.execute<{ order_number: string; customer_name: string }>(
        sql`select order_number, customer_name from orders order by order_number`,
      );
      expect((res as unknown as { rows: unknown[] }).rows).toEqual([
        { order_number: 'SRK-M1', customer_name: 'Pemba Sherpa' },
        { order_number: 'SRK-M2', customer_name: '' },
      ]);
    } finally {
      await drop();
    }
  });

  it('link the order mails queued before 0017 to their order by the number in the subject, and no other mail', async () => {
    const { handle, drop } = await emptyDatabase();
    try {
      await migrateBefore(handle, '0017_order_notes_and_mail_order');
      await handle.db.execute(sql`insert into users (name, email, referral_code) values ('C', 'c@example.com', 'R1')`);
      await handle.db.execute(
        sql`insert into orders (order_number, user_id, shop_code, email, phone, subtotal_paisa, total_paisa, customer_name)
            select 'SRK-N' || n, (select id from users), '22280', 'c@example.com', '9800000000', 100, 100, 'C' from generate_series(1, 2) n`,
      );
      await handle.db.execute(
        sql`insert into mail_outbox ("to", subject, text, template) values
            ('c@example.com', 'Your Suraksha order SRK-N1', 't', 'order-placed'),
            ('shop@example.com', 'New order SRK-N2: Rs 1.00 (Cash On Delivery)', 't', 'order-new'),
            ('c@example.com', 'Order SRK-N2: Confirm', 't', 'order-status'),
            ('c@example.com', 'Your code SRK-N1', 't', 'email-verification')`,
      );
      await handle.migrate();
      const res = await handle.db.execute<{ subject: string; order_number: string | null }>(
        sql`select m.subject, o.order_number from mail_outbox m left join orders o on o.id = m.order_id order by m.id`,
      );
      expect((res as unknown as { rows: unknown[] }).rows).toEqual([
        { subject: 'Your Suraksha order SRK-N1', order_number: 'SRK-N1' },
        { subject: 'New order SRK-N2: Rs 1.00 (Cash On Delivery)', order_number: 'SRK-N2' },
        { subject: 'Order SRK-N2: Confirm', order_number: 'SRK-N2' },
        { subject: 'Your code SRK-N1', order_number: null },
      ]);
    } finally {
      await drop();
    }
  });

  it('turn each gallery into every photo with alt text, the image first, its title describing them (product_editor)', async () => {
    const { handle, drop } = await emptyDatabase();
    try {
      await migrateBefore(handle, '0024_product_editor');
      await handle.db.execute(
        sql`insert into products (title, slug, sku, image, gallery) values
            ('Dome Camera', 'dome', 'SKU-1', '/media/products/dome.webp', '["/media/products/dome-side.webp", "/media/products/dome.webp"]'),
            ('Siren', 'siren', 'SKU-2', '/media/products/siren.webp', '[]'),
            ('Cable', 'cable', 'SKU-3', null, '[]')`,
      );
      await handle.migrate();
      const res = await handle.db.execute<{ slug: string; gallery: unknown }>(sql`select slug, gallery from products order by id`);
      expect((res as unknown as { rows: unknown[] }).rows).toEqual([
        {
          slug: 'dome',
          gallery: [
            { src: '/media/products/dome.webp', alt: 'Dome Camera' },
            { src: '/media/products/dome-side.webp', alt: 'Dome Camera' },
          ],
        },
        { slug: 'siren', gallery: [{ src: '/media/products/siren.webp', alt: 'Siren' }] },
        { slug: 'cable', gallery: [] },
      ]);
    } finally {
      await drop();
    }
  });

  it('store every phone in E.164 as the domain rule reads it, leaving what it cannot read as it was (0037)', async () => {
    const { handle, drop } = await emptyDatabase();
    const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
    try {
      await migrateBefore(handle, '0037_phones_in_e164');
      // What the rule of decision 0041 stored, and what accounts kept as typed.
      const written = [
        '9801234567',
        '01-4123456',
        '061-521234',
        '+977 984-123-4567',
        '977 9841234567',
        '00977 (01) 5523456',
        '+977-01-4123456',
        '97714123456',
        '098.4123.4567',
        '14123456',
        '9661234567',
        '061-123456',
        '9771234567',
        '0014123456',
        '+44 20 7946 0958',
        'call me',
      ];
      for (const [i, phone] of written.entries()) {
        await handle.db.execute(
          sql`insert into users (name, email, phone, referral_code) values ('U', ${`u${i}@example.com`}, ${phone}, ${`R${i}`})`,
        );
      }
      await handle.db.execute(sql`insert into users (name, email, referral_code) values ('No phone', 'none@example.com', 'RN')`);
      await handle.db.execute(
        sql`insert into orders (order_number, user_id, shop_code, email, phone, subtotal_paisa, total_paisa, customer_name)
            values ('SRK-P1', (select id from users where email = 'none@example.com'), '22280', 'c@example.com', '9801234567', 100, 100, 'C')`,
      );
      await handle.db.execute(
        sql`insert into shipping_addresses (order_id, full_name, email, phone, street, city, state, country)
            select id, 'C', email, '01-4123456', 'Ward 1', 'Kathmandu', 'Bagmati', 'Nepal' from orders`,
      );
      await handle.db.execute(
        sql`insert into quote_requests (reference, type, full_name, email_address, phone_number, address) values ('Q1', 'Single', 'N', 'n@example.com', '9801234567', 'A')`,
      );
      await handle.db.execute(
        sql`insert into ewaste_submissions (reference, name, email, state, mobile_number, city, address, product_name, purchase_date)
            values ('E1', 'N', 'n@example.com', 'Bagmati', '9801234567', 'C', 'A', 'P', '2026-01-01')`,
      );
      await handle.db.execute(
        sql`insert into service_requests (reference, name, phone, email, province, district, address) values ('S1', 'N', '061-521234', 'n@example.com', 'Gandaki', 'Kaski', 'A')`,
      );
      await handle.db.execute(
        sql`insert into support_tickets (reference, name, email, phone, subject, message) values ('T1', 'N', 'n@example.com', '9801234567', 'S', 'M')`,
      );
      await handle.db.execute(
        sql`insert into contact_messages (reference, name, email, phone, message) values ('C1', 'N', 'n@example.com', '01-4123456', 'M'), ('C2', 'N', 'n@example.com', null, 'M')`,
      );
      await handle.db.execute(
        sql`insert into career_applications (reference, name, email, phone, cv_file) values ('J1', 'N', 'n@example.com', '9801234567', 'cv.pdf')`,
      );
      await handle.migrate();

      const users = rows<{ phone: string | null }>(await handle.db.execute(sql`select phone from users order by id`));
      expect(users.map((u) => u.phone)).toEqual([...written.map((phone) => nepaliPhoneE164(phone) ?? phone), null]);
      // The rule's reading, spelled out for the rows a reader checks by eye.
      expect(users.slice(0, 4).map((u) => u.phone)).toEqual(['+9779801234567', '+97714123456', '+97761521234', '+9779841234567']);
      expect(users.slice(10).map((u) => u.phone)).toEqual([
        '9661234567',
        '061-123456',
        '9771234567',
        '0014123456',
        '+44 20 7946 0958',
        'call me',
        null,
      ]);

      const others = rows<{ phone: string | null }>(
        await handle.db.execute(sql`
          select phone from orders union all select phone from shipping_addresses
          union all select phone_number from quote_requests union all select mobile_number from ewaste_submissions
          union all select phone from service_requests union all select phone from support_tickets
          union all (select phone from contact_messages order by id) union all select phone from career_applications`),
      );
      expect(others.map((o) => o.phone)).toEqual([
        '+9779801234567',
        '+97714123456',
        '+9779801234567',
        '+9779801234567',
        '+97761521234',
        '+9779801234567',
        '+97714123456',
        null,
        '+9779801234567',
      ]);
      const leftover = await handle.db.execute(sql`select count(*)::int as n from pg_proc where proname = 'nepali_phone_e164'`);
      expect(rows<{ n: number }>(leftover)[0]?.n).toBe(0);
    } finally {
      await drop();
    }
  });

  it("keep every earlier customer and order in English, and take only the shop's languages (0041)", async () => {
    const { handle, drop } = await emptyDatabase();
    const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
    try {
      await migrateBefore(handle, '0041_language');
      await handle.db.execute(sql`insert into users (name, email, referral_code) values ('C', 'c@example.com', 'RC')`);
      await handle.db.execute(
        sql`insert into orders (order_number, user_id, shop_code, email, phone, subtotal_paisa, total_paisa, customer_name)
            values ('SRK-L1', (select id from users), '22280', 'c@example.com', '+9779801234567', 100, 100, 'C')`,
      );
      await handle.migrate();

      expect(rows(await handle.db.execute(sql`select language from users`))).toEqual([{ language: 'en' }]);
      expect(rows(await handle.db.execute(sql`select language from orders`))).toEqual([{ language: 'en' }]);
      await handle.db.execute(sql`update users set language = 'ne'`);
      await expect(handle.db.execute(sql`update orders set language = 'fr'`)).rejects.toThrow();
    } finally {
      await drop();
    }
  });

  it('number the invoices of every earlier order per fiscal year in order of placement, and credit each cancelled one (0039)', async () => {
    const { handle, drop } = await emptyDatabase();
    const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
    try {
      await migrateBefore(handle, '0039_tax_invoices');
      await handle.db.execute(sql`insert into users (name, email, referral_code) values ('C', 'c@example.com', 'RC')`);
      await handle.db.execute(sql`insert into categories (title, slug) values ('IP Cameras', 'ip-cameras'), ('Other', 'other')`);
      await handle.db.execute(
        sql`insert into products (title, slug, sku, category_id) select 'P ' || slug, 'p-' || slug, 'S-' || slug, id from categories`,
      );
      // Placed out of id order, across the night Asar ends (2082: 16 July 2025 is the last day, Nepal time UTC+5:45).
      const placed: [string, string, string][] = [
        ['SRK-B', '2025-07-16T18:20:00Z', 'Delivered'], // Shrawan 1, 2082, 00:05 in Nepal
        ['SRK-A', '2025-07-16T18:10:00Z', 'Delivered'], // 32 Asar 2082, 23:55 in Nepal
        ['SRK-D', '2025-08-01T04:00:00Z', 'Cancelled'],
        ['SRK-C', '2025-07-20T04:00:00Z', 'Confirm'],
      ];
      for (const [number, at, status] of placed) {
        await handle.db.execute(
          sql`insert into orders (order_number, user_id, status, shop_code, email, phone, subtotal_paisa, total_paisa, customer_name, created_at, updated_at)
              values (${number}, (select id from users), ${status}, '22280', 'c@example.com', '+9779801234567', 100, 100, 'C', ${at}, ${at})`,
        );
      }
      await handle.db.execute(
        sql`insert into order_status_history (order_id, to_status, created_at) select id, 'Cancelled', '2025-08-02T04:00:00Z' from orders where order_number = 'SRK-D'`,
      );
      await handle.migrate();

      const documents = rows<{ order_number: string; kind: string; number: string; issued_at: Date | string }>(
        await handle.db.execute(
          sql`select o.order_number, d.kind, d.number, d.issued_at from tax_documents d join orders o on o.id = d.order_id order by d.kind desc, d.number`,
        ),
      );
      expect(documents.map((d) => [d.order_number, d.number])).toEqual([
        ['SRK-A', '2081/82-000001'],
        ['SRK-B', '2082/83-000001'],
        ['SRK-C', '2082/83-000002'],
        ['SRK-D', '2082/83-000003'],
        ['SRK-D', 'CN-2082/83-000001'],
      ]);
      expect(new Date(documents[4]?.issued_at ?? 0).toISOString()).toBe('2025-08-02T04:00:00.000Z');
      const counters = rows<{ kind: string; fiscal_year: string; last_number: number }>(
        await handle.db.execute(sql`select kind, fiscal_year, last_number from tax_document_counters order by kind desc, fiscal_year`),
      );
      expect(counters).toEqual([
        { kind: 'invoice', fiscal_year: '2081/82', last_number: 1 },
        { kind: 'invoice', fiscal_year: '2082/83', last_number: 3 },
        { kind: 'credit_note', fiscal_year: '2082/83', last_number: 1 },
      ]);
      const hs = rows<{ slug: string; hs_code: string | null }>(
        await handle.db.execute(sql`select slug, hs_code from products order by slug`),
      );
      expect(hs).toEqual([
        { slug: 'p-ip-cameras', hs_code: '85258900' },
        { slug: 'p-other', hs_code: null },
      ]);
    } finally {
      await drop();
    }
  });

  it('add the grievance register beside the inbox, keeping the inbox threads of the other kinds (0040)', async () => {
    const { handle, drop } = await emptyDatabase();
    const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
    try {
      await migrateBefore(handle, '0040_grievances');
      await handle.db.execute(sql`insert into inbox_entries (kind, item_id, type, body) values ('support', 1, 'note', 'kept')`);
      await handle.migrate();
      await handle.db.execute(
        sql`insert into grievances (reference, name, email, phone, category, description, due_at)
            values ('GRV-2345AB', 'Sita', 's@example.com', '+9779801234567', 'privacy', 'My number was shared', now() + interval '7 days')`,
      );
      await handle.db.execute(sql`insert into inbox_entries (kind, item_id, type, body) values ('grievance', 1, 'reply', 'answered')`);
      const kinds = rows<{ kind: string; body: string }>(await handle.db.execute(sql`select kind, body from inbox_entries order by id`));
      expect(kinds).toEqual([
        { kind: 'support', body: 'kept' },
        { kind: 'grievance', body: 'answered' },
      ]);
      const [grievance] = rows<{ status: string; answered_at: unknown }>(
        await handle.db.execute(sql`select status, answered_at from grievances`),
      );
      expect(grievance).toEqual({ status: 'new', answered_at: null });
    } finally {
      await drop();
    }
  });

  it('keep every earlier order as priced, VAT included and none added, and refuse a negative VAT added (0042)', async () => {
    const { handle, drop } = await emptyDatabase();
    const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
    try {
      await migrateBefore(handle, '0042_vat_on_top');
      await handle.db.execute(sql`insert into users (name, email, referral_code) values ('C', 'c@example.com', 'RC')`);
      await handle.db.execute(
        sql`insert into orders (order_number, user_id, shop_code, email, phone, subtotal_paisa, total_paisa, customer_name)
            values ('SRK-OLD', (select id from users), '22280', 'c@example.com', '+9779801234567', 113000, 113000, 'C')`,
      );
      await handle.migrate();
      const old = rows<{ prices_include_vat: boolean; vat_added_paisa: string | number; total_paisa: string | number }>(
        await handle.db.execute(sql`select prices_include_vat, vat_added_paisa, total_paisa from orders where order_number = 'SRK-OLD'`),
      );
      expect(old.map((o) => [o.prices_include_vat, Number(o.vat_added_paisa), Number(o.total_paisa)])).toEqual([[true, 0, 113000]]);
      await expect(handle.db.execute(sql`update orders set vat_added_paisa = -1 where order_number = 'SRK-OLD'`)).rejects.toThrow();
    } finally {
      await drop();
    }
  }, 120_000); // every migration with its backfills, as in the first test.
});
