import type { CatalogueDetail } from '@suraksha/contracts/catalogues';
import { useTranslation } from '../../i18n/react.tsx';
import './catalogues.css';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * The PDF inline (desktop browsers render it), with a plain link as the fallback content for
 * browsers that cannot (most phones), and the Download button that saves the file.
 */
export function CatalogueViewer({ catalogue }: { catalogue: CatalogueDetail }) {
  const { t } = useTranslation();
  const { pdf_url: pdf, download_url: download } = catalogue;
  if (pdf === null) {
    return <EmptyState text={t('content.catalogues.soon')} />;
  }
  return (
    <div className="catalogue-viewer">
      <div className="catalogue-viewer__actions">
        {download && (
          <a className="btn btn-primary" href={download} download>
            {t('content.catalogues.download')}
          </a>
        )}
        <a className="btn btn-outline-secondary" href={pdf} target="_blank" rel="noopener">
          {t('content.catalogues.openInNewTab')}
        </a>
      </div>
      <object
        className="catalogue-viewer__frame"
        data={pdf}
        type="application/pdf"
        aria-label={t('content.catalogues.pdfLabel', { title: catalogue.title })}
      >
        <p className="catalogue-viewer__fallback">
          {t('content.catalogues.cannotShow')}{' '}
          <a href={pdf} target="_blank" rel="noopener">
            {t('content.catalogues.openPdf')}
          </a>{' '}
          {t('content.catalogues.orDownload')}
        </p>
      </object>
    </div>
  );
}
