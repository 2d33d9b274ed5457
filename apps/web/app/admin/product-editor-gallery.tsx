import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MediaUpload } from './media-upload.tsx';
import type { PhotoRow } from './product-editor-state.ts';

interface GalleryProps {
  photos: PhotoRow[];
  /** Changes the photos from the latest ones (uploads finish one after another, between renders). */
  onUpdate: (change: (photos: PhotoRow[]) => PhotoRow[]) => void;
  /** Messages by path, e.g. 'gallery.1.alt'. */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
}

/**
 * The product's photos (decision 0104): uploaded several at a time, ordered by dragging a photo's
 * handle (pointer, or Space and the arrow keys) or with Move up / Move down; the first is the
 * product's main photo. Each needs its alt text: what the photo shows, for people who cannot see it.
 */
export function GalleryEditor({ photos, onUpdate, errors, disabled = false }: GalleryProps) {
  const ids = photos.map((p) => p.src);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: UniqueIdentifier) => `Photo ${ids.indexOf(String(id)) + 1}`;
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [from, to] = [ids.indexOf(String(active.id)), ids.indexOf(String(over.id))];
    onUpdate((all) => arrayMove(all, from, to));
  };
  const added = (src: string) => onUpdate((all) => (all.some((p) => p.src === src) ? all : [...all, { src, alt: '' }]));
  return (
    <fieldset className="admin-order__box">
      <legend className="h6">Photos</legend>
      <p className="small text-body-secondary">
        The first photo is the main one on cards and the product page. Drag a photo by its handle, or use Move up and Move down. Every photo
        needs alt text.
      </p>
      {errors.gallery && (
        <p className="text-danger small" role="alert">
          {errors.gallery}
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
            onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : undefined),
            onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at the place of ${nameOf(over.id)}.` : 'Dropped.'),
            onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ol className="product-editor-gallery list-unstyled" aria-label="Photos in order">
            {photos.map((photo, index) => (
              <PhotoItem
                key={photo.src}
                photo={photo}
                index={index}
                count={photos.length}
                error={errors[`gallery.${index}.alt`] ?? errors[`gallery.${index}.src`]}
                disabled={disabled}
                onAlt={(alt) => onUpdate((all) => all.map((p, i) => (i === index ? { ...p, alt } : p)))}
                onMove={(to) => onUpdate((all) => arrayMove(all, index, to))}
                onRemove={() => onUpdate((all) => all.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <MediaUpload kind="image" multiple label="Add photos" disabled={disabled} onUploaded={(file) => added(file.src)} />
    </fieldset>
  );
}

interface PhotoItemProps {
  photo: PhotoRow;
  index: number;
  count: number;
  error: string | undefined;
  disabled: boolean;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function PhotoItem({ photo, index, count, error, disabled, onAlt, onMove, onRemove }: PhotoItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.src,
    disabled,
  });
  const altId = `photo-alt-${index}`;
  return (
    <li
      ref={setNodeRef}
      className={`product-editor-gallery__item${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="gallery-photo"
    >
      <div className="d-flex gap-2 align-items-start">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn btn-sm btn-light product-editor-gallery__handle"
          aria-label={`Drag photo ${index + 1}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <img src={photo.src} alt="" width={96} height={96} className="product-editor-gallery__thumb" />
        <div className="flex-grow-1">
          <label htmlFor={altId} className="form-label small mb-1">
            Alt text of photo {index + 1}
            {index === 0 && ' (main photo)'}
          </label>
          <input
            id={altId}
            className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
            value={photo.alt}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${altId}-error` : undefined}
            onChange={(e) => onAlt(e.target.value)}
          />
          {error && (
            <div id={`${altId}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          )}
          <div className="btn-group btn-group-sm mt-1">
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={disabled || index === 0}
              onClick={() => onMove(index - 1)}
            >
              <span aria-hidden="true">Move up</span>
              <span className="visually-hidden">Move up photo {index + 1}</span>
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={disabled || index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <span aria-hidden="true">Move down</span>
              <span className="visually-hidden">Move down photo {index + 1}</span>
            </button>
            <button type="button" className="btn btn-outline-danger" disabled={disabled} onClick={onRemove}>
              <span aria-hidden="true">Remove</span>
              <span className="visually-hidden">Remove photo {index + 1}</span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
