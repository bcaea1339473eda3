import type { SubService } from "./sub-service";

export const LANDSCAPING_SUB_SERVICES: readonly SubService[] = [
  {
    slug: "lawn-care",
    name: "Lawn Care",
    description:
      "Mowing, edging, fertilizing, weed control and aeration on a weekly or seasonal plan. Fall aeration and overseeding help Ohio's cool-season lawns recover from summer stress.",
  },
  {
    slug: "landscape-design-and-installation",
    name: "Landscape Design and Installation",
    description:
      "Planning and planting beds, shrubs, trees and mulch to suit your yard's sun, soil and budget. Native plants handle Ohio's clay soil and freeze-thaw cycles with less watering.",
  },
  {
    slug: "patio-installation",
    name: "Patio Installation",
    description:
      "Building paver, natural stone or stamped concrete patios and walkways on a compacted base that resists frost heave. Spring and early fall are the busiest seasons, so book ahead.",
  },
  {
    slug: "tree-and-shrub-trimming",
    name: "Tree and Shrub Trimming",
    description:
      "Pruning trees and shrubs for health, shape and clearance from the roof and power lines, plus removal of dead or storm-damaged limbs. Late winter, while trees are dormant, is the best time to prune most of them.",
  },
  {
    slug: "yard-drainage",
    name: "Yard Drainage",
    description:
      "French drains, dry wells, regrading and downspout extensions that move water away from the foundation. Fixes soggy lawns and wet basements, which are common on heavy clay soil.",
  },
  {
    slug: "snow-removal",
    name: "Snow Removal",
    description:
      "Plowing and shoveling of driveways and walkways, with salting, per visit or on a seasonal contract. Sign up before the first snowfall, when crews fill their routes.",
  },
];
