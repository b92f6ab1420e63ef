import {
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  MAX_DOCUMENT_BYTES,
  type DocumentKind,
} from '@shared/marketplace/applications';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { fieldId } from '@/features/marketplace/operator-form';

export type DocumentFiles = Record<DocumentKind, File | null>;
export type DocumentErrors = Partial<Record<DocumentKind, string>>;

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const ACCEPTED_NAME = /\.(pdf|jpe?g|png)$/i;

/**
 * The browser's first look at a chosen file (name and size); the server decides by the bytes
 * (docs/product.md#for-bus-companies).
 */
export function checkDocumentFiles(files: DocumentFiles, { required = true } = {}): DocumentErrors {
  const errors: DocumentErrors = {};
  for (const kind of DOCUMENT_KINDS) {
    const file = files[kind];
    if (!file) {
      if (required) errors[kind] = `Attach the ${DOCUMENT_LABELS[kind].toLowerCase()}`;
    } else if (file.size > MAX_DOCUMENT_BYTES) errors[kind] = 'Each file can be at most 10 MB';
    else if (!ACCEPTED_NAME.test(file.name)) errors[kind] = 'Upload a PDF, JPEG or PNG file';
  }
  return errors;
}

type ApplicationDocumentsProps = {
  errors: DocumentErrors;
  onChange: (kind: DocumentKind, file: File | null) => void;
  /** False where only new documents are sent (a company's profile). */
  required?: boolean;
  legend?: string;
};

/** The insurance certificate and the operator licence: PDF, JPEG or PNG, at most 10 MB each. */
export function ApplicationDocuments({
  errors,
  onChange,
  required = true,
  legend = 'Documents',
}: ApplicationDocumentsProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      {DOCUMENT_KINDS.map((kind) => (
        <FormField
          key={kind}
          id={fieldId(kind)}
          label={DOCUMENT_LABELS[kind]}
          required={required}
          error={errors[kind]}
          hint="PDF, JPEG or PNG, at most 10 MB."
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              name={kind}
              accept={ACCEPT}
              onChange={(event) => onChange(kind, event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      ))}
    </fieldset>
  );
}
