import type { SellerInformationBody } from '@suraksha/contracts/seller-information';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import type { FieldErrors } from '../lib/send-with-toasts.ts';
import { submitForm } from '../lib/submit-form.ts';
import { AnswerPending } from './answer-pending.tsx';
import { AuditChanges } from './audit-changes.tsx';
import { SELLER_INFORMATION_FIELDS, SellerInformationForm } from './seller-information-form.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Settings — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** The audit rows of the seller information: its record of changes (E-Commerce Act 2081, decision 0123). */
const SELLER_HISTORY = { entity: 'setting', entity_id: 'seller_information' } as const;

/**
 * /admin/settings (the owner: settings.manage): the seller information every page discloses, and the
 * record of its changes — who changed what, when — from the audit log.
 */
export default function AdminSettings() {
  const { api } = useStaffSession();
  const [saves, setSaves] = useState(0);
  const [loaded, replace] = useAdminAnswer('the seller information', 'seller', () => api.sellerInformation.get());
  const [history] = useAdminAnswer('the record of changes', String(saves), () => api.audit.list(SELLER_HISTORY));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save(body: SellerInformationBody) {
    setBusy(true);
    const outcome = await submitForm(() => api.sellerInformation.save(body), {
      what: 'seller information',
      fields: SELLER_INFORMATION_FIELDS,
    });
    setBusy(false);
    if (outcome.kind === 'sent') {
      setErrors({});
      replace(outcome.sent);
      setSaves((n) => n + 1);
      toast.success('Seller information saved. Every page shows it now.');
    } else if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      for (const message of outcome.messages) toast.error(message, { id: message });
    } else toast.error(outcome.message, { id: outcome.message });
  }

  const entries = history.kind === 'ready' ? history.value.entries : null;
  return (
    <>
      <h1 className="h3 mb-3">Settings</h1>
      <section className="card mb-4" aria-labelledby="seller-title">
        <div className="card-body">
          <h2 id="seller-title" className="h5">
            Seller information
          </h2>
          <p className="small text-body-secondary">
            Shown in the footer of every page, on /pages/seller-information and on the tax invoice, as the E-Commerce Act 2081 asks.
          </p>
          <AnswerPending answer={loaded} loading="Loading the seller information…" />
          {loaded.kind === 'ready' && (
            // Keyed by the saves so the fields show what the server stored (phones as a Nepali reads them).
            <SellerInformationForm key={saves} seller={loaded.value.seller} busy={busy} errors={errors} onSave={save} />
          )}
        </div>
      </section>

      <section aria-labelledby="seller-history-title">
        <h2 id="seller-history-title" className="h5">
          Record of changes
        </h2>
        <AnswerPending answer={history} loading="Loading the record of changes…" />
        {entries &&
          (entries.length === 0 ? (
            <p>Not changed yet: the shop shows the demo details until you save.</p>
          ) : (
            <div className="table-responsive">
              <table className="table align-middle admin-table" aria-label="Record of changes">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">What changed</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{readableTimeInNepal(entry.at)}</td>
                      <td>{entry.actor ? (entry.actor.name ?? `#${entry.actor.id}`) : 'System'}</td>
                      <td>
                        <AuditChanges before={entry.before} after={entry.after} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </section>
    </>
  );
}
