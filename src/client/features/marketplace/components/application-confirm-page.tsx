import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmApplication } from '@/features/marketplace/applications-api';

/**
 * `/operators/confirm/{token}`: confirms the application once, as the page opens
 * (docs/product.md#for-bus-companies).
 */
export function ApplicationConfirmPage({ token }: { token: string }) {
  const confirm = useConfirmApplication();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page, also under React's development double effects.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  if (confirm.isSuccess) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border bg-white p-5 shadow-sm"
      >
        <CircleCheckIcon aria-hidden="true" className="size-8 shrink-0 text-green-700" />
        <div>
          <h1 className="text-2xl font-semibold">Application confirmed</h1>
          <p className="mt-1 text-gray-700">{confirm.data.message}</p>
        </div>
      </div>
    );
  }
  if (confirm.isError) {
    return (
      <div role="alert" className="rounded-xl border bg-white p-5 shadow-sm">
        <h1 className="text-2xl font-semibold">This link does not work</h1>
        <p className="mt-1 text-gray-700">{confirm.error.message}</p>
      </div>
    );
  }
  return <Spinner>Confirming your application...</Spinner>;
}
