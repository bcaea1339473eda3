import type { SubService } from "./sub-service";

export const CLEANING_SUB_SERVICES: readonly SubService[] = [
  {
    slug: "house-cleaning",
    name: "House Cleaning",
    description:
      "Weekly, every-other-week or monthly cleaning of kitchens, bathrooms, floors and living areas. Regular visits keep the house in order without giving up your weekends.",
  },
  {
    slug: "deep-cleaning",
    name: "Deep Cleaning",
    description:
      "A top-to-bottom clean of baseboards, inside appliances, cabinet fronts, light fixtures and built-up grime. A good start before regular service or after a long winter indoors.",
  },
  {
    slug: "move-in-and-move-out-cleaning",
    name: "Move-In and Move-Out Cleaning",
    description:
      "A full clean of an empty home, including inside cabinets, closets and appliances. Helps renters get their deposit back and lets buyers move into a fresh house.",
  },
  {
    slug: "carpet-cleaning",
    name: "Carpet Cleaning",
    description:
      "Hot-water extraction or low-moisture cleaning for carpets, rugs and stairs to lift ground-in dirt, stains and pet odors. Worth doing every year or so, and after winter salt and slush get tracked inside.",
  },
  {
    slug: "window-cleaning",
    name: "Window Cleaning",
    description:
      "Inside and outside window washing, including screens, tracks and sills, for one- and two-story homes. A spring cleaning clears away winter grime and pollen.",
  },
  {
    slug: "gutter-cleaning",
    name: "Gutter Cleaning",
    description:
      "Clearing leaves and debris from gutters and downspouts and flushing them to check the flow. Cleaning after the leaves fall helps prevent ice dams and water in the basement.",
  },
];
