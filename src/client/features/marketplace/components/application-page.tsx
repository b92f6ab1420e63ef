import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { ApplicationForm } from '@/features/marketplace/components/application-form';
import type { RenderPlaceInput } from '@/features/marketplace/components/operator-form-fields';

type ApplicationPageProps = { renderPlaceInput: RenderPlaceInput; termsHref: string };

/** `/operators/join`, "For bus companies" (docs/product.md#for-bus-companies). */
export function ApplicationPage({ renderPlaceInput, termsHref }: ApplicationPageProps) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
          For bus companies
        </h1>
        <p className="text-lg text-gray-700">
          Receive coach hire requests from groups in the counties you serve, and quote for the ones
          you want. Joining is free. We check your operator licence and insurance before your
          company receives requests.
        </p>
      </header>
      {sent ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border bg-white p-5 shadow-sm"
        >
          <CircleCheckIcon aria-hidden="true" className="size-8 shrink-0 text-green-700" />
          <div>
            <h2 className="text-xl font-semibold">Application sent</h2>
            <p className="mt-1 text-gray-700">{sent}</p>
          </div>
        </div>
      ) : (
        <div className="rounded-xl border bg-white p-4 shadow-sm sm:p-6">
          <ApplicationForm
            renderPlaceInput={renderPlaceInput}
            termsHref={termsHref}
            onSent={setSent}
          />
        </div>
      )}
    </div>
  );
}
