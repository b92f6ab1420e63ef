import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DOCUMENT_KINDS, type DocumentKind } from '@shared/marketplace/applications';
import type { CompanyProfile } from '@shared/workspace/profile';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import {
  ApplicationDocument,
  ApplicationDocuments,
  checkDocumentFiles,
  type DocumentErrors,
  type DocumentFiles,
} from '@/features/marketplace';
import { useSendDocuments } from '@/features/workspace/profile/api';

const noFiles = (): DocumentFiles => ({ insurance_certificate: null, operator_licence: null });

/** The documents our team accepted, and (for the owner) new ones sent for review. */
export function DocumentsForm({ profile }: { profile: CompanyProfile }) {
  const [files, setFiles] = useState<DocumentFiles>(noFiles);
  const [errors, setErrors] = useState<DocumentErrors>({});
  // A new key clears the file inputs once sent.
  const [round, setRound] = useState(0);
  const send = useSendDocuments();

  const choose = (kind: DocumentKind, file: File | null) => {
    setFiles((current) => ({ ...current, [kind]: file }));
    setErrors(({ [kind]: _gone, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = Object.fromEntries(
      DOCUMENT_KINDS.flatMap((kind) => (files[kind] ? [[kind, files[kind]]] : [])),
    ) as Partial<Record<DocumentKind, File>>;
    const problems = checkDocumentFiles(files, { required: false });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (Object.keys(chosen).length === 0) {
      setErrors({ insurance_certificate: 'Choose at least one new document' });
      return;
    }
    try {
      await send.mutateAsync(chosen);
      toast.success('Documents sent for review');
      setFiles(noFiles());
      setRound((value) => value + 1);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      setErrors(
        Object.fromEntries(
          DOCUMENT_KINDS.filter((kind) => fields[kind]).map((kind) => [kind, fields[kind]![0]]),
        ),
      );
      toast.error(error instanceof Error ? error.message : 'Could not send the documents');
    }
  }

  return (
    <section aria-labelledby="profile-documents" className="flex flex-col gap-4">
      <h2 id="profile-documents" className="text-xl font-semibold">
        Documents
      </h2>
      {profile.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents on file yet.</p>
      ) : (
        <div className="flex flex-col gap-2">
          {profile.documents.map((document) => (
            <ApplicationDocument
              key={document.id}
              operatorId={profile.company.id}
              document={document}
            />
          ))}
        </div>
      )}
      {profile.your_role === 'owner' ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <ApplicationDocuments
            key={round}
            legend="Send new documents for review"
            required={false}
            errors={errors}
            onChange={choose}
          />
          <Button type="submit" variant="outline" className="self-start" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send for review'}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">
          Only your company&apos;s owner can send new documents.
        </p>
      )}
    </section>
  );
}
