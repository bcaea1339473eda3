/**
 * Static testimonials: three from homeowners, three from pros.
 * There are no photos on purpose; cards show the
 * initials on a tinted circle instead.
 */
export const TESTIMONIAL_GROUPS = ["homeowner", "provider"] as const;

export type TestimonialGroup = (typeof TESTIMONIAL_GROUPS)[number];

export type Testimonial = {
  id: string;
  name: string;
  /** Who they are, e.g. "Homeowner, Westerville". */
  role: string;
  initials: string;
  testimonial: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  group: TestimonialGroup;
};

export const TESTIMONIAL_GROUP_LABELS: Record<TestimonialGroup, string> = {
  homeowner: "Homeowners",
  provider: "Service Providers",
};

/** How many cards per group the landing page shows. */
export const TESTIMONIALS_PER_GROUP_ON_HOME = 3;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "homeowner-dana-whitaker",
    name: "Dana Whitaker",
    role: "Homeowner, Westerville",
    initials: "DW",
    testimonial:
      "Our furnace quit on the coldest night in January. I entered my ZIP before breakfast, two HVAC companies called within the hour, and the heat was back on by dinner.",
    rating: 5,
    group: "homeowner",
  },
  {
    id: "homeowner-marcus-bell",
    name: "Marcus Bell",
    role: "Homeowner, Lakewood",
    initials: "MB",
    testimonial:
      "I only heard from three plumbers, not thirty, and each one showed up when they said they would. The quotes were close, so I picked the one who explained the job best.",
    rating: 5,
    group: "homeowner",
  },
  {
    id: "homeowner-priya-raman",
    name: "Priya Raman",
    role: "Homeowner, Mason",
    initials: "PR",
    testimonial:
      "We finished our basement last fall. Knowing the contractor's license and insurance had already been checked took a lot of worry out of hiring someone we had never met.",
    rating: 5,
    group: "homeowner",
  },
  {
    id: "provider-tom-kowalski",
    name: "Tom Kowalski",
    role: "Owner, Kowalski Electric, Parma",
    initials: "TK",
    testimonial:
      "Every lead comes with the job details and the ZIP up front, and I only pay for the ones I accept. We booked more panel upgrades this spring than in the whole previous year.",
    rating: 5,
    group: "provider",
  },
  {
    id: "provider-angela-reyes",
    name: "Angela Reyes",
    role: "Founder, Sparkle & Shine Cleaning, Dayton",
    initials: "AR",
    testimonial:
      "Because a request goes to three pros at most, I am not racing twenty other companies to the phone. Homeowners actually pick up when I call.",
    rating: 5,
    group: "provider",
  },
  {
    id: "provider-jerome-hill",
    name: "Jerome Hill",
    role: "Owner, Hill Comfort Heating & Air, Toledo",
    initials: "JH",
    testimonial:
      "I set my service area and a weekly cap, and the leads stay inside both. When a homeowner gave a wrong number, the credits came back on their own without a dispute.",
    rating: 5,
    group: "provider",
  },
];

export function testimonialsFor(group: TestimonialGroup, limit?: number): Testimonial[] {
  const list = TESTIMONIALS.filter((item) => item.group === group);
  return limit === undefined ? list : list.slice(0, limit);
}
