import { MapPinIcon } from 'lucide-react';
import type { HomeContent } from '@shared/content/content';
import { portfolioImageUrl } from './content-images';

/** Recent jobs: a location and its photos (or just the location while there are none). */
export function PortfolioSection({ portfolio }: { portfolio: HomeContent['portfolio'] }) {
  if (portfolio.jobs.length === 0) return null;
  return (
    <section
      aria-labelledby="portfolio-title"
      className="bg-white py-14 sm:py-20"
      data-testid="portfolio"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="portfolio-title" className="text-3xl font-bold tracking-tight text-gray-900">
            {portfolio.title}
          </h2>
          {portfolio.subtitle && <p className="mt-3 text-lg text-gray-600">{portfolio.subtitle}</p>}
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {portfolio.jobs.map((job, index) => {
            const urls = job.images.map(portfolioImageUrl).filter((url) => url !== null);
            return (
              <li key={index} className="overflow-hidden rounded-xl border bg-white shadow-sm">
                {urls[0] ? (
                  <img
                    src={urls[0]}
                    alt={job.location ? `Journey: ${job.location}` : 'A recent journey'}
                    width={640}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[8/5] w-full object-cover"
                  />
                ) : null}
                <p className="flex items-center gap-2 p-5 font-semibold text-gray-900">
                  <MapPinIcon aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
                  {job.location}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
