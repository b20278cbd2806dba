import type { RatingPoint } from "@loveletter/protocol";

const WIDTH = 520;
const HEIGHT = 140;
const PAD = { left: 40, right: 10, top: 10, bottom: 18 };

/**
 * A ruleset's rating after each rated game, as a small line chart, with the start (1500) as a
 * dashed line. The numbers are in the chart's text alternative too, for screen readers.
 */
export function RatingChart({ points, title }: { points: readonly RatingPoint[]; title: string }) {
  if (points.length === 0) return null;
  const ratings = [1500, ...points.map((p) => p.rating)];
  const low = Math.min(...ratings) - 20;
  const high = Math.max(...ratings) + 20;
  const x = (i: number) => PAD.left + ((WIDTH - PAD.left - PAD.right) * i) / Math.max(1, points.length);
  const y = (rating: number) => PAD.top + ((HEIGHT - PAD.top - PAD.bottom) * (high - rating)) / (high - low);
  const path = ratings.map((r, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(" ");
  const summary = `${title}: from 1500 to ${points[points.length - 1]!.rating} over ${points.length} rated game${
    points.length === 1 ? "" : "s"
  } (${points.map((p) => p.rating).join(", ")}).`;
  return (
    <figure class="rating-history" data-testid="rating-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <line class="baseline" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(1500)} y2={y(1500)} />
        <text class="axis" x={4} y={y(high - 20) + 4}>
          {Math.round(high - 20)}
        </text>
        <text class="axis" x={4} y={y(low + 20) + 4}>
          {Math.round(low + 20)}
        </text>
        <path class="line" d={path} />
        {ratings.map((r, i) => (
          <circle key={i} class="dot" cx={x(i)} cy={y(r)} r={3} />
        ))}
      </svg>
      <figcaption class="muted small">{title}</figcaption>
    </figure>
  );
}
