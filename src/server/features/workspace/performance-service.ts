import {
  type Figure,
  MIN_PEERS,
  type Performance,
  type PerformanceFigures,
} from '@shared/workspace/performance';
import type { Database } from '../../db/client';
import { REPLY_GRACE_HOURS, STATS_WINDOW_DAYS } from '../marketplace';
import { type PerformanceRow, loadPerformanceRow } from './performance-repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));
const roundTo = (value: number | null, places: number) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

/** Ratings read to one decimal, as on the comparison page; shares and minutes to 4 and 1. */
const PLACES = { response_rate: 4, median_reply_minutes: 1, win_rate: 4, rating: 1 } as const;

function figure(row: PerformanceRow, name: keyof typeof PLACES): Figure {
  const peers = Number(row[`peers_${name}`] ?? 0);
  return {
    value: roundTo(numberOrNull(row[name]), PLACES[name]),
    // Too few peers would let a company work out one competitor's figure.
    peer_average:
      peers >= MIN_PEERS ? roundTo(numberOrNull(row[`peer_${name}`]), PLACES[name]) : null,
    peers,
  };
}

function toFigures(row: PerformanceRow): PerformanceFigures {
  return {
    invitations: Number(row.invitations ?? 0),
    answered: Number(row.answered ?? 0),
    quoted: Number(row.quoted ?? 0),
    chosen: Number(row.chosen ?? 0),
    ratings: Number(row.ratings ?? 0),
    response_rate: figure(row, 'response_rate'),
    median_reply_minutes: figure(row, 'median_reply_minutes'),
    win_rate: figure(row, 'win_rate'),
    rating: figure(row, 'rating'),
  };
}

/**
 * The company's figures over the window matching judges it by and over all time, each beside
 * its peers' average (docs/product.md#performance).
 */
export async function loadPerformance(
  db: Database,
  operatorId: number,
  now = new Date(),
): Promise<Performance> {
  const graceStart = new Date(now.getTime() - REPLY_GRACE_HOURS * HOUR_MS);
  const since = new Date(now.getTime() - STATS_WINDOW_DAYS * DAY_MS);
  const [recent, allTime] = await Promise.all([
    loadPerformanceRow(db, { operatorId, now, since, graceStart }),
    loadPerformanceRow(db, { operatorId, now, since: null, graceStart }),
  ]);
  return {
    recent_days: STATS_WINDOW_DAYS,
    reply_grace_hours: REPLY_GRACE_HOURS,
    recent: toFigures(recent),
    all_time: toFigures(allTime),
    peer_companies: Number(recent.peer_companies),
  };
}
