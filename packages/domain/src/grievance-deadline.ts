/**
 * How long the shop has to answer a complaint (E-Commerce Act 2081 and E-Commerce Directive 2082;
 * decision 0128 says which clause we rely on and that the owner's lawyer must confirm the number).
 * Calendar days counted from the moment the complaint arrives: the one place to change it.
 */
export const GRIEVANCE_RESPONSE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the answer to a complaint received at `receivedAt` is due. */
export function grievanceDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + GRIEVANCE_RESPONSE_DAYS * DAY_MS);
}

/** A complaint is overdue when it has no answer yet and its due time has passed. */
export function isGrievanceOverdue(grievance: { dueAt: Date; answeredAt: Date | null }, now: Date = new Date()): boolean {
  return grievance.answeredAt === null && grievance.dueAt.getTime() < now.getTime();
}
