import { ARTICLE_KINDS } from '@suraksha/contracts/admin/content-messages';
import { Link } from 'react-router';
import { CONTENT_KIND_LABELS } from './content-kinds.tsx';
import { useStaffSession } from './staff-session.tsx';

export const meta = () => [{ title: 'Content — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content: the kinds of storefront content staff edit here. */
export default function AdminContent() {
  const { can } = useStaffSession();
  if (!can('content.write')) {
    return (
      <p className="alert alert-warning" role="alert">
        Your role does not edit the shop&apos;s content.
      </p>
    );
  }
  return (
    <>
      <h1 className="h3 mb-3">Content</h1>
      <ul className="list-group" aria-label="Kinds of content">
        {ARTICLE_KINDS.map((kind) => (
          <li key={kind} className="list-group-item">
            <Link to={`/admin/content/${kind}`}>{CONTENT_KIND_LABELS[kind].heading}</Link>
          </li>
        ))}
        {/* FAQs and content pages (decision 0108). */}
        <li className="list-group-item">
          <Link to="/admin/content/faqs">FAQs</Link>
        </li>
        <li className="list-group-item">
          <Link to="/admin/content/pages">Pages</Link>
        </li>
        {/* Services, careers and the home page (decision 0109). */}
        <li className="list-group-item">
          <Link to="/admin/content/services">Services</Link>
        </li>
        <li className="list-group-item">
          <Link to="/admin/content/careers">Careers</Link>
        </li>
        <li className="list-group-item">
          <Link to="/admin/content/home">Home page</Link>
        </li>
      </ul>
    </>
  );
}
