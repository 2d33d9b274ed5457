import { type AdminPackage, PACKAGE_MESSAGES as M, type PackageCreateBody } from '@suraksha/contracts/admin/packages';
import { type FormEvent, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { formatRupees } from '../lib/money.ts';
import type { FieldErrors } from '../lib/send-with-toasts.ts';
import { textValuesOf } from '../lib/submit-form.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { MediaPathField } from './media-path-field.tsx';
import { type ItemLine, PackageItems, partsTotal } from './package-items.tsx';

export const PACKAGE_FIELDS = ['title', 'slug', 'image', 'summary', 'description', 'price', 'items'] as const;
const TEXT_FIELDS = ['title', 'slug', 'image', 'summary', 'description'] as const;

/** What the form sends; `price` only when staff may set it (left out, an edit keeps the price). */
export type PackageDraft = Omit<PackageCreateBody, 'price'> & { price?: number };

const linesOf = (pkg: AdminPackage | null): ItemLine[] =>
  (pkg?.items ?? []).map((i) => ({
    productId: i.productId,
    title: i.title,
    sku: i.sku,
    active: i.active,
    price: i.price,
    quantity: String(i.quantity),
  }));

/** A refusal's message about the items (the list, or one line's quantity or product), if any. */
const itemsError = (errors: FieldErrors) => errors.items ?? Object.entries(errors).find(([key]) => key.startsWith('items.'))?.[1];

/** The bundle price against the items bought one by one, so staff see what the customer saves. */
function PriceComparison({ price, parts, empty }: { price: number | null; parts: number | null; empty: boolean }) {
  if (empty) return null;
  if (parts === null) return <p className="small text-body-secondary mb-3">{M.partsUnknown}</p>;
  const saving = price === null ? null : Math.round((parts - price) * 100) / 100;
  return (
    <p className="small mb-3" aria-live="polite">
      Items bought one by one: <strong>{formatRupees(parts)}</strong>
      {saving !== null &&
        (saving >= 0 ? (
          <>
            {' '}
            · the customer saves <strong>{formatRupees(saving)}</strong>
          </>
        ) : (
          <span className="text-danger"> · the bundle costs {formatRupees(-saving)} more than its items</span>
        ))}
    </p>
  );
}

interface Props {
  /** Open: 'new', or the package being edited; closed: null. */
  editing: AdminPackage | 'new' | null;
  /** Staff with catalogue.prices; the others see the price and cannot change it. */
  canPrice: boolean;
  busy: boolean;
  errors: FieldErrors;
  onSave: (draft: PackageDraft) => void;
  onClose: () => void;
}

/** The dialog that adds or edits a package: its text, products and quantities, and bundle price. */
export function PackageDialog({ editing, ...rest }: Props) {
  return (
    <Modal show={editing !== null} onHide={rest.onClose} aria-labelledby="package-dialog-title" size="lg" centered scrollable>
      {editing !== null && <PackageForm key={editing === 'new' ? 'new' : editing.id} pkg={editing === 'new' ? null : editing} {...rest} />}
    </Modal>
  );
}

function PackageForm({ pkg, canPrice, busy, errors, onSave, onClose }: Omit<Props, 'editing'> & { pkg: AdminPackage | null }) {
  const [lines, setLines] = useState<ItemLine[]>(() => linesOf(pkg));
  const [price, setPrice] = useState(pkg ? String(pkg.price) : '');
  const typed = price.trim() === '' ? null : Number(price);
  const noun = pkg ? `Edit ${pkg.title}` : 'Add a package';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = textValuesOf(new FormData(event.currentTarget), TEXT_FIELDS);
    const items = lines.map((l) => ({ productId: l.productId, quantity: Number(l.quantity) }));
    // The server judges the price: what is typed goes as a number (text that is none arrives as null and is refused).
    const priced = canPrice && price.trim() !== '' ? { price: Number(price.trim()) } : {};
    onSave({ ...text, items, ...priced });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={pkg ? 'Edit the package' : 'Add a package'}>
      <Modal.Header closeButton>
        <Modal.Title id="package-dialog-title">{noun}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormField name="title" label="Title" autoComplete="off" defaultValue={pkg?.title} error={errors.title} idPrefix="package" />
        <FormField
          name="slug"
          label="Slug"
          autoComplete="off"
          defaultValue={pkg?.slug}
          error={errors.slug}
          hint={M.slugHint}
          mark="optional"
          idPrefix="package"
        />
        <MediaPathField
          name="image"
          label="Image"
          kind="image"
          defaultValue={pkg?.image}
          error={errors.image}
          hint="A path under /media or an https:// address."
          idPrefix="package"
        />
        <TextAreaField
          name="summary"
          label="Summary"
          rows={2}
          defaultValue={pkg?.summary ?? ''}
          error={errors.summary}
          mark="optional"
          idPrefix="package"
        />
        <TextAreaField
          name="description"
          label="Description"
          rows={4}
          defaultValue={pkg?.description ?? ''}
          error={errors.description}
          hint="HTML: headings, paragraphs, lists, links, images and tables are kept; scripts and other markup are removed."
          mark="optional"
          idPrefix="package"
        />
        <PackageItems lines={lines} onChange={setLines} error={itemsError(errors)} />
        <FormField
          name="price"
          label="Bundle price (Rs)"
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          readOnly={!canPrice}
          error={errors.price}
          hint={canPrice ? 'In rupees, up to two decimals (paisa).' : 'Only staff who may change prices can change it.'}
          idPrefix="package"
        />
        <PriceComparison
          price={typed !== null && Number.isFinite(typed) ? typed : null}
          parts={partsTotal(lines)}
          empty={lines.length === 0}
        />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Cancel
        </button>
        <SubmitButton busy={busy} label={pkg ? 'Save' : 'Add the package'} />
      </Modal.Footer>
    </form>
  );
}
