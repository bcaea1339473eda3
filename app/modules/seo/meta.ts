import type { MetaDescriptor } from "react-router";
import { BRAND } from "~/brand";

export type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, lowercase, e.g. "/locations/columbus". */
  path: string;
  /** PUBLIC_URL from the root loader (no trailing slash). */
  origin: string;
  type?: "website" | "article";
  noindex?: boolean;
};

/**
 * The link-preview card every page shares. A PNG, because social networks do
 * not show SVG previews (our illustrations are SVG); 1200x630 is their size.
 */
export const OG_IMAGE = { path: "/images/og-default.png", width: 1200, height: 630 } as const;

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = `${input.origin}${input.path}`;
  const image = `${input.origin}${OG_IMAGE.path}`;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: `${BRAND.name}: find the right pro for your next project in Ohio` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The site origin from the root loader's data, for meta functions. */
export function originFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}
