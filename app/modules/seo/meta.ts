import type { MetaDescriptor } from "react-router";
import { BRAND } from "~/brand";

export type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, lowercase, e.g. "/locations/columbus". */
  path: string;
  /** PUBLIC_URL from the root loader (no trailing slash). */
  origin: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
};

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = `${input.origin}${input.path}`;
  const image = `${input.origin}${input.image ?? "/images/og-default.svg"}`;
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
