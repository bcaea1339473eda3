import {
  Award,
  BadgeCheck,
  Clock,
  Hammer,
  MapPin,
  PiggyBank,
  ShieldCheck,
  Star,
  ThumbsUp,
  Timer,
  UserCheck,
  HardHat,
  Wrench,
} from "~/components/ui/icons";
import type { Feature } from "./feature-grid";

/** Four trust points on the service-in-location page, from the original app's selection criteria. */
export const TRUST_POINTS: readonly Feature[] = [
  {
    icon: ShieldCheck,
    title: "Licensed and insured",
    text: "We verify each pro's license and insurance and run a background check before they can take requests.",
  },
  {
    icon: Star,
    title: "Rated 4.5 stars or higher",
    text: "Pros keep their place by earning strong reviews from real homeowners they have worked for.",
  },
  {
    icon: Clock,
    title: "Replies within 24 hours",
    text: "Pros commit to answering new requests within a day and offer flexible scheduling with short waits.",
  },
  {
    icon: BadgeCheck,
    title: "Free, no-obligation quotes",
    text: "Compare up to three quotes at no cost and hire only when you are ready.",
  },
];

/** The six benefits on the sub-service page, worded for the job and the place. */
export function subServiceBenefits(job: string, placeName: string): Feature[] {
  return [
    {
      icon: Wrench,
      title: "Expert Workmanship",
      text: `Experienced pros who handle ${job} jobs regularly and get them right the first time.`,
    },
    {
      icon: Hammer,
      title: "Quality Materials",
      text: "Parts and materials from established brands, chosen to last, with the details in your quote.",
    },
    {
      icon: Award,
      title: "Warranty Protection",
      text: "Labor warranties in writing, on top of the manufacturer's warranty on new equipment.",
    },
    {
      icon: MapPin,
      title: "Local Knowledge",
      text: `Pros who work in ${placeName} every week and know its homes, permits and weather.`,
    },
    {
      icon: PiggyBank,
      title: "Time & Cost Savings",
      text: "One request reaches several pros, so you compare prices without calling around.",
    },
    {
      icon: HardHat,
      title: "Safety First",
      text: "Work done to code with the proper tools and precautions, for your family and your home.",
    },
  ];
}

/** The three reasons to choose the product on the sub-service page. */
export const REASONS: readonly Feature[] = [
  {
    icon: UserCheck,
    title: "Pre-Screened Professionals",
    text: "Licenses, insurance, background checks and reviews are checked before a pro ever sees your request.",
  },
  {
    icon: Timer,
    title: "Quick Response Times",
    text: "Pros reply within 24 hours, and many can book an appointment within 1-3 days.",
  },
  {
    icon: ThumbsUp,
    title: "Satisfaction Guaranteed",
    text: "If a pro does not live up to our standards, tell us: we follow up on every complaint and act on it.",
  },
];
