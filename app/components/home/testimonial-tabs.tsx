import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { TESTIMONIAL_GROUP_LABELS, type Testimonial, type TestimonialGroup } from "~/modules/content/testimonials";
import { TestimonialCard } from "./testimonial-card";

/** "What Our Users Say": Homeowners (default) and Service Providers, three cards each. */
export function TestimonialTabs({ groups }: { groups: Record<TestimonialGroup, Testimonial[]> }) {
  const order: TestimonialGroup[] = ["homeowner", "provider"];
  return (
    <Tabs defaultValue="homeowner" className="items-center">
      <TabsList aria-label="Whose experience">
        {order.map((group) => (
          <TabsTrigger key={group} value={group}>
            {TESTIMONIAL_GROUP_LABELS[group]}
          </TabsTrigger>
        ))}
      </TabsList>
      {order.map((group) => (
        <TabsContent key={group} value={group} className="w-full">
          <ul className="grid gap-4 md:grid-cols-3">
            {groups[group].map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
