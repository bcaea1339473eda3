// The content feature's server-only public entry: what other folders use of its server code (types included).
// What may also run in the browser is in index.ts; files inside app/modules/content/ import each other directly (eslint.config.js).

export { getBlogPost, getBlogPostSummaries, getPopularBlogPosts, getRelatedBlogPosts, listBlogPosts } from "./blog.server";
export { handleContactSubmission } from "./contact-messages.server";
export { type Deal, dealColumns, dealsForPages, formatDealDate, formatDealPrice, seedDeals } from "./deals.server";
