import type { ProductEditorChangeResponse, ProductEditorDetail } from '@suraksha/contracts/admin/product-editor';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link } from 'react-router';
import { type FieldErrors, sendWithToasts } from '../lib/send-with-toasts.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { MediaUpload } from './media-upload.tsx';
import { DescriptionEditor } from './product-editor-description.tsx';
import { GalleryEditor } from './product-editor-gallery.tsx';
import { RelatedPicker } from './product-editor-related.tsx';
import { SpecRows } from './product-editor-specs.tsx';
import { type ProductDraft, bodyOf, draftErrors, draftOf, updateBodyOf } from './product-editor-state.ts';
import { useStaffSession } from './staff-session.tsx';

/** The fields in the order staff read them: a refusal's toasts follow it. */
const FIELDS = [
  'title',
  'slug',
  'sku',
  'brand_id',
  'category_id',
  'price',
  'offer_price',
  'unit',
  'hs_code',
  'stock',
  'low_stock_at',
  'gallery',
];

type Choice = { id: number; title: string };

interface ProductEditorFormProps {
  /** null: a new product. */
  product: ProductEditorDetail | null;
  onSaved: (answer: ProductEditorChangeResponse) => void;
}

/**
 * The product editor (issue #16): every field of one product. What the role may not change is shown
 * but locked: prices without catalogue.prices, stock without stock.write. The contract's rules check
 * the form before it is sent; the server judges again and its messages land under the same fields.
 */
export function ProductEditorForm({ product, onSaved }: ProductEditorFormProps) {
  const { api, can } = useStaffSession();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [brands, setBrands] = useState<Choice[]>([]);
  const [categories, setCategories] = useState<Choice[]>([]);
  const mayWrite = can('catalogue.write');
  const mayPrice = can('catalogue.prices');
  const mayStock = can('stock.write');

  useEffect(() => {
    let current = true;
    Promise.all([api.brands.list(), api.categories.list()]).then(
      ([b, c]) => {
        if (!current) return;
        setBrands(b.brands.map(({ id, title }) => ({ id, title })));
        setCategories(c.categories.map(({ id, title }) => ({ id, title })));
      },
      (err: unknown) => current && console.error('Could not load the brands and categories.', err),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: keyof ProductDraft) => ({
    value: String(draft[key]),
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: errors[key],
    disabled: !mayWrite,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sendStock = mayStock && (product === null || draft.stock.trim() !== String(product.stock));
    const body = bodyOf(draft, sendStock);
    const found = draftErrors(body);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      toast.error('Please correct the marked fields.', { id: 'product-editor-invalid' });
      return;
    }
    setBusy(true);
    const answer = await sendWithToasts(
      product ? 'product edit' : 'new product',
      () =>
        product ? api.productEditor.update(product.id, updateBodyOf(draft, sendStock, product.updated_at)) : api.productEditor.create(body),
      FIELDS,
      setErrors,
    );
    setBusy(false);
    if (answer) onSaved(answer);
  }

  return (
    <form noValidate onSubmit={submit} aria-label={product ? `Edit ${product.title}` : 'New product'}>
      {errors.updated_at && (
        <div className="alert alert-warning" role="alert">
          {errors.updated_at}
        </div>
      )}
      <section className="admin-order__box">
        <h2 className="h6">Product</h2>
        <FormField name="title" label="Name" autoComplete="off" {...text('title')} />
        <FormField
          name="slug"
          label="Slug"
          autoComplete="off"
          mark="optional"
          hint="Made from the name when left empty. A changed slug keeps the old address working (it redirects)."
          {...text('slug')}
        />
        <FormField name="sku" label="SKU" autoComplete="off" {...text('sku')} />
        <div className="row g-2">
          <ChoiceField
            label="Brand"
            name="brand_id"
            choices={brands}
            value={draft.brand_id}
            onChange={(v) => set('brand_id', v)}
            error={errors.brand_id}
            disabled={!mayWrite}
          />
          <ChoiceField
            label="Category"
            name="category_id"
            choices={categories}
            value={draft.category_id}
            onChange={(v) => set('category_id', v)}
            error={errors.category_id}
            disabled={!mayWrite}
          />
        </div>
        <div className="row g-2">
          <div className="col-sm-4">
            <FormField name="color" label="Colour" mark="optional" {...text('color')} />
          </div>
          <div className="col-sm-4">
            <FormField name="size" label="Size" mark="optional" {...text('size')} />
          </div>
          <div className="col-sm-4">
            <FormField name="unit" label="Unit" {...text('unit')} />
          </div>
          <div className="col-sm-4">
            <FormField name="hs_code" label="HS code" mark="optional" inputMode="numeric" maxLength={8} {...text('hs_code')} />
          </div>
        </div>
        <TextAreaField name="summary" label="Summary" mark="optional" rows={2} {...text('summary')} />
        <DescriptionEditor
          html={draft.description}
          onChange={(html) => set('description', html)}
          error={errors.description}
          disabled={!mayWrite}
        />
      </section>

      <section className="admin-order__box">
        <h2 className="h6">Price and stock</h2>
        {!mayPrice && <p className="small text-body-secondary">Your role may not change prices: they are shown as they are.</p>}
        <div className="row g-2">
          <div className="col-sm-4">
            <FormField
              name="price"
              label="Price (Rs)"
              inputMode="decimal"
              mark="optional"
              hint="Empty: visitors ask for a price."
              {...text('price')}
              disabled={!mayWrite || !mayPrice}
            />
          </div>
          <div className="col-sm-4">
            <FormField
              name="offer_price"
              label="Offer price (Rs)"
              inputMode="decimal"
              mark="optional"
              {...text('offer_price')}
              disabled={!mayWrite || !mayPrice}
            />
          </div>
          <div className="col-sm-4 pt-4">
            <Check label="Price on request" checked={draft.on_request} onChange={(v) => set('on_request', v)} disabled={!mayWrite} />
          </div>
        </div>
        <div className="row g-2">
          <div className="col-sm-4">
            <FormField name="stock" label="Stock" inputMode="numeric" {...text('stock')} disabled={!mayWrite || !mayStock} />
          </div>
          <div className="col-sm-4">
            <FormField
              name="low_stock_at"
              label="Low stock at"
              inputMode="numeric"
              hint="Listed as low on stock at this many or fewer."
              {...text('low_stock_at')}
            />
          </div>
        </div>
      </section>

      <GalleryEditor
        photos={draft.gallery}
        onUpdate={(change) => setDraft((d) => ({ ...d, gallery: change(d.gallery) }))}
        errors={errors}
        disabled={!mayWrite}
      />

      <section className="admin-order__box">
        <h2 className="h6">Datasheet</h2>
        {draft.datasheet_url ? (
          <p>
            <a href={draft.datasheet_url} target="_blank" rel="noopener">
              {draft.datasheet_url.split('/').at(-1)}
            </a>{' '}
            <button type="button" className="btn btn-sm btn-outline-danger" disabled={!mayWrite} onClick={() => set('datasheet_url', '')}>
              Remove the datasheet
            </button>
          </p>
        ) : (
          <p className="small text-body-secondary">No datasheet yet.</p>
        )}
        {errors.datasheet_url && <p className="text-danger small">{errors.datasheet_url}</p>}
        <MediaUpload
          kind="datasheet"
          label="Upload a datasheet (PDF)"
          disabled={!mayWrite}
          onUploaded={(file) => set('datasheet_url', file.src)}
        />
      </section>

      <SpecRows rows={draft.specs} onChange={(rows) => set('specs', rows)} errors={errors} disabled={!mayWrite} />

      <RelatedPicker
        productId={product?.id ?? null}
        related={draft.related}
        onChange={(rows) => set('related', rows)}
        error={errors.related_ids}
        disabled={!mayWrite}
      />

      <section className="admin-order__box">
        <h2 className="h6">Search engines</h2>
        <FormField name="seo_title" label="SEO title" mark="optional" {...text('seo_title')} />
        <TextAreaField name="seo_description" label="SEO description" mark="optional" rows={2} {...text('seo_description')} />
        <FormField name="seo_keyword" label="SEO keywords" mark="optional" {...text('seo_keyword')} />
      </section>

      <section className="admin-order__box">
        <h2 className="h6">Publishing</h2>
        <Check label="Featured on the home page" checked={draft.featured} onChange={(v) => set('featured', v)} disabled={!mayWrite} />
        <Check
          label="Active: visitors see it (unticked, it is a draft only staff can preview)"
          checked={draft.active}
          onChange={(v) => set('active', v)}
          disabled={!mayWrite}
        />
        {product?.old_slugs.length ? (
          <p className="small text-body-secondary">Old addresses that redirect here: {product.old_slugs.join(', ')}</p>
        ) : null}
      </section>

      {mayWrite && (
        <p className="d-flex gap-2 align-items-center">
          <SubmitButton busy={busy} label={product ? 'Save the product' : 'Create the product'} />
          {product && (
            <Link to={`/preview/products/${product.id}`} target="_blank" rel="noopener">
              Preview the product page
            </Link>
          )}
        </p>
      )}
    </form>
  );
}

function Check({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled: boolean;
}) {
  return (
    <label className="form-check">
      <input
        type="checkbox"
        className="form-check-input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      <span className="form-check-label">{label}</span>
    </label>
  );
}

interface ChoiceFieldProps {
  label: string;
  name: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}

/** A brand or category: one of the list, or none. */
function ChoiceField({ label, name, choices, value, onChange, error, disabled }: ChoiceFieldProps) {
  const id = `product-${name}`;
  return (
    <div className="col-sm-6 form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">None</option>
        {choices.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.title}
          </option>
        ))}
        {/* The product's own brand or category stays choosable while the list loads. */}
        {value !== '' && !choices.some((c) => String(c.id) === value) && <option value={value}>…</option>}
      </select>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
