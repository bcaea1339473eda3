import { BRAND } from "~/brand";
import { FeatureGrid } from "./feature-grid";
import { REASONS } from "./place-features";

/** The sub-service page's three reasons to choose us: the same on every such page (a ready part, docs/decisions/029). */
export function WhyChooseUs() {
  return <FeatureGrid id="reasons" heading={`Why choose ${BRAND.name}`} features={REASONS} tone="tinted" />;
}
