import type { ReactNode } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from '../../i18n/react.tsx';
import '../../styles/storefront-overlays.css';

/** The search filters' side panel below lg (SPEC §2: the shop's logo, then the filters). */
export function FilterPanel({ show, onHide, logo, children }: { show: boolean; onHide: () => void; logo: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Offcanvas id="search-filter-panel" show={show} onHide={onHide} placement="start" aria-labelledby="search-filter-title">
      <Offcanvas.Header closeButton closeLabel={t('catalogue.filters.close')}>
        {logo}
        <Offcanvas.Title id="search-filter-title" as="h2" className="visually-hidden">
          {t('catalogue.filters.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
