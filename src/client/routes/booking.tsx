import { Link, useParams } from 'react-router';
import { defaultHomeContent } from '@shared/content/defaults';
import { QUOTES_META } from '@shared/content/page-meta';
import { BookingSection } from '@/features/bookings';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { useNoindex } from '@/features/marketplace/hooks/use-noindex';
import { renderContentIcon } from './home';

/** `/quotes/:token/booking`: the customer's booking, where its confirmation email leads. */
export function BookingRoute() {
  const { token = '' } = useParams();
  usePageMeta(QUOTES_META);
  useNoindex();
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="bg-slate-50 py-10 sm:py-14">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">Your coach booking</h1>
          <BookingSection key={token} token={token} />
          <Link className="text-blue-800 underline" to={`/quotes/${encodeURIComponent(token)}`}>
            Back to your quotes
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}

export { BookingRoute as Component };
