import type { HomeContent } from '@shared/content/content';
import { ContentIcon } from './content-icon';
import { backgroundStyle } from './content-style';

export function FeaturesSection({ features }: { features: HomeContent['features'] }) {
  const { styling } = features;
  return (
    <section
      aria-labelledby="features-title"
      className="py-14 sm:py-20"
      style={{
        ...backgroundStyle(
          styling.useGradient,
          styling.backgroundGradient,
          styling.backgroundColor,
        ),
        color: styling.textColor,
      }}
      data-testid="features"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            {features.title}
          </h2>
          {features.subtitle && <p className="mt-3 text-lg">{features.subtitle}</p>}
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.items.map((item, index) => (
            <li
              key={index}
              className="flex flex-col gap-3 rounded-xl border p-6 shadow-sm"
              style={{ backgroundColor: styling.cardBgColor }}
            >
              <span
                className="flex size-12 items-center justify-center rounded-lg"
                style={{ backgroundColor: styling.iconBgColor, color: styling.iconColor }}
              >
                <ContentIcon name={item.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-semibold" style={{ color: styling.cardTitleColor }}>
                {item.title}
              </h3>
              <p style={{ color: styling.cardDescriptionColor }}>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
