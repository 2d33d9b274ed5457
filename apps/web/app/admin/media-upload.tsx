import { MEDIA_ACCEPT, type MediaUploadKind } from '@suraksha/contracts/admin/media';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { usePublicEnv } from '../lib/browser-api.ts';
import { sendMediaFile, type UploadedMedia, type UploadRequest } from './media-upload-request.ts';

export type { UploadedMedia } from './media-upload-request.ts';

export interface MediaUploadProps {
  /** Photos go to /api/admin/media/images, datasheets (PDF) to /api/admin/media/datasheets. */
  kind: MediaUploadKind;
  /** Several files at once (a gallery), or one (a datasheet). */
  multiple?: boolean;
  /** Called once per stored file, in the order the uploads finish. */
  onUploaded: (file: UploadedMedia) => void;
  /** The file picker's label, e.g. "Product photos". */
  label: string;
  disabled?: boolean;
}

type Row = { id: number; name: string } & (
  | { state: 'sending'; percent: number }
  | { state: 'uploaded' }
  | { state: 'refused'; message: string }
);

/**
 * Files sent at the same time; the rest wait at 0 %. Each upload is held in the server's memory (up
 * to 10 MB) until it is checked, so twenty photos dropped at once are not twenty buffers at once.
 */
const MAX_PARALLEL = 3;

const HINTS: Record<MediaUploadKind, string> = {
  image: 'JPEG, PNG or WebP, at most 10 MB each. Photos are stored without their metadata (location, camera).',
  datasheet: 'A PDF, at most 10 MB.',
};

/**
 * Staff media upload (issue #16): drop files on the area or choose them with the picker; each file
 * goes in its own request, with its own progress bar and, when the shop refuses it, the shop's own
 * sentence under its name ("That file is not a JPEG, PNG or WebP image.").
 */
export function MediaUpload({ kind, multiple = false, onUploaded, label, disabled = false }: MediaUploadProps) {
  const apiKey = usePublicEnv()?.apiKey ?? '';
  const inputId = useId();
  const hintId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextId = useRef(0);
  const inFlight = useRef(new Map<number, UploadRequest>());
  const waiting = useRef<{ id: number; file: File }[]>([]);
  // Leaving the page cancels what is still being sent; no answer then reaches an unmounted list.
  useEffect(() => {
    const requests = inFlight.current;
    const queue = waiting.current;
    return () => {
      queue.length = 0;
      for (const request of requests.values()) request.cancel();
      requests.clear();
    };
  }, []);

  const update = (id: number, row: Partial<Row> & Pick<Row, 'state'>) =>
    setRows((all) => all.map((r) => (r.id === id ? ({ ...r, ...row } as Row) : r)));

  /** Starts waiting files while fewer than MAX_PARALLEL are being sent. */
  function sendWaiting() {
    while (inFlight.current.size < MAX_PARALLEL) {
      const next = waiting.current.shift();
      if (!next) return;
      const { id, file } = next;
      const request = sendMediaFile(kind, file, apiKey, (percent) => update(id, { state: 'sending', percent }));
      inFlight.current.set(id, request);
      void request.outcome.then((outcome) => {
        if (!inFlight.current.delete(id)) return;
        if (outcome.kind === 'uploaded') {
          update(id, { state: 'uploaded' });
          onUploaded(outcome.file);
        } else {
          update(id, { state: 'refused', message: outcome.message });
          toast.error(`${file.name}: ${outcome.message}`);
        }
        sendWaiting();
      });
    }
  }

  function upload(files: readonly File[]) {
    if (disabled) return;
    for (const file of multiple ? files : files.slice(0, 1)) {
      const id = nextId.current++;
      setRows((all) => [...all, { id, name: file.name, state: 'sending', percent: 0 }]);
      waiting.current.push({ id, file });
    }
    sendWaiting();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    upload([...event.dataTransfer.files]);
  }

  return (
    <div className="media-upload">
      {/* Dropping is a shortcut for pointer users; the labelled picker inside is the way for everyone. */}
      <div
        className={`media-upload__drop${dragging ? ' media-upload__drop--dragging' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="form-label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className="form-control"
          type="file"
          accept={MEDIA_ACCEPT[kind]}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            upload([...(event.currentTarget.files ?? [])]);
            // Cleared, so choosing the same file again (after a refusal) sends it again.
            event.currentTarget.value = '';
          }}
        />
        <p id={hintId} className="form-text mb-0">
          {multiple ? 'Drop files here or choose them. ' : 'Drop a file here or choose one. '}
          {HINTS[kind]}
        </p>
      </div>
      {rows.length > 0 && (
        <ul className="list-unstyled media-upload__list mt-2 mb-0">
          {rows.map((row) => (
            <li key={row.id} className="media-upload__row">
              <span className="media-upload__name">{row.name}</span>
              {row.state === 'sending' && (
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={`Uploading ${row.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={row.percent}
                >
                  <div className="progress-bar" style={{ width: `${row.percent}%` }} />
                </div>
              )}
              {row.state === 'uploaded' && <span className="text-success">Uploaded</span>}
              {row.state === 'refused' && (
                <span className="text-danger" role="alert">
                  {row.message}
                </span>
              )}
              {row.state !== 'sending' && (
                <button
                  type="button"
                  className="btn btn-sm btn-link"
                  aria-label={`Dismiss ${row.name}`}
                  onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}
                >
                  Dismiss
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
