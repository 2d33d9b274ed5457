import type { CustomerListQuery } from '@suraksha/contracts/admin/customers';
import { type CsvExport, nepalTimeCell, rupeesCell, yesNoCell } from '../../platform/csv-export.ts';
import type { Database } from '../../platform/database.ts';
import { findCustomersForExport, findOrderFigures } from './customer-export-repo.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

type Customer = Awaited<ReturnType<typeof findCustomersForExport>>[number] & { placed: number; spentPaisa: number };

export const CUSTOMER_CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'email verified',
  'disabled',
  'joined (Nepal time)',
  'orders',
  'spent (Rs)',
  'wallet (Rs)',
] as const;

/** Customers under the customers page's search and filters, newest first, one row each, as a streamed CSV. */
export function customersCsv(db: Database, query: CustomerListQuery): CsvExport<Customer, number> {
  return {
    name: 'suraksha-customers',
    columns: CUSTOMER_CSV_COLUMNS,
    source: {
      batch: async (afterId, limit) => {
        const batch = await findCustomersForExport(db, query, afterId, limit);
        const figures = new Map(
          (
            await findOrderFigures(
              db,
              batch.map((c) => c.id),
            )
          ).map((f) => [f.userId, f]),
        );
        return batch.map((c) => ({ ...c, placed: figures.get(c.id)?.placed ?? 0, spentPaisa: figures.get(c.id)?.spentPaisa ?? 0 }));
      },
      keyOf: (c) => c.id,
      lines: (c) => [
        [
          c.id,
          c.name,
          c.email,
          c.phone === null ? null : formatPhone(c.phone),
          yesNoCell(c.emailVerifiedAt !== null),
          yesNoCell(c.disabledAt !== null),
          nepalTimeCell(c.createdAt),
          c.placed,
          rupeesCell(c.spentPaisa),
          rupeesCell(c.walletPaisa),
        ],
      ],
    },
  };
}
