import { CheckCircle2Icon, ClockIcon } from 'lucide-react';
import type { QuoteFormContent } from '@shared/content/quote-form';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type QuoteFormHeaderProps = { content: QuoteFormContent; titleId: string };

/** Urgency banner, card title and subtitle, and the trust indicators, all from the content. */
export function QuoteFormHeader({ content, titleId }: QuoteFormHeaderProps) {
  const { styling } = content;
  return (
    <>
      <div>
        {content.urgencyBanner ? (
          <p
            className="flex items-center justify-center gap-2 px-4 py-2 text-center text-sm font-semibold"
            style={{ backgroundColor: styling.bannerBgColor, color: styling.bannerTextColor }}
          >
            <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
            {content.urgencyBanner}
          </p>
        ) : null}
        <CardHeader
          className="py-5"
          style={{ backgroundColor: styling.cardHeaderBgColor, color: styling.cardHeaderTextColor }}
        >
          <CardTitle asChild>
            <h2 id={titleId} className="text-2xl font-bold">
              {content.cardTitle}
            </h2>
          </CardTitle>
          {content.cardSubtitle ? (
            <CardDescription className="text-base" style={{ color: styling.cardHeaderTextColor }}>
              {content.cardSubtitle}
            </CardDescription>
          ) : null}
        </CardHeader>
      </div>
      {content.trustIndicators.length > 0 ? (
        <ul
          aria-label="Why request quotes here"
          className="flex flex-wrap justify-center gap-x-5 gap-y-2 px-6 text-sm font-medium"
          style={{ color: styling.trustIndicatorColor }}
        >
          {content.trustIndicators.map((indicator) => (
            <li key={indicator} className="flex items-center gap-1.5">
              <CheckCircle2Icon aria-hidden="true" className="size-4 shrink-0" />
              {indicator}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
