import { z } from 'zod';

// How the company is doing, beside companies serving the same counties (docs/product.md#performance).

/** Below this many peer companies with a figure, their average is not shown: it could identify one. */
export const MIN_PEERS = 3;

/** The two windows the figures are given over: the recent days (`recent_days`), and all time. */
export const PERFORMANCE_WINDOWS = ['recent', 'all_time'] as const;
export type PerformanceWindow = (typeof PERFORMANCE_WINDOWS)[number];

export const figureSchema = z.object({
  /** This company's figure; null when it has nothing to compute it from yet. */
  value: z.number().nullable(),
  /** The average of the peer companies' figures; null when fewer than MIN_PEERS have one. */
  peer_average: z.number().nullable(),
  /** How many peer companies have this figure. */
  peers: z.number().int(),
});
export type Figure = z.infer<typeof figureSchema>;

export const performanceFiguresSchema = z.object({
  /** Invitations counted for the response rate: answered, or past the reply grace unanswered. */
  invitations: z.number().int(),
  answered: z.number().int(),
  quoted: z.number().int(),
  chosen: z.number().int(),
  ratings: z.number().int(),
  /** Share of counted invitations answered by a quote or a decline, 0 to 1. */
  response_rate: figureSchema,
  median_reply_minutes: figureSchema,
  /** Share of quotes offered that the customer chose, 0 to 1. */
  win_rate: figureSchema,
  /** Average stars, to one decimal. */
  rating: figureSchema,
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;

/** GET /api/operator/performance */
export const performanceSchema = z.object({
  /** How many days `recent` covers: the window matching judges companies over. */
  recent_days: z.number().int(),
  /** An unanswered invitation counts against the response rate once it is this many hours old. */
  reply_grace_hours: z.number().int(),
  recent: performanceFiguresSchema,
  all_time: performanceFiguresSchema,
  /** Companies other than this one serving at least one of its counties. */
  peer_companies: z.number().int(),
});
export type Performance = z.infer<typeof performanceSchema>;
