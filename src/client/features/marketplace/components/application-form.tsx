import { useState } from 'react';
import {
  ALREADY_APPLIED,
  DOCUMENT_KINDS,
  applicationFormSchema,
  type ApplicationFormValues,
  type DocumentKind,
} from '@shared/marketplace/applications';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useSubmitApplication } from '@/features/marketplace/applications-api';
import {
  ApplicationDocuments,
  checkDocumentFiles,
  type DocumentErrors,
  type DocumentFiles,
} from '@/features/marketplace/components/application-documents';
import { ApplicationPledges } from '@/features/marketplace/components/application-pledges';
import {
  CompanyFields,
  type OperatorSectionProps,
  type RenderPlaceInput,
} from '@/features/marketplace/components/operator-form-fields';
import { ServiceFields } from '@/features/marketplace/components/service-fields';
import { emptyOperatorFormValues, operatorFormError } from '@/features/marketplace/operator-form';

const emptyApplication = (): ApplicationFormValues => ({
  ...emptyOperatorFormValues(),
  notes: null,
  garda_vetted: null,
  terms_accepted: false,
});

type ApplicationFormProps = {
  renderPlaceInput: RenderPlaceInput;
  termsHref: string;
  onSent: (message: string) => void;
};

/** The application of `/operators/join` (docs/product.md#for-bus-companies). */
export function ApplicationForm({ renderPlaceInput, termsHref, onSent }: ApplicationFormProps) {
  const form = useSchemaForm(applicationFormSchema, {
    defaultValues: emptyApplication(),
    error: operatorFormError,
  });
  // The admin form's sections edit the fields both forms share, by the same names.
  const shared = form as unknown as OperatorSectionProps['form'];
  const submit = useSubmitApplication();
  const [files, setFiles] = useState<DocumentFiles>({
    insurance_certificate: null,
    operator_licence: null,
  });
  const [fileErrors, setFileErrors] = useState<DocumentErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const chooseFile = (kind: DocumentKind, file: File | null) => {
    setFiles((current) => ({ ...current, [kind]: file }));
    setFileErrors(({ [kind]: _gone, ...rest }) => rest);
  };

  const send = form.handleSubmit(
    async (values) => {
      const errors = checkDocumentFiles(files);
      setFileErrors(errors);
      if (Object.keys(errors).length > 0) return;
      setProblem(null);
      try {
        const result = await submit.mutateAsync({
          input: { ...values, notes: null },
          files: files as Record<DocumentKind, File>,
        });
        onSent(result.message);
      } catch (error) {
        applyServerErrors(form, error);
        if (error instanceof ApiError) {
          const fields = error.fieldErrors();
          setFileErrors(
            Object.fromEntries(
              DOCUMENT_KINDS.filter((kind) => fields[kind]).map((kind) => [kind, fields[kind]![0]]),
            ),
          );
          setProblem(error.status === 409 ? ALREADY_APPLIED : error.message);
        } else setProblem('Could not send the application. Please try again.');
      }
    },
    () => setFileErrors(checkDocumentFiles(files)),
  );

  return (
    <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-8">
      <section className="flex flex-col gap-4" aria-labelledby="application-company">
        <h2 id="application-company" className="text-xl font-semibold">
          Your company
        </h2>
        <CompanyFields form={shared} />
        <ServiceFields form={shared} renderPlaceInput={renderPlaceInput} />
      </section>
      <ApplicationDocuments errors={fileErrors} onChange={chooseFile} />
      <ApplicationPledges form={form} termsHref={termsHref} />
      {problem ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="self-start" disabled={submit.isPending}>
        {submit.isPending ? 'Sending...' : 'Send application'}
      </Button>
    </form>
  );
}
