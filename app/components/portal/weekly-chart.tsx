import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";
import { formatCalendarDay } from "~/lib/ohio-time";
import { plural } from "~/lib/plural";

/** One week of the dashboard's figures (pro-dashboard.server.ts's WeekActivity). */
export type WeeklyFigures = { weekStart: string; leads: number; creditsSpent: number };

const HEIGHT = 200;

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "#0f766e";
}


/**
 * Twelve weeks as bars, drawn by uPlot (about 20 KB, fetched only when a
 * chart mounts, so only the dashboard pays for it). The canvas is hidden from
 * screen readers; the same numbers are in a table they read instead.
 */
export function WeeklyChart({
  title,
  unit,
  weeks,
  field,
  colorToken,
}: {
  title: string;
  /** Singular ("lead"): the count says "1 lead" or "3 leads". */
  unit: string;
  weeks: WeeklyFigures[];
  field: "leads" | "creditsSpent";
  colorToken: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    void import("uplot").then(({ default: UPlot }) => {
      const element = box.current;
      if (cancelled || !element) return;
      const color = token(colorToken);
      const line = token("--color-line-soft");
      const muted = token("--color-muted");
      const xs = weeks.map((week) => Date.parse(`${week.weekStart}T00:00:00Z`) / 1000);
      const plot = new UPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
          axes: [
            { stroke: muted, grid: { show: false }, ticks: { stroke: line }, values: (_u, splits) => splits.map((s) => formatCalendarDay(new Date(s * 1000).toISOString().slice(0, 10))) },
            { stroke: muted, grid: { stroke: line }, ticks: { show: false }, size: 40 },
          ],
          series: [{}, { label: title, stroke: color, fill: color, paths: UPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } }],
        },
        [xs, weeks.map((week) => week[field])],
        element,
      );
      const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
      observer.observe(element);
      cleanup = () => {
        observer.disconnect();
        plot.destroy();
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [weeks, field, title, colorToken]);

  const total = weeks.reduce((sum, week) => sum + week[field], 0);
  return (
    <figure className="min-w-0 rounded-card border border-line p-4">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted">
          {plural(total, unit)} in 12 weeks
        </span>
      </figcaption>
      <div ref={box} aria-hidden="true" className="mt-3 w-full" style={{ minHeight: HEIGHT }} />
      <table className="sr-only">
        <caption>{title}, per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">{unit}s</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{formatCalendarDay(week.weekStart)}</th>
              <td>{week[field]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
