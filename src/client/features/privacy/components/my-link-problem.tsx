import { CircleAlert, LinkIcon, RotateCw, TimerOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * Why a "My requests" link shows nothing: past its 30 minutes (410), never valid (404), or a
 * failure a retry may fix. The first two offer a new link.
 */
export function MyLinkProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 410) {
    const expired = status === 410;
    const Icon = expired ? TimerOff : LinkIcon;
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <Icon aria-hidden="true" className="size-12 text-gray-500" />
        <h1 className="text-3xl font-bold text-gray-900">
          {expired ? 'This link has expired' : 'This link is not valid'}
        </h1>
        <p className="max-w-xl text-gray-700">
          {expired
            ? 'Links to your requests work for 30 minutes. Ask for a new one; it takes a moment.'
            : 'Check that you opened the whole link from your email, or ask for a new one.'}
        </p>
        <Button asChild>
          <Link to={paths.my}>Get a new link</Link>
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
      <CircleAlert aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="text-3xl font-bold text-gray-900">Something went wrong</h1>
      <p className="max-w-xl text-gray-700">
        We could not load your requests: {error.message}. Please try again.
      </p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
