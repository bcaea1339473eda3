// The content feature's public entry for code that may run anywhere, the browser included: what other folders use.
// Server-only exports are in index.server.ts; files inside app/modules/content/ import each other directly (eslint.config.js).

export {
  BLOG_CATEGORIES,
  type BlogCategoryFilter,
  blogCategoryHref,
  blogCategoryName,
  type BlogPostSummary,
  type BlogQuoteLink,
  filterPostsByCategory,
  parseCategoryParam,
} from "./blog";
export { buildBlogPostingJsonLd } from "./blog-json-ld";
export {
  CONTACT_FORM_FIELDS,
  CONTACT_FORM_LIMITS,
  CONTACT_TOPICS,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormValues,
} from "./contact-form";
export {
  type Testimonial,
  TESTIMONIAL_GROUP_LABELS,
  TESTIMONIAL_GROUPS,
  type TestimonialGroup,
  TESTIMONIALS_PER_GROUP_ON_HOME,
  testimonialsFor,
} from "./testimonials";
