import type { OrderTimelineEntry } from '@suraksha/contracts/admin/order-documents';
import type { OrderStatus } from '@suraksha/domain/order-status';

/**
 * The order page's timeline (issue #15): status moves, internal notes and mails in one list, oldest
 * first. At the same instant a move comes before the mail it caused, and a note after both.
 */
export function orderTimeline(parts: {
  history: readonly {
    from: OrderStatus | null;
    to: OrderStatus;
    at: Date;
    by: string | null;
    byRole: string | null;
    reason: string | null;
  }[];
  notes: readonly { at: Date; by: string; byRole: string; note: string }[];
  mails: readonly { at: Date; to: string; subject: string; status: 'pending' | 'sent' | 'failed'; sentAt: Date | null }[];
}): OrderTimelineEntry[] {
  const rank = { status: 0, mail: 1, note: 2 } as const;
  const entries: { time: number; entry: OrderTimelineEntry }[] = [
    ...parts.history.map((h) => ({
      time: h.at.getTime(),
      entry: { kind: 'status' as const, at: h.at.toISOString(), from: h.from, to: h.to, by: h.by, by_role: h.byRole, reason: h.reason },
    })),
    ...parts.notes.map((n) => ({
      time: n.at.getTime(),
      entry: { kind: 'note' as const, at: n.at.toISOString(), by: n.by, by_role: n.byRole, note: n.note },
    })),
    ...parts.mails.map((m) => ({
      time: m.at.getTime(),
      entry: {
        kind: 'mail' as const,
        at: m.at.toISOString(),
        to: m.to,
        subject: m.subject,
        status: m.status,
        sent_at: m.sentAt?.toISOString() ?? null,
      },
    })),
  ];
  // A stable sort keeps each list's own order (history by id, notes by id) within one instant.
  return entries.toSorted((a, b) => a.time - b.time || rank[a.entry.kind] - rank[b.entry.kind]).map((e) => e.entry);
}
