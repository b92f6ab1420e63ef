import { CircleAlert, LinkIcon, Lock, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

type LinkProblemProps = { error: Error; onRetry: () => void };

/**
 * Why a private link shows nothing: it was never valid (404), its request has closed (410), or
 * something failed on the way (anything else, which a retry may fix).
 */
export function LinkProblem({ error, onRetry }: LinkProblemProps) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 410) {
    const closed = status === 410;
    const Icon = closed ? Lock : LinkIcon;
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <Icon aria-hidden="true" className="size-12 text-gray-500" />
        <h1 className="text-3xl font-bold text-gray-900">
          {closed ? 'This request is closed' : 'This link is not valid'}
        </h1>
        <p className="max-w-xl text-gray-700">
          {closed
            ? 'The journey has taken place or the request was withdrawn, so this page is no longer available.'
            : 'Check that you opened the whole link from your email. Links are private and cannot be guessed.'}
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
      <CircleAlert aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="text-3xl font-bold text-gray-900">Something went wrong</h1>
      <p className="max-w-xl text-gray-700">
        We could not load this page: {error.message}. Please try again.
      </p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
