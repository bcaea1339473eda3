import type { SubService } from "./sub-service";

export const RENOVATION_SUB_SERVICES: readonly SubService[] = [
  {
    slug: "kitchen-remodeling",
    name: "Kitchen Remodeling",
    description:
      "Updating cabinets, countertops, backsplash, flooring, lighting and layout, from a cosmetic refresh to a full gut remodel. The contractor coordinates plumbers, electricians and permits.",
  },
  {
    slug: "bathroom-remodeling",
    name: "Bathroom Remodeling",
    description:
      "Replacing tubs, showers, tile, vanities and toilets, including tub-to-shower conversions and grab bars for aging in place. A properly vented exhaust fan keeps moisture and mold in check.",
  },
  {
    slug: "basement-finishing",
    name: "Basement Finishing",
    description:
      "Turning an unfinished basement into living space with framing, insulation, drywall, egress windows and flooring. Fix any water problems first, since a basement that seeps every spring will ruin new finishes.",
  },
  {
    slug: "house-painting",
    name: "House Painting",
    description:
      "Interior and exterior painting, including patching, priming and caulking for a finish that lasts. Exterior work is best from late spring to early fall, when temperatures stay above 50 degrees.",
  },
  {
    slug: "roof-repair-and-replacement",
    name: "Roof Repair and Replacement",
    description:
      "Fixing leaks, missing shingles and flashing, or replacing the whole roof with new underlayment and ice-and-water shield. Have the roof inspected after a major wind or hail storm, since the damage may be covered by homeowners insurance.",
  },
  {
    slug: "flooring-installation",
    name: "Flooring Installation",
    description:
      "Installing hardwood, luxury vinyl plank, laminate, tile or carpet, including subfloor repair. Waterproof vinyl plank is a popular choice for basements.",
  },
];
