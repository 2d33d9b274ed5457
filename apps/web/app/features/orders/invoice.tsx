import type { MyOrderResponse } from '@suraksha/contracts/orders';
import type { TaxDocumentViewBody } from '@suraksha/contracts/tax-document';
import { statusTone } from '@suraksha/domain/order-status';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { keepTogether } from '../../lib/money.ts';
import { LabelledCell } from '../../ui/labelled-cell.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useOrderStatusLabel } from '../../lib/order-status-label.ts';
import { useDocumentText } from './invoice-labels.ts';
import './invoice.css';

/**
 * The order's tax invoice (SPEC §2 /dashboard/my-orders/{orderId}; issue #19, decision 0122), and its
 * credit note when the order was cancelled. Every line is the server's: the same strings the PDF
 * prints (packages/domain tax-document.ts), so screen and paper cannot differ. Above them, what is
 * not part of the issued document: the order's status now. `actions` (print, download) are hidden on paper.
 */
export function Invoice({ invoice, actions }: { invoice: MyOrderResponse; actions?: React.ReactNode }) {
  const { order, tax_documents: documents } = invoice;
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  return (
    <div className="invoice-page">
      <dl className="invoice__order" aria-label={t('invoice.page.order')}>
        <dt>{t('invoice.page.orderNumber')}</dt>
        <dd data-testid="order-number">{order.order_name}</dd>
        <dt>{t('invoice.page.placed')}</dt>
        <dd>{readableTimeInNepal(order.created_date)}</dd>
        <dt>{t('invoice.page.status')}</dt>
        <dd>
          <span className={`badge text-bg-${statusTone(order.status)}`}>{statusLabel(order.status)}</span>
        </dd>
      </dl>
      {actions ? <div className="invoice__actions">{actions}</div> : null}
      {documents.map((document, i) => (
        <TaxDocumentSheet key={document.number} view={document} headingLevel={i === 0 ? 1 : 2} />
      ))}
    </div>
  );
}

function TaxDocumentSheet({ view, headingLevel }: { view: TaxDocumentViewBody; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = `tax-document-${view.kind}`;
  const [sellerName, ...sellerLines] = view.seller;
  const isInvoice = view.kind === 'invoice';
  const { label, line } = useDocumentText();
  return (
    <article className="invoice" aria-labelledby={id} data-testid={isInvoice ? 'tax-invoice' : 'credit-note'}>
      <header className="invoice__head">
        <div>
          <p className="invoice__seller">{sellerName}</p>
          <address className="invoice__address">
            {sellerLines.map((text) => (
              <span key={text}>{line(text)}</span>
            ))}
          </address>
        </div>
        <div className="invoice__facts">
          <Heading id={id} className="invoice__title">
            {label(view.title)}
          </Heading>
          <dl>
            {view.facts.map((fact, i) => (
              <div key={fact.label} className="invoice__fact">
                <dt>{label(fact.label)}</dt>
                <dd data-testid={i === 0 ? (isInvoice ? 'invoice-number' : 'credit-note-number') : undefined}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <section className="invoice__ship-to" aria-label={label(view.buyerTitle)}>
        <p className="invoice__subtitle">{label(view.buyerTitle)}</p>
        <address className="invoice__address">
          {view.buyer.map((text) => (
            <span key={text}>{line(text)}</span>
          ))}
        </address>
      </section>

      <div className="table-responsive">
        <table className="table invoice__items stacked-table align-middle">
          <thead>
            <tr>
              {view.columns.map((column) => (
                <th key={column.label} scope="col" className={column.align === 'right' ? 'text-end' : undefined}>
                  {label(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) => {
                  const column = view.columns[i];
                  return (
                    <LabelledCell
                      key={column?.label ?? i}
                      label={label(column?.label ?? '')}
                      className={column?.align === 'right' ? 'text-end text-nowrap' : undefined}
                    >
                      {keepTogether(cell)}
                    </LabelledCell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="invoice__totals" data-testid={isInvoice ? 'invoice-totals' : 'credit-note-totals'}>
        {view.totals.map((total) => (
          <div key={total.label} className={total.grand ? 'invoice__total invoice__total--grand' : 'invoice__total'}>
            <dt>{label(total.label)}</dt>
            <dd>{keepTogether(total.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="invoice__words">{line(view.words)}</p>
      {view.footnotes.map((note) => (
        <p key={note} className="invoice__note">
          {label(note)}
        </p>
      ))}
    </article>
  );
}
