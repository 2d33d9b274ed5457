import { IMPORT_MAX_BYTES } from '@suraksha/contracts/admin/product-import';
import { type DragEvent, type FormEvent, useState } from 'react';

/**
 * Choosing the CSV: a file picker, or a file dropped on the box. The form sends itself (multipart)
 * through `onUpload`; the server reads the file and answers its preview.
 */
export function ProductImportUpload({ busy, onUpload }: { busy: boolean; onUpload: (form: FormData) => void }) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [over, setOver] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setChosen(dropped);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    // The file chosen or dropped, as the one part the server reads ("file").
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    onUpload(form);
  }

  return (
    <form onSubmit={submit} aria-label="Upload a products CSV" encType="multipart/form-data">
      <label
        htmlFor="product-import-file"
        className={`import-drop d-block border border-2 rounded p-4 text-center mb-3${over ? ' border-primary bg-body-tertiary' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <span className="d-block fw-semibold">Drop a CSV file here, or choose one</span>
        <span className="d-block small text-body-secondary">
          UTF-8 (Excel: Save As → CSV UTF-8), at most {IMPORT_MAX_BYTES / 1024 / 1024} MB. {chosen ? `Chosen: ${chosen.name}` : ''}
        </span>
        <input
          id="product-import-file"
          className="form-control mt-3"
          type="file"
          name="file"
          accept=".csv,text/csv"
          onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy || chosen === null}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Upload and preview
      </button>
    </form>
  );
}
