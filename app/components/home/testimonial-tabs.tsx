import { cn, focusRing } from "~/components/ui/cn";
import { TESTIMONIAL_GROUP_LABELS, type Testimonial, type TestimonialGroup } from "~/modules/content/testimonials";
import { TestimonialCard } from "./testimonial-card";

const ORDER: TestimonialGroup[] = ["homeowner", "provider"];
const DEFAULT_GROUP: TestimonialGroup = "homeowner";

/**
 * "What Our Users Say": Homeowners (default) and Service Providers, three
 * cards each. The markup is WAI-ARIA tabs; the home page script makes them
 * switch (app/page-scripts/enhance/tabs.ts).
 */
export function TestimonialTabs({ groups }: { groups: Record<TestimonialGroup, Testimonial[]> }) {
  return (
    <div data-tabs="" className="flex flex-col items-center gap-4">
      <div
        role="tablist"
        aria-label="Whose experience"
        className="inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-control bg-canvas p-1"
      >
        {ORDER.map((group) => {
          const selected = group === DEFAULT_GROUP;
          return (
            <button
              key={group}
              type="button"
              role="tab"
              id={`testimonials-tab-${group}`}
              aria-controls={`testimonials-panel-${group}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              className={cn(
                "inline-flex min-h-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-control px-4 text-base font-medium text-muted",
                "hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm",
                focusRing,
              )}
            >
              {TESTIMONIAL_GROUP_LABELS[group]}
            </button>
          );
        })}
      </div>
      {ORDER.map((group) => (
        <div
          key={group}
          role="tabpanel"
          id={`testimonials-panel-${group}`}
          aria-labelledby={`testimonials-tab-${group}`}
          tabIndex={0}
          hidden={group !== DEFAULT_GROUP}
          data-state={group === DEFAULT_GROUP ? "active" : "inactive"}
          className={cn("w-full rounded-card", focusRing)}
        >
          <ul className="grid gap-4 md:grid-cols-3">
            {groups[group].map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
