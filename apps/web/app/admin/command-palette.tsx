import { ADMIN_SEARCH_MESSAGES, ADMIN_SEARCH_MIN, type AdminSearchResponse, adminSearchHref } from '@suraksha/contracts/admin/search';
import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../lib/api-errors.ts';
import { formatRupees } from '../lib/money.ts';
import { useStaffSession } from './staff-session.tsx';
import { formatPhone } from '@suraksha/domain/nepal-phone';

/** How long typing must pause before the search is asked (ms): one request per word, not per key. */
const DEBOUNCE_MS = 200;

type Found = { term: string; answer: AdminSearchResponse } | { term: string; error: string };

/**
 * The ⌘K palette (issue #15): orders, customers and products as the server finds them for this role
 * (the server filters; cmdk only lists and moves the selection). Loaded lazily by AdminSearch, so
 * cmdk reaches no page until a staff member opens it.
 */
export default function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { api } = useStaffSession();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const wanted = term.trim();

  useEffect(() => {
    if (wanted.length < ADMIN_SEARCH_MIN) return;
    let current = true;
    const timer = setTimeout(() => {
      api.search(wanted).then(
        (answer) => current && setFound({ term: wanted, answer }),
        (error: unknown) => current && setFound({ term: wanted, error: errorMessageOf(error) }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, wanted]);

  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  const fresh = found && found.term === wanted ? found : null;
  const answer = fresh && 'answer' in fresh ? fresh.answer : null;
  const { orders = [], customers = [], products = [] } = answer ?? {};
  const short = wanted.length < ADMIN_SEARCH_MIN;

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label="Search the back office"
      shouldFilter={false}
      className="admin-palette"
      overlayClassName="admin-palette__overlay"
      contentClassName="admin-palette__content"
    >
      <Command.Input
        value={term}
        onValueChange={setTerm}
        placeholder={ADMIN_SEARCH_MESSAGES.placeholder}
        className="form-control form-control-lg admin-palette__input"
      />
      <Command.List className="admin-palette__list">
        {short ? (
          <p className="admin-palette__note">{ADMIN_SEARCH_MESSAGES.tooShort}</p>
        ) : !fresh ? (
          <Command.Loading>{ADMIN_SEARCH_MESSAGES.searching}</Command.Loading>
        ) : 'error' in fresh ? (
          <p className="admin-palette__note text-danger">{fresh.error}</p>
        ) : (
          <Command.Empty>{ADMIN_SEARCH_MESSAGES.nothing}</Command.Empty>
        )}
        {answer && orders.length > 0 && (
          <Command.Group heading="Orders">
            {orders.map((o) => (
              <Command.Item
                key={o.order_number}
                value={`order ${o.order_number}`}
                onSelect={() => go(adminSearchHref.order(o.order_number))}
              >
                <span className="font-monospace">{o.order_number}</span> · {o.customer} · {o.status} · {formatRupees(o.total)}
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {answer && customers.length > 0 && (
          <Command.Group heading="Customers">
            {customers.map((c) => (
              <Command.Item key={c.id} value={`customer ${c.id}`} onSelect={() => go(adminSearchHref.customer(c.id))}>
                {c.name} · {c.email}
                {c.phone && ` · ${formatPhone(c.phone)}`}
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {answer && products.length > 0 && (
          <Command.Group heading="Products">
            {products.map((p) => (
              <Command.Item key={p.id} value={`product ${p.id}`} onSelect={() => go(adminSearchHref.product(p.id))}>
                {p.title} · <span className="font-monospace">{p.sku}</span>
                {!p.active && ' · hidden'}
              </Command.Item>
            ))}
          </Command.Group>
        )}
      </Command.List>
    </Command.Dialog>
  );
}
