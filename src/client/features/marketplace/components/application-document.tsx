import { useEffect, useState } from 'react';
import { DOCUMENT_LABELS, type OperatorDocument } from '@shared/marketplace/applications';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fetchDocument } from '@/features/marketplace/applications-api';

/**
 * One document shown in the page: fetched with the bearer token into a blob: URL, drawn by the
 * browser's PDF viewer (iframe) or as an image — the server typed it by its bytes, so it is never
 * HTML (docs/product.md#pending-applications). The download link saves the same blob.
 */
export function ApplicationDocument({
  operatorId,
  document,
}: {
  operatorId: number;
  document: OperatorDocument;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const label = DOCUMENT_LABELS[document.kind];

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  async function open() {
    setState('loading');
    try {
      const blob = await fetchDocument(operatorId, document.id);
      setUrl(URL.createObjectURL(new Blob([blob], { type: document.content_type })));
      setState('open');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {label}{' '}
          <span className="font-normal text-muted-foreground">
            ({document.file_name}, {Math.max(1, Math.round(document.size / 1024))} KB)
          </span>
        </p>
        {state === 'open' && url ? (
          <a href={url} download={document.file_name} className="text-sm text-blue-800 underline">
            Download {label.toLowerCase()}
          </a>
        ) : (
          <Button type="button" size="sm" variant="outline" onClick={() => void open()}>
            View {label.toLowerCase()}
          </Button>
        )}
      </div>
      {state === 'loading' && <Spinner>Loading the {label.toLowerCase()}...</Spinner>}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          Could not load the {label.toLowerCase()}.
        </p>
      )}
      {state === 'open' && url ? (
        document.content_type === 'application/pdf' ? (
          <iframe src={url} title={label} className="h-96 w-full rounded border" />
        ) : (
          <img src={url} alt={label} className="max-h-96 w-auto self-start rounded border" />
        )
      ) : null}
    </div>
  );
}
