import { SHOP_ADDRESS } from '@suraksha/domain/constants';
import { Link } from 'react-router';
import { PageFrame } from '../../ui/page-frame.tsx';
import { RequestForm } from './request-form.tsx';
import { useRequestForm } from './use-request-form.ts';

export interface QuotedProductSummary {
  slug: string;
  title: string;
  image: string | null;
  brand: string | null;
}

interface Props {
  /** The product of ?product=slug, or null for a general quote. */
  product: QuotedProductSummary | null;
  /** ?product= named a product the shop does not (or no longer) sell. */
  unknownProduct: boolean;
  placeholderImage: string;
}

/**
 * /quote-request (SPEC §2, layout not shown; docs/decisions/0011): the same Request Form as the
 * dialog, on a page of its own — for a project or a bulk order not tied to one product, or for
 * the product a link names with ?product=slug.
 */
export function QuoteRequestPage({ product, unknownProduct, placeholderImage }: Props) {
  const form = useRequestForm(product?.slug ?? null);
  return (
    <PageFrame
      title="Request a Quote"
      intro={
        <p>
          Planning CCTV for a home, a shop or a whole building? Tell us what you need and our team will send you a quotation — with
          installation if you like.
        </p>
      }
    >
      <div className="row g-4">
        <div className="col-lg-8">
          <section className="quote-page__form" aria-labelledby="quote-form-title">
            <h2 id="quote-form-title" className="quote-page__form-title">
              Request Form
            </h2>
            {unknownProduct && (
              <p className="alert alert-warning" role="status">
                We could not find that product, so this will be a general request. Please name the product in your message.
              </p>
            )}
            {product && (
              <div className="quote-page__product">
                <img src={product.image ?? placeholderImage} alt="" width={64} height={64} />
                <p>
                  For: <Link to={`/products/${encodeURIComponent(product.slug)}`}>{product.title}</Link>
                  {product.brand && <span className="quote-page__brand"> · {product.brand}</span>}
                </p>
              </div>
            )}
            <RequestForm form={form} />
          </section>
        </div>
        <aside className="col-lg-4" aria-labelledby="quote-next-title">
          <div className="quote-page__next">
            <h2 id="quote-next-title" className="quote-page__next-title">
              What happens next
            </h2>
            <ol>
              <li>We read your request within one working day (Sunday to Friday).</li>
              <li>We call or e-mail you with a quotation, or to ask about your site.</li>
              <li>For installations, we can visit for a free site survey inside the Kathmandu valley.</li>
            </ol>
            <p className="mb-0">
              In a hurry? Call <a href={`tel:${SHOP_ADDRESS.phone.replaceAll('-', '')}`}>{SHOP_ADDRESS.phone}</a> or{' '}
              <a href={`tel:${SHOP_ADDRESS.mobile.replaceAll('-', '')}`}>{SHOP_ADDRESS.mobile}</a>.
            </p>
          </div>
        </aside>
      </div>
    </PageFrame>
  );
}
