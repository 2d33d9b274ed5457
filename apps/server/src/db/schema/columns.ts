import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, customType, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@suraksha/domain/site-languages';

/** created_at / updated_at on every table; updated_at moves on every update made through Drizzle. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Money is integer paisa (DESIGN.md); bigint so a crore-rupee order never overflows. */
export const paisa = (name: string) => bigint(name, { mode: 'number' });

/** PostgreSQL's tsvector; filled by a trigger so queries never call to_tsvector per row. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** PostgreSQL's bytea as a Buffer: pg hands back a Buffer, PGlite a Uint8Array, so both are read through Buffer.from. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The language a person reads the shop in (decision 0129): 'en' or 'ne'. Rows from before it read
 * English, as they were written to. Checked by `languageKnown` in the table's constraints.
 */
export const language = () => text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE);

/** The check that a `language` column holds one of the shop's languages. */
export const languageKnown = (column: AnyPgColumn): SQL =>
  sql`${column} in (${sql.join(
    LANGUAGES.map((l) => sql.raw(`'${l}'`)),
    sql`, `,
  )})`;
