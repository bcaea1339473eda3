import type { LucideIcon } from "~/components/ui/icons";

export type Feature = { icon: LucideIcon; title: string; text: string };

/**
 * A titled grid of short points with icons: the four trust points, the six
 * benefits and the three reasons to choose us.
 */
export function FeatureGrid({
  id,
  heading,
  intro,
  features,
  columns = 3,
  tone = "plain",
}: {
  id: string;
  heading: string;
  intro?: string;
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
  tone?: "plain" | "tinted";
}) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <section aria-labelledby={id} className={tone === "tinted" ? "rounded-card bg-canvas p-6 md:p-8" : undefined}>
      <h2 id={id} className="text-xl font-bold tracking-tight md:text-2xl">
        {heading}
      </h2>
      {intro ? <p className="mt-2 max-w-2xl text-muted">{intro}</p> : null}
      <ul className={`mt-6 grid gap-4 ${grid}`}>
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-card border border-line bg-surface p-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-hover">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
