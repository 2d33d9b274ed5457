import type { CatalogueListResponse, CatalogueResponse } from '@suraksha/contracts/catalogues';
import path from 'node:path';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { findCatalogue, listCatalogues } from './repo.ts';

export const CATALOGUE_NOT_FOUND = 'Catalogue not found.';

/** A PDF kept in our own media folder: the only kind we can send as a download ourselves. */
const OWN_PDF = /^\/media\/[a-z0-9-]+(?:\/[a-z0-9._-]+)+\.pdf$/i;
/** A PDF elsewhere on the web (a brand's site); javascript:, data: and the like are never linked. */
const WEB_PDF = /^https?:\/\/\S+$/i;

/** The browser URL that downloads a catalogue (served by download-route.ts). */
export const downloadPath = (slug: string) => `/catalogues/${encodeURIComponent(slug)}/download`;

/** Every catalogue in the shop's order. */
export async function getCatalogues(db: Database): Promise<CatalogueListResponse> {
  return { result: 'success', catalogues: await listCatalogues(db) };
}

/** One catalogue with where to view and download its PDF. */
export async function getCatalogue(db: Database, slug: string): Promise<CatalogueResponse> {
  const row = await findCatalogue(db, slug);
  if (!row) throw new NotFoundError(CATALOGUE_NOT_FOUND);
  const pdf = row.pdfUrl !== null && (OWN_PDF.test(row.pdfUrl) || WEB_PDF.test(row.pdfUrl)) ? row.pdfUrl : null;
  return {
    result: 'success',
    catalogue: {
      title: row.title,
      slug: row.slug,
      image: row.image,
      pdf_url: pdf,
      download_url: pdf === null ? null : downloadPath(row.slug),
    },
  };
}

export type CatalogueDownload = { kind: 'file'; file: string; filename: string } | { kind: 'elsewhere'; url: string };

/** Where the PDF of a catalogue is: a file under `mediaDir`, or a web address to send the buyer to. */
export async function locateCatalogueDownload(db: Database, mediaDir: string, slug: string): Promise<CatalogueDownload> {
  const row = await findCatalogue(db, slug);
  const pdfUrl = row?.pdfUrl ?? null;
  if (!row || pdfUrl === null) throw new NotFoundError(CATALOGUE_NOT_FOUND);
  if (WEB_PDF.test(pdfUrl)) return { kind: 'elsewhere', url: pdfUrl };
  if (!OWN_PDF.test(pdfUrl)) throw new NotFoundError(CATALOGUE_NOT_FOUND);
  const file = path.resolve(mediaDir, ...pdfUrl.split('/').filter(Boolean).slice(1));
  // The pattern already refuses "..", this keeps the promise even if it is loosened one day.
  if (!file.startsWith(path.resolve(mediaDir) + path.sep)) throw new NotFoundError(CATALOGUE_NOT_FOUND);
  return { kind: 'file', file, filename: `${row.slug.replace(/[^a-z0-9-]/gi, '-')}.pdf` };
}
