import { useMemo } from 'react';
import type { HomeContent } from '@shared/content/content';
import { sanitizeInlineHtml } from '@shared/sanitize-html';
import { ContentIcon } from './content-icon';
import { vehicleImageSrc } from './content-images';
import { QUOTE_FORM_ANCHOR, backgroundStyle } from './content-style';

type Fleet = HomeContent['fleet'];

/** Vehicles on offer. Hidden by default; loaded only when a page shows it (see home-sections). */
export function FleetSection({ fleet }: { fleet: Fleet }) {
  const { styling } = fleet;
  // The only HTML from content on the site: allowlisted inline tags, no attributes
  // (docs/product.md#page-content-validation).
  const titleHtml = useMemo(() => ({ __html: sanitizeInlineHtml(fleet.title) }), [fleet.title]);
  return (
    <section
      aria-labelledby="fleet-title"
      className="py-14 sm:py-20"
      style={{ backgroundColor: styling.sectionBgColor }}
      data-testid="fleet"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="fleet-title"
            className="text-3xl font-bold tracking-tight"
            style={{ color: styling.titleColor }}
            dangerouslySetInnerHTML={titleHtml}
          />
          {fleet.subtitle && (
            <p className="mt-3 text-lg" style={{ color: styling.subtitleColor }}>
              {fleet.subtitle}
            </p>
          )}
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {fleet.vehicles.map((vehicle, index) => (
            <VehicleCard key={index} vehicle={vehicle} styling={styling} />
          ))}
        </ul>
      </div>
    </section>
  );
}

type VehicleCardProps = { vehicle: Fleet['vehicles'][number]; styling: Fleet['styling'] };

function VehicleCard({ vehicle, styling }: VehicleCardProps) {
  const image = vehicle.images[0];
  const src = vehicleImageSrc(image);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border shadow-sm"
      style={{ backgroundColor: styling.cardBgColor }}
    >
      <div
        className="flex items-center justify-between gap-3 p-5 text-white"
        style={backgroundStyle(
          styling.useCardHeaderGradient,
          styling.cardHeaderBgGradient,
          styling.cardHeaderBgColor,
        )}
      >
        <ContentIcon name={vehicle.icon} fallback="Bus" className="size-8" />
        <span
          className="rounded-full px-3 py-1 text-xs font-semibold"
          style={{ backgroundColor: styling.badgeBgColor, color: styling.badgeTextColor }}
        >
          {vehicle.passengers}
        </span>
      </div>
      {src && (
        <img
          src={src}
          alt={typeof image?.alt === 'string' && image.alt ? image.alt : vehicle.name}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold" style={{ color: styling.cardTitleColor }}>
          {vehicle.name}
        </h3>
        <p style={{ color: styling.cardDescriptionColor }}>{vehicle.description}</p>
        {vehicle.features.length > 0 && (
          <ul
            className="flex flex-wrap gap-2 text-sm"
            style={{ color: styling.cardDescriptionColor }}
          >
            {vehicle.features.map((feature, index) => (
              <li key={index} className="rounded-md border px-2 py-0.5">
                {feature}
              </li>
            ))}
          </ul>
        )}
        {vehicle.ideal && (
          <p className="text-sm" style={{ color: styling.cardDescriptionColor }}>
            <span className="font-semibold">Ideal for:</span> {vehicle.ideal}
          </p>
        )}
        <a
          href={QUOTE_FORM_ANCHOR}
          className="mt-auto inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2"
          style={{
            ...backgroundStyle(
              styling.useButtonGradient,
              styling.buttonBgGradient,
              styling.buttonBgColor,
            ),
            color: styling.buttonTextColor,
          }}
        >
          {vehicle.buttonText}
        </a>
      </div>
    </li>
  );
}
