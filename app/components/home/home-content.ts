/**
 * Copy shared by the landing page and /how-it-works. The four steps and the
 * six selection criteria are the product's promise; the wording is ours.
 */
export const HOW_IT_WORKS_STEPS = [
  {
    title: "Submit a request",
    text: "Tell us what you need done and your ZIP code. It takes about two minutes and costs nothing.",
  },
  {
    title: "Get matched with pre-screened pros",
    text: "We send your request to up to three vetted local pros who do this kind of work in your area.",
  },
  {
    title: "Communicate and schedule directly",
    text: "Talk with the pros, compare their quotes and book the one that fits your project and your calendar.",
  },
  {
    title: "Leave a rating and review",
    text: "When the job is done, rate the pro you hired so your neighbors can choose with confidence.",
  },
] as const;

export const SELECTION_CRITERIA = [
  {
    title: "4.5-star rating or better",
    text: "Pros need at least a 4.5-star Google rating to join, and must keep 4.5 stars in their verified reviews here.",
  },
  {
    title: "Answers within 24 hours",
    text: "Pros commit to responding to every inquiry within 24 hours, and we track how fast they actually do.",
  },
  {
    title: "Flexible scheduling",
    text: "We look for pros who offer evening or weekend slots and keep waits for an appointment short.",
  },
  {
    title: "Background and license checks",
    text: "We run a background check and verify every trade license and insurance policy before a pro receives leads.",
  },
  {
    title: "Proven track record",
    text: "Pros show years of completed work and the certifications their trade expects, such as NATE or EPA 608 for HVAC.",
  },
  {
    title: "Local references",
    text: "Every pro gives us references from Ohio customers, and we check them before approving the pro.",
  },
] as const;
