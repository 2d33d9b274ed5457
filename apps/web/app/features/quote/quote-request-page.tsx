import { SHOP_ADDRESS } from '@suraksha/domain/constants';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { useNepaliText } from '../../i18n/nepali-text.ts';
import { PageFrame } from '../../ui/page-frame.tsx';
import { RequestForm } from './request-form.tsx';
import { useRequestForm } from './use-request-form.ts';

export interface QuotedProductSummary {
  slug: string;
  title: string;
  /** Staff's Nepali name, if any (decision 0127). */
  neTitle?: string | undefined;
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
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const inNepali = useNepaliText();
  const form = useRequestForm(product?.slug ?? null);
  return (
    <PageFrame title={t('catalogue.quote.pageTitle')} intro={<p>{t('catalogue.quote.intro')}</p>}>
      <div className="row g-4">
        <div className="col-lg-8">
          <section className="quote-page__form" aria-labelledby="quote-form-title">
            <h2 id="quote-form-title" className="quote-page__form-title">
              {t('catalogue.quote.formTitle')}
            </h2>
            {unknownProduct && (
              <p className="alert alert-warning" role="status">
                {t('catalogue.quote.unknownProduct')}
              </p>
            )}
            {product && (
              <div className="quote-page__product">
                <img src={product.image ?? placeholderImage} alt="" width={64} height={64} />
                <p>
                  {t('catalogue.quote.for')}{' '}
                  <Link to={localised(`/products/${encodeURIComponent(product.slug)}`)}>{inNepali(product.title, product.neTitle)}</Link>
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
              {t('catalogue.quote.nextTitle')}
            </h2>
            <ol>
              <li>{t('catalogue.quote.next1')}</li>
              <li>{t('catalogue.quote.next2')}</li>
              <li>{t('catalogue.quote.next3')}</li>
            </ol>
            <p className="mb-0">
              {t('catalogue.quote.hurry')} <a href={`tel:${SHOP_ADDRESS.phone.replaceAll('-', '')}`}>{SHOP_ADDRESS.phone}</a>{' '}
              {t('catalogue.quote.or')} <a href={`tel:${SHOP_ADDRESS.mobile.replaceAll('-', '')}`}>{SHOP_ADDRESS.mobile}</a>.
            </p>
          </div>
        </aside>
      </div>
    </PageFrame>
  );
}
