import type { MediaUploadKind } from '@suraksha/contracts/admin/media';
import { useState } from 'react';
import { FormField } from '../ui/form-field.tsx';
import { MediaUpload } from './media-upload.tsx';

interface Props {
  name: string;
  label: string;
  kind: MediaUploadKind;
  defaultValue?: string | null | undefined;
  error?: string | undefined;
  hint: string;
  idPrefix: string;
}

/**
 * A file of a package, catalogue or certificate: its path under /media or an https address, typed
 * or pasted, or filled in by uploading the file (the upload's answer is its /media path). The text
 * field is what the form sends, so staff can see and change what an upload put there.
 */
export function MediaPathField({ name, label, kind, defaultValue, error, hint, idPrefix }: Props) {
  const [value, setValue] = useState(defaultValue ?? '');
  return (
    <div className="media-path-field">
      <FormField
        name={name}
        label={label}
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint={hint}
        mark="optional"
        idPrefix={idPrefix}
      />
      <MediaUpload
        kind={kind}
        label={kind === 'image' ? `Or upload the ${label.toLowerCase()}` : 'Or upload the PDF'}
        onUploaded={(file) => setValue(file.src)}
      />
    </div>
  );
}
