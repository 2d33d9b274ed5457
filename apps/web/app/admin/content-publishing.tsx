import type { ArticleHistoryEntry } from '@suraksha/contracts/admin/content';
import type { ArticleStatus } from '@suraksha/contracts/admin/content-messages';
import { nepalDateTimeInput, readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { FormField } from '../ui/form-field.tsx';
import { ArticleStatusBadge, STATUS_BADGE } from './content-kinds.tsx';

/**
 * What every kind of published content shows and asks alike (blog posts, trainings, FAQs, pages;
 * decisions 0106 and 0108): the status with its publish time, the draft / scheduled / published
 * choice with the Nepal time to go live, and the change history from the audit log.
 */

/** The item's status badge and, once it has one, when it goes (or went) live. */
export function PublishingState({ status, publishedAt }: { status: ArticleStatus; publishedAt: string | null }) {
  return (
    <>
      <ArticleStatusBadge status={status} />
      {publishedAt && status !== 'draft' && (
        <span className="text-body-secondary">
          {status === 'scheduled' ? 'Goes live' : 'Live since'} {readableTimeInNepal(publishedAt)} (Nepal time)
        </span>
      )}
    </>
  );
}

/**
 * Draft, scheduled or published and, when scheduled, the Nepal time to go live (`publish_at`).
 * `current` is the saved item's status and time, so a scheduled one shows its time again.
 */
export function PublishingFields({
  idPrefix,
  status,
  onStatus,
  current,
  errors,
  disabled = false,
  hint,
}: {
  idPrefix: string;
  status: ArticleStatus;
  onStatus: (status: ArticleStatus) => void;
  current: { status: ArticleStatus; published_at: string | null } | null;
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
  hint?: string | undefined;
}) {
  return (
    <>
      <fieldset className="col-md-6" disabled={disabled}>
        <legend className="form-label fs-6">Status</legend>
        {(['draft', 'scheduled', 'published'] as const).map((value) => (
          <div className="form-check" key={value}>
            <input
              className="form-check-input"
              type="radio"
              name="status"
              id={`${idPrefix}-status-${value}`}
              value={value}
              checked={status === value}
              onChange={() => onStatus(value)}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-status-${value}`}>
              {STATUS_BADGE[value].label}
            </label>
          </div>
        ))}
        {hint && <div className="form-text">{hint}</div>}
        {errors.status && (
          <div className="invalid-feedback d-block" role="alert">
            {errors.status}
          </div>
        )}
      </fieldset>
      {status === 'scheduled' && (
        <FormField
          className="col-md-6"
          name="publish_at"
          idPrefix={idPrefix}
          label="Publish at (Nepal time)"
          mark="required"
          type="datetime-local"
          step={1}
          defaultValue={current?.status === 'scheduled' && current.published_at ? nepalDateTimeInput(current.published_at) : ''}
          hint="The storefront shows it from this moment; no one needs to be signed in."
          error={errors.publish_at}
        />
      )}
    </>
  );
}

const ACTION_LABEL: Record<string, string> = { create: 'Created', update: 'Changed' };

/** Who changed the item and when, newest first, from the audit log. */
export function ChangeHistory({ history }: { history: readonly ArticleHistoryEntry[] }) {
  return (
    <section className="admin-order__box" aria-labelledby="content-history-title">
      <h2 id="content-history-title" className="h6">
        Change history
      </h2>
      {history.length === 0 ? (
        <p className="mb-0 text-body-secondary">No recorded changes.</p>
      ) : (
        <ol className="list-unstyled mb-0" aria-label="Change history">
          {history.map((entry) => {
            const verb = ACTION_LABEL[entry.action.split('.')[1] ?? ''] ?? entry.action;
            const status =
              entry.status && entry.status in STATUS_BADGE ? STATUS_BADGE[entry.status as keyof typeof STATUS_BADGE].label : null;
            return (
              <li key={`${entry.at}-${entry.action}`}>
                {readableTimeInNepal(entry.at)} — {verb} by {entry.staff ?? 'a former staff member'}
                {status && ` (${status.toLowerCase()})`}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
