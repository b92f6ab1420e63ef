import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { type FigureKey, describeFigure } from '@shared/content/figures';
import type { SiteFigures } from '@shared/content/figures-schema';

/**
 * The live figures a page may show (docs/product.md#figures-shown-to-visitors): `undefined`
 * while they load (nothing drawn, as in the server's pre-rendered page), null when the lookup
 * failed (nothing passes).
 */
export type LoadedFigures = SiteFigures | null | undefined;

type LiveFiguresProps = {
  keys: readonly FigureKey[];
  figures: LoadedFigures;
  /** Shown while no figure has passed its threshold; empty shows nothing. */
  neutralText?: string;
  /** The list's classes, instead of a wrapping row. */
  className?: string;
  itemClassName?: string;
  valueStyle?: CSSProperties;
  labelStyle?: CSSProperties;
};

/**
 * Each figure past its threshold as a value and its words; else the neutral line. While the
 * figures load, the neutral line's place is held (invisible, hidden from assistive technology):
 * on a site whose figures are below their thresholds, which is every young site, their arrival
 * then moves nothing (CLS).
 */
export function LiveFigures({
  keys,
  figures,
  neutralText = '',
  className,
  itemClassName,
  valueStyle,
  labelStyle,
}: LiveFiguresProps) {
  if (figures === undefined) {
    return neutralText ? (
      <p className="invisible font-medium" aria-hidden="true">
        {neutralText}
      </p>
    ) : null;
  }
  const shown = keys.flatMap((key) => {
    const text = describeFigure(key, figures ?? undefined);
    return text ? [{ key, ...text }] : [];
  });
  if (shown.length === 0) {
    return neutralText ? (
      <p className="font-medium" style={labelStyle} data-testid="figures-neutral">
        {neutralText}
      </p>
    ) : null;
  }
  return (
    <dl className={className ?? 'flex flex-wrap gap-x-8 gap-y-4'} data-testid="live-figures">
      {shown.map(({ key, value, label }) => (
        <div key={key} className={clsx('flex flex-col-reverse', itemClassName)}>
          <dt style={labelStyle}>{label}</dt>
          <dd className="text-3xl font-bold" style={valueStyle}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
