import { StarIcon } from 'lucide-react';
import type { HomeContent } from '@shared/content/content';
import { backgroundStyle } from './content-style';

type Testimonials = HomeContent['testimonials'];

function Stars({ rating, color }: { rating: number; color: string }) {
  const stars = Math.min(5, Math.max(1, Math.round(rating)));
  return (
    <p className="flex gap-0.5" style={{ color }}>
      <span className="sr-only">Rated {stars} out of 5</span>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className="size-5"
          fill={index < stars ? 'currentColor' : 'none'}
        />
      ))}
    </p>
  );
}

/** What visitors may read: testimonials an editor wrote, never the built-in examples. */
export function writtenTestimonials(testimonials: Testimonials): Testimonials['testimonials'] {
  return testimonials.testimonials.filter((item) => !item.isExample);
}

/**
 * The testimonials an editor wrote (docs/product.md#home-content); the home page leaves the
 * section out while there are none.
 */
export function TestimonialsSection({ testimonials }: { testimonials: Testimonials }) {
  const { styling } = testimonials;
  return (
    <section
      aria-labelledby="testimonials-title"
      className="py-14 sm:py-20"
      style={backgroundStyle(
        styling.useSectionBgGradient,
        styling.sectionBgGradient,
        styling.sectionBgColor,
      )}
      data-testid="testimonials"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="testimonials-title"
            className="text-3xl font-bold tracking-tight"
            style={{ color: styling.titleColor }}
          >
            {testimonials.title}
          </h2>
          {testimonials.subtitle && (
            <p className="mt-3 text-lg" style={{ color: styling.subtitleColor }}>
              {testimonials.subtitle}
            </p>
          )}
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {writtenTestimonials(testimonials).map((item, index) => (
            <li
              key={index}
              className="flex flex-col gap-4 rounded-xl border p-6 shadow-sm"
              style={{ backgroundColor: styling.cardBgColor, borderColor: styling.cardBorderColor }}
            >
              <Stars rating={item.rating} color={styling.starColor} />
              <figure className="flex flex-1 flex-col gap-4">
                <blockquote className="flex-1" style={{ color: styling.quoteTextColor }}>
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption>
                  <span className="block font-semibold" style={{ color: styling.nameColor }}>
                    {item.name}
                  </span>
                  <span className="block text-sm" style={{ color: styling.roleColor }}>
                    {item.role}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {(testimonials.trustedByText || testimonials.trustedByLogos.length > 0) && (
          <div className="mt-12 text-center">
            <p className="text-sm font-medium" style={{ color: styling.trustedByTextColor }}>
              {testimonials.trustedByText}
            </p>
            <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-2">
              {testimonials.trustedByLogos.map((name, index) => (
                <li
                  key={index}
                  className="text-lg font-semibold"
                  style={{ color: styling.trustedByLogoTextColor }}
                >
                  {name}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
