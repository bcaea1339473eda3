import { ChevronDown } from "~/components/ui/icons";
import { useId } from "react";

export type FaqAccordionItem = { question: string; answer: string };

/**
 * The five-question FAQ: one item open at a time, collapsible.
 *
 * Native <details> elements sharing one `name` form an exclusive accordion in
 * the browser itself: it works without JavaScript (these pages ship none),
 * keyboard and screen readers know it as a disclosure, and every answer is in
 * the server HTML for search engines.
 */
export function FaqAccordion({
  items,
  heading,
  id,
}: {
  items: readonly FaqAccordionItem[];
  heading: string;
  id?: string;
}) {
  const fallbackId = useId();
  const headingId = id ?? `faq-${fallbackId}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight md:text-2xl">
        {heading}
      </h2>
      <div className="mt-6 divide-y divide-line rounded-card border border-line bg-surface">
        {items.map((item) => (
          <details key={item.question} name={`${headingId}-items`} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold hover:text-primary [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{item.question}</h3>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-4 pb-4 text-muted">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
