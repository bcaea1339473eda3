import { getService, type ServiceSlug } from "./services";

/**
 * Popular projects that the landing page, the blog filter and the questionnaire
 * link to by their own slug (/service-questionnaire/painting, ...). They are not
 * extra service categories: each one belongs to a parent category, and a lead for
 * it is stored under that category. See docs/decisions/006.
 */
export const PROJECT_SLUGS = ["painting", "patios", "roofing"] as const;

export type ProjectSlug = (typeof PROJECT_SLUGS)[number];

export type Project = {
  slug: ProjectSlug;
  name: string;
  parentService: ServiceSlug;
  /** Slug of the matching sub-service in the parent category, where one exists. */
  suggestedSubService?: string;
};

export const PROJECTS: readonly Project[] = [
  {
    slug: "painting",
    name: "Painting",
    parentService: "renovation",
    suggestedSubService: "house-painting",
  },
  {
    slug: "patios",
    name: "Patios",
    parentService: "landscaping",
    suggestedSubService: "patio-installation",
  },
  {
    slug: "roofing",
    name: "Roofing",
    parentService: "renovation",
    suggestedSubService: "roof-repair-and-replacement",
  },
];

/** Exact, case-sensitive slug match. */
export function getProject(slug: string): Project | undefined {
  return PROJECTS.find((project) => project.slug === slug);
}

/** What a /service-questionnaire/{slug} link resolves to. */
export type QuestionnaireService = {
  /** The slug from the link: a category ("hvac") or a project ("painting"). */
  slug: string;
  /** Display name: "HVAC", "Painting", ... */
  name: string;
  /** The category the lead is filed under. */
  category: ServiceSlug;
  /** Suggested sub-service within the category (project slugs only). */
  suggestedSubService?: string;
};

/**
 * Resolves the slug of a questionnaire link: the six category slugs and the
 * three project slugs. Anything else (other casing, empty, unknown) is undefined.
 */
export function resolveQuestionnaireService(slug: string): QuestionnaireService | undefined {
  const service = getService(slug);
  if (service) return { slug: service.slug, name: service.name, category: service.slug };

  const project = getProject(slug);
  if (!project) return undefined;
  return {
    slug: project.slug,
    name: project.name,
    category: project.parentService,
    ...(project.suggestedSubService ? { suggestedSubService: project.suggestedSubService } : {}),
  };
}

/** A card in the landing page's "Popular projects near you" row. */
export type PopularProjectCard = {
  /** Display name shown on the card. */
  category: string;
  /** Questionnaire slug: a category or project slug. */
  slug: string;
  /** Average star rating out of 5. */
  rating: number;
  /** Approximate review count, e.g. "1.2k+ reviews". */
  reviews: string;
  /** Starting price, e.g. "from $89". */
  priceText: string;
  link: string;
};

function card(
  slug: string,
  rating: number,
  reviews: string,
  priceText: string,
): PopularProjectCard {
  const resolved = resolveQuestionnaireService(slug);
  if (!resolved) throw new Error(`Unknown questionnaire slug for popular project: ${slug}`);
  return {
    category: resolved.name,
    slug,
    rating,
    reviews,
    priceText,
    link: `/service-questionnaire/${slug}`,
  };
}

// Static landing-page copy ("Popular projects near you").
// Prices are typical Ohio starting prices for the entry-level job in each
// project (AC or furnace tune-up, drain clearing, a small electrical repair,
// painting one room, a small paver patio, a roof leak repair). Ratings and
// review counts are marketing copy until our own reviews exist; replace them
// with aggregates from the reviews table once there is enough data.
export const POPULAR_PROJECTS: readonly PopularProjectCard[] = [
  card("hvac", 4.8, "2.4k+ reviews", "from $89"),
  card("plumbing", 4.7, "1.9k+ reviews", "from $125"),
  card("electrical", 4.8, "1.3k+ reviews", "from $99"),
  card("painting", 4.6, "980+ reviews", "from $350"),
  card("patios", 4.7, "640+ reviews", "from $2,500"),
  card("roofing", 4.5, "1.1k+ reviews", "from $375"),
];

/** Number of filled stars for a card: the rating rounded to a whole star, 0 to 5. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}
