import type { CatalogueDetail } from '@suraksha/contracts/catalogues';
import './catalogues.css';
import { EmptyState } from '../../ui/empty-state.tsx';

/**
 * The PDF inline (desktop browsers render it), with a plain link as the fallback content for
 * browsers that cannot (most phones), and the Download button that saves the file.
 */
export function CatalogueViewer({ catalogue }: { catalogue: CatalogueDetail }) {
  const { pdf_url: pdf, download_url: download } = catalogue;
  if (pdf === null) {
    return <EmptyState text="This catalogue will be available for download soon." />;
  }
  return (
    <div className="catalogue-viewer">
      <div className="catalogue-viewer__actions">
        {download && (
          <a className="btn btn-primary" href={download} download>
            Download PDF
          </a>
        )}
        <a className="btn btn-outline-secondary" href={pdf} target="_blank" rel="noopener">
          Open in a new tab
        </a>
      </div>
      <object className="catalogue-viewer__frame" data={pdf} type="application/pdf" aria-label={`${catalogue.title} (PDF)`}>
        <p className="catalogue-viewer__fallback">
          Your browser cannot show the catalogue here.{' '}
          <a href={pdf} target="_blank" rel="noopener">
            Open the PDF
          </a>{' '}
          or use Download PDF above.
        </p>
      </object>
    </div>
  );
}
