import { useId, useState, useSyncExternalStore } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";

export type FaqAccordionItem = { question: string; answer: string };

/**
 * The five-question FAQ (seed spec §2): one item open at a time, collapsible.
 *
 * Radix drops a closed item's content from the markup, which would hide the
 * answers from search engines and from visitors without JavaScript. So the
 * content is force-mounted and every answer is in the server HTML, shown
 * until the page hydrates; after that, closed answers carry the `hidden`
 * attribute. The FAQ sits below the fold, so the collapse does not shift
 * anything on screen.
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
  const [open, setOpen] = useState("");
  const hydrated = useHydrated();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight md:text-2xl">
        {heading}
      </h2>
      <Accordion value={open} onValueChange={setOpen} className="mt-6 bg-surface">
        {items.map((item, index) => {
          const value = `faq-${index}`;
          return (
            <AccordionItem key={value} value={value}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent forceMount hidden={hydrated && open !== value}>
                <p>{item.answer}</p>
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
    </section>
  );
}

const subscribeToNothing = () => () => {};

/** False in the server render and while hydrating; true from then on (and on client-side navigation). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
