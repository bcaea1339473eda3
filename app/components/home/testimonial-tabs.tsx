import { cn, focusRing } from "~/components/ui/cn";
import { TESTIMONIAL_GROUP_LABELS, type Testimonial, type TestimonialGroup } from "~/modules/content";
import { TestimonialCard } from "./testimonial-card";

/** Homeowners first: the tab the script selects. */
const ORDER: TestimonialGroup[] = ["homeowner", "provider"];

/**
 * "What Our Users Say": Homeowners (default) and Service Providers, three
 * cards each. The server shows both groups, each under its own heading, so
 * they read without JavaScript (decision 012); the home page script turns them
 * into WAI-ARIA tabs (app/page-scripts/enhance/tabs.ts): it shows the hidden
 * tab list, makes each group a tab panel and shows one at a time.
 */
export function TestimonialTabs({ groups }: { groups: Record<TestimonialGroup, Testimonial[]> }) {
  return (
    <div data-tabs="" className="flex w-full flex-col items-center gap-4">
      <div
        role="tablist"
        aria-label="Whose experience"
        hidden
        className="inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-control bg-canvas p-1"
      >
        {ORDER.map((group) => (
          // No selection here: the script selects the first tab when it shows the list.
          <button
            key={group}
            type="button"
            role="tab"
            id={`testimonials-tab-${group}`}
            aria-controls={`testimonials-panel-${group}`}
            className={cn(
              "inline-flex min-h-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-control px-4 text-base font-medium text-muted",
              "hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm",
              focusRing,
            )}
          >
            {TESTIMONIAL_GROUP_LABELS[group]}
          </button>
        ))}
      </div>
      {ORDER.map((group) => (
        <section
          key={group}
          id={`testimonials-panel-${group}`}
          aria-labelledby={`testimonials-heading-${group}`}
          data-tab-panel=""
          className={cn("flex w-full flex-col gap-4 rounded-card", focusRing)}
        >
          {/* Once the tabs show, their labels say this: the script keeps the heading for screen readers only. */}
          <h3 id={`testimonials-heading-${group}`} data-tab-heading="" className="text-center text-lg font-semibold">
            {TESTIMONIAL_GROUP_LABELS[group]}
          </h3>
          <ul className="grid gap-4 md:grid-cols-3">
            {groups[group].map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
