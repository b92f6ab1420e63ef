import {
  chartSummary,
  niceCeiling,
  shortDay,
  type DailyCount,
} from '@/features/dashboard/chart-scale';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 24, left: 28 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/**
 * Leads per day as bars. The drawing is one labelled image (its summary is the label); the
 * exact figures are in a table that only assistive tech reads.
 */
export function LeadsPerDayChart({ days }: { days: readonly DailyCount[] }) {
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.count)));
  const slot = PLOT_W / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (count: number) => PAD.top + PLOT_H - (count / top) * PLOT_H;
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Leads per day. ${chartSummary(days)}`}
        className="h-auto max-h-64 w-full max-w-4xl text-muted-foreground"
      >
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-current text-[11px]"
            >
              {Number.isInteger(tick) ? tick : ''}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={y(day.count)}
                width={barWidth}
                height={Math.max(0, PAD.top + PLOT_H - y(day.count))}
                rx={2}
                className="fill-primary"
              >
                <title>{`${shortDay(day.date)}: ${day.count}`}</title>
              </rect>
              {labelled.has(index) && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-current text-[11px]"
                >
                  {shortDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Leads received per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDay(day.date)}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
