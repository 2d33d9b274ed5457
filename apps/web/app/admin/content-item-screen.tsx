import type { ArticleHistoryEntry } from '@suraksha/contracts/admin/content';
import type { ArticleStatus } from '@suraksha/contracts/admin/content-messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SmallSpinner } from '../ui/spinner.tsx';
import { ChangeHistory, PublishingState } from './content-publishing.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

/** What every published item's page shows: its status, its time, its history. */
export interface PublishedItem {
  status: ArticleStatus;
  published_at: string | null;
  updated_at: string;
  history: ArticleHistoryEntry[];
}

/**
 * One item of content in the back office (a post, an FAQ, a page): a back link, its heading with
 * status and publish time, links (preview, the shop), its form, and its change history. `one` names
 * it in sentences ("FAQ"); `load` asks the server for it; the form hands a saved item back.
 */
export function ContentItemScreen<T extends PublishedItem>({
  one,
  itemId,
  load,
  back,
  headingOf,
  renderLinks,
  renderForm,
}: {
  one: string;
  itemId: string;
  load: (id: string) => Promise<T>;
  back: { to: string; label: string };
  headingOf: (item: T) => string;
  renderLinks?: ((item: T) => ReactNode) | undefined;
  renderForm: (item: T, saved: (item: T) => void) => ReactNode;
}) {
  const [loaded, replace] = useAdminAnswer(`the ${one}`, itemId, load);
  const backLink = (
    <Link to={back.to} className="small">
      ← Back to the {back.label}
    </Link>
  );
  if (loaded.kind === 'loading') {
    return (
      <p role="status">
        <SmallSpinner /> Loading…
      </p>
    );
  }
  if (loaded.kind === 'refused') {
    const missing = loaded.status === 404;
    return (
      <>
        <h1 className="h3 mb-3">{missing ? 'Not found' : back.label[0]?.toUpperCase() + back.label.slice(1)}</h1>
        <p className={missing ? undefined : 'alert alert-warning'} role={missing ? undefined : 'alert'}>
          {missing ? `There is no such ${one}.` : loaded.message}
        </p>
        {backLink}
      </>
    );
  }
  const item = loaded.value;
  return (
    <article className="admin-order">
      {backLink}
      <header className="admin-order__head">
        <h1 className="h3 mb-0">{headingOf(item)}</h1>
        <PublishingState status={item.status} publishedAt={item.published_at} />
      </header>
      {renderLinks && <p>{renderLinks(item)}</p>}
      <section className="admin-order__box">{renderForm(item, replace)}</section>
      <ChangeHistory history={item.history} />
    </article>
  );
}

/** A new item of content: a back link, the heading, and its form (for content.write only). */
export function NewContentScreen({
  back,
  heading,
  children,
}: {
  back: { to: string; label: string };
  heading: string;
  children: ReactNode;
}) {
  const { can } = useStaffSession();
  return (
    <article className="admin-order">
      <Link to={back.to} className="small">
        ← Back to the {back.label}
      </Link>
      <h1 className="h3 my-3">{heading}</h1>
      {can('content.write') ? (
        <section className="admin-order__box">{children}</section>
      ) : (
        <p className="alert alert-warning" role="alert">
          Your role does not edit the shop&apos;s content.
        </p>
      )}
    </article>
  );
}
