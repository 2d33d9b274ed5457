import { Modal } from 'react-bootstrap';
import { useTranslation } from '../../i18n/react.tsx';
import { RequestForm } from './request-form.tsx';
import { useRequestForm } from './use-request-form.ts';
import '../../styles/storefront-overlays.css';

interface Props {
  show: boolean;
  onHide: () => void;
  product: { slug: string; title: string };
}

/** SPEC §2: the Request Form dialog — titled 'Request Form', large, static backdrop, a close button — for one product. */
export function RequestFormDialog({ show, onHide, product }: Props) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onHide} size="lg" backdrop="static" aria-labelledby="request-form-title" centered>
      <Modal.Header closeButton closeLabel={t('catalogue.quote.close')}>
        <Modal.Title id="request-form-title">{t('catalogue.quote.formTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <DialogForm product={product} onSent={onHide} />
      </Modal.Body>
    </Modal>
  );
}

/** Mounted while the dialog is open; a closed dialog starts afresh. */
function DialogForm({ product, onSent }: { product: Props['product']; onSent: () => void }) {
  const { t } = useTranslation();
  const form = useRequestForm(product.slug, onSent);
  return (
    <>
      <p className="request-form__about">
        {t('catalogue.quote.for')} <strong>{product.title}</strong>
      </p>
      <RequestForm form={form} />
    </>
  );
}
