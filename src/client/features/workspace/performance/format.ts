import { type Figure, MIN_PEERS, type PerformanceFigures } from '@shared/workspace/performance';
import { pluralize } from '@/features/marketplace';

export const formatShare = (share: number) => `${Math.round(share * 100)}%`;

/** `45 min`, `2 h 5 min`, `1 day 3 h`: a reply time as a dispatcher reads it. */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return rest === 0 ? `${Math.floor(whole / 60)} h` : `${Math.floor(whole / 60)} h ${rest} min`;
  }
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.round((whole - days * 24 * 60) / 60);
  return hours === 0 ? pluralize(days, 'day') : `${pluralize(days, 'day')} ${hours} h`;
}

export const formatStars = (rating: number) => `${rating.toFixed(1)} out of 5`;

export type FigureKey = 'response_rate' | 'median_reply_minutes' | 'win_rate' | 'rating';

type FigureText = {
  title: string;
  format: (value: number) => string;
  /** What the figure counts, under it. */
  basis: (figures: PerformanceFigures) => string;
  /** Plain words when the company has nothing to compute it from in the window. */
  none: string;
};

/** Each figure's title, format and words; `{window}` is `in the last 90 days` or `yet`. */
export const FIGURES: Record<FigureKey, FigureText> = {
  response_rate: {
    title: 'Response rate',
    format: formatShare,
    basis: (f) => `${f.answered} of ${pluralize(f.invitations, 'invitation')} answered`,
    none: 'No invitations {window}',
  },
  median_reply_minutes: {
    title: 'Median reply time',
    format: formatMinutes,
    basis: (f) => `Over ${pluralize(f.answered, 'answer')}`,
    none: 'No answered invitations {window}',
  },
  win_rate: {
    title: 'Win rate',
    format: formatShare,
    basis: (f) => `${f.chosen} of ${pluralize(f.quoted, 'quote')} chosen`,
    none: 'No quotes {window}',
  },
  rating: {
    title: 'Rating',
    format: formatStars,
    basis: (f) => `From ${pluralize(f.ratings, 'rating')}`,
    none: 'No ratings {window}',
  },
};

/** The line beside a figure about companies serving the same counties. */
export function describePeers(figure: Figure, format: (value: number) => string): string {
  if (figure.peer_average !== null) {
    return `Companies serving your counties: ${format(figure.peer_average)} on average`;
  }
  return `Average of companies serving your counties not shown: fewer than ${MIN_PEERS} have this figure`;
}
