import { CLEANING_SUB_SERVICES } from "./sub-services/cleaning";
import { ELECTRICAL_SUB_SERVICES } from "./sub-services/electrical";
import { HVAC_SUB_SERVICES } from "./sub-services/hvac";
import { LANDSCAPING_SUB_SERVICES } from "./sub-services/landscaping";
import { PLUMBING_SUB_SERVICES } from "./sub-services/plumbing";
import { RENOVATION_SUB_SERVICES } from "./sub-services/renovation";
import type { SubService } from "./sub-services/sub-service";

export type { SubService };

/** The six service categories, in the order the site lists them. */
export const SERVICE_SLUGS = [
  "hvac",
  "plumbing",
  "electrical",
  "landscaping",
  "cleaning",
  "renovation",
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export type Service = {
  slug: ServiceSlug;
  /** Display name: "HVAC", "Plumbing", ... */
  name: string;
  /** One sentence for the category card. */
  description: string;
  /** Public path of the category illustration. */
  image: string;
  /** Job types in this category; the first five are the most requested. */
  subServices: readonly SubService[];
};

export const SERVICES: readonly Service[] = [
  {
    slug: "hvac",
    name: "HVAC",
    description:
      "Furnace, air conditioner and heat pump installation, repair and tune-ups to keep your home comfortable through Ohio winters and humid summers.",
    image: "/images/services/hvac.svg",
    subServices: HVAC_SUB_SERVICES,
  },
  {
    slug: "plumbing",
    name: "Plumbing",
    description:
      "Drain cleaning, water heaters, sump pumps, leak repair and pipe work from licensed local plumbers.",
    image: "/images/services/plumbing.svg",
    subServices: PLUMBING_SUB_SERVICES,
  },
  {
    slug: "electrical",
    name: "Electrical",
    description:
      "Repairs, panel upgrades, lighting, generators and EV chargers installed safely and to code by licensed electricians.",
    image: "/images/services/electrical.svg",
    subServices: ELECTRICAL_SUB_SERVICES,
  },
  {
    slug: "landscaping",
    name: "Landscaping",
    description:
      "Lawn care, planting, patios, yard drainage and snow removal to keep your property in shape every season.",
    image: "/images/services/landscaping.svg",
    subServices: LANDSCAPING_SUB_SERVICES,
  },
  {
    slug: "cleaning",
    name: "Cleaning",
    description:
      "Recurring house cleaning, deep cleans, move-out cleaning, carpets, windows and gutters from trusted local cleaners.",
    image: "/images/services/cleaning.svg",
    subServices: CLEANING_SUB_SERVICES,
  },
  {
    slug: "renovation",
    name: "Renovation",
    description:
      "Kitchen and bathroom remodels, basement finishing, painting, roofing and flooring from vetted contractors.",
    image: "/images/services/renovation.svg",
    subServices: RENOVATION_SUB_SERVICES,
  },
];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

/** Exact, case-sensitive slug match: "hvac" is found, "HVAC" is not. */
export function getService(slug: string): Service | undefined {
  return SERVICES.find((service) => service.slug === slug);
}

/** Exact slug match on both the category and the sub-service. */
export function getSubService(serviceSlug: string, subSlug: string): SubService | undefined {
  return getService(serviceSlug)?.subServices.find((sub) => sub.slug === subSlug);
}

/** Display name for a category slug ("plumbing" -> "Plumbing"), or undefined if unknown. */
export function serviceNameForSlug(slug: string): string | undefined {
  return getService(slug)?.name;
}
