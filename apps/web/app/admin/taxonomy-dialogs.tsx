import type { FormEvent, ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { SubmitButton } from '../ui/form-parts.tsx';

/** The dialogs and buttons the brands, categories, packages, catalogues and certificates screens share; `noun` names what they change in ids and labels. */
type Noun = 'brand' | 'category' | 'package' | 'catalogue' | 'certificate';

/** The dialog that edits a brand or category (`editing`; closed when null): its fields, Cancel and Save. */
export function TaxonomyEditDialog({
  noun,
  editing,
  busy,
  onSave,
  onClose,
  children,
  after,
}: {
  noun: Noun;
  editing: { title: string } | null;
  busy: boolean;
  onSave: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
  /** What the dialog shows below its form, saved on its own (a category's Nepali name). */
  after?: ReactNode;
}) {
  return (
    <Modal show={editing !== null} onHide={onClose} aria-labelledby={`${noun}-edit-heading`} centered>
      <form onSubmit={onSave} noValidate aria-label={`Edit the ${noun}`}>
        <Modal.Header closeButton>
          <Modal.Title id={`${noun}-edit-heading`}>Edit {editing?.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={busy} label="Save" />
        </Modal.Footer>
      </form>
      {after && <div className="px-3 pb-3">{after}</div>}
    </Modal>
  );
}

/**
 * The confirmation before a brand or category (`confirming`; closed when null) is deactivated,
 * saying what happens to the products that refer to it (`warning`).
 */
export function TaxonomyDeactivateDialog<T extends { title: string }>({
  noun,
  confirming,
  warning,
  onDeactivate,
  onClose,
}: {
  noun: Noun;
  confirming: T | null;
  warning: (item: T) => ReactNode;
  onDeactivate: (item: T) => void;
  onClose: () => void;
}) {
  return (
    <Modal show={confirming !== null} onHide={onClose} aria-labelledby={`${noun}-confirm-title`} centered>
      <Modal.Header closeButton>
        <Modal.Title id={`${noun}-confirm-title`}>Deactivate {confirming?.title}?</Modal.Title>
      </Modal.Header>
      <Modal.Body>{confirming && warning(confirming)}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={() => confirming && onDeactivate(confirming)}>
          Deactivate
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/** Deactivate for an active brand or category (`onDeactivate`: the confirmation first), Activate for an inactive one. */
export function TaxonomyActiveButton({
  item,
  onDeactivate,
  onActivate,
}: {
  item: { title: string; active: boolean };
  onDeactivate: () => void;
  onActivate: () => void;
}) {
  return item.active ? (
    <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDeactivate} aria-label={`Deactivate ${item.title}`}>
      Deactivate
    </button>
  ) : (
    <button type="button" className="btn btn-sm btn-outline-success" onClick={onActivate} aria-label={`Activate ${item.title}`}>
      Activate
    </button>
  );
}
