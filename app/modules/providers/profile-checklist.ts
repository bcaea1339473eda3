import { VERIFICATION_STATUSES, type VerificationStatus } from "~/db/enums";

/** What a pro still has to do before leads can come (the dashboard's checklist). */
export type ProfileFacts = {
  emailVerified: boolean | null;
  verificationStatus: string;
  description: string;
  phone: string;
  categoryCount: number;
  serviceZipCount: number;
  /** Left out by callers that do not read them; then they are not asked for. */
  hasLogo?: boolean;
  hasInsurance?: boolean;
  /** The pro's chosen trades that Ohio licenses (HVAC, plumbing, electrical), each with whether a license is on file. */
  stateTrades?: readonly { name: string; licensed: boolean }[];
  /** A lead goes only to a pro whose balance pays for it (find-matches.server.ts in matching). */
  creditBalance?: number;
  /** The pro's own price limit: a lead priced above it is not offered (lead preferences). */
  maxCreditsPerLead?: number;
  cheapestLeadCredits?: number;
  /** The most a lead of the pro's trades costs (an urgent one of its dearest trade). */
  dearestLeadCredits?: number;
};

/**
 * `required`: leads wait for it. A logo never; licenses, insurance and the description only until vetting passed (the
 * vetting read them).
 */
export type ChecklistItem = { key: string; label: string; done: boolean; required: boolean; href?: string };

/** Where each step is done: the Directory page's section (its forms' ids are their intents). */
const STEP_LINKS: Record<string, string> = {
  phone: "/provider/directory#business",
  description: "/provider/directory#business",
  categories: "/provider/directory#services",
  area: "/provider/directory#area",
  logo: "/provider/directory#logo",
  licenses: "/provider/directory#licenses",
  insurance: "/provider/directory#insurance",
  credits: "/provider/credits",
  "price-limit": "/provider/settings#preferences",
};

export function profileChecklist(facts: ProfileFacts): ChecklistItem[] {
  const verified = facts.verificationStatus === "verified";
  const unlicensed = (facts.stateTrades ?? []).filter((trade) => !trade.licensed).map((trade) => trade.name);
  const items: ChecklistItem[] = [
    { key: "email", label: "Verify your e-mail address (use the link we sent you)", done: facts.emailVerified !== false, required: true },
    { key: "phone", label: "Add a business phone number", done: facts.phone.trim() !== "", required: true },
    // Matching never reads it (find-matches.server.ts): once vetting passed, a missing description stops no lead.
    { key: "description", label: "Describe your business for homeowners", done: facts.description.trim() !== "", required: !verified },
    { key: "categories", label: "Choose the services you offer", done: facts.categoryCount > 0, required: true },
    { key: "area", label: "Set your service area", done: facts.serviceZipCount > 0, required: true },
    ...(facts.hasLogo === undefined ? [] : [{ key: "logo", label: "Upload your logo", done: facts.hasLogo, required: false }]),
    // Only a chosen service that Ohio licenses asks for a license: none chosen, nothing to add.
    ...(facts.stateTrades === undefined || facts.stateTrades.length === 0
      ? []
      : [
          {
            key: "licenses",
            label: unlicensed.length === 0 ? "Add your state licenses" : `Add your Ohio license for ${unlicensed.join(", ")}`,
            done: unlicensed.length === 0,
            required: !verified,
          },
        ]),
    ...(facts.hasInsurance === undefined
      ? []
      : [{ key: "insurance", label: "Add your liability insurance", done: facts.hasInsurance, required: !verified }]),
    { key: "vetting", label: "Pass our vetting (licenses, insurance, background check)", done: verified, required: true },
    ...(facts.creditBalance === undefined || facts.cheapestLeadCredits === undefined
      ? []
      : [
          {
            key: "credits",
            label: `Buy credits: a lead of your trades costs ${facts.cheapestLeadCredits} credits or more`,
            done: facts.creditBalance >= facts.cheapestLeadCredits,
            required: true,
          },
        ]),
    // Listed only when it stands in the way: a limit below every price of the pro's trades stops all its leads.
    ...(facts.maxCreditsPerLead === undefined || facts.cheapestLeadCredits === undefined || facts.maxCreditsPerLead >= facts.cheapestLeadCredits
      ? []
      : [
          {
            key: "price-limit",
            label: `Raise your maximum credits per lead to ${facts.cheapestLeadCredits} or more: no lead of your trades costs less`,
            done: false,
            required: true,
          },
        ]),
  ];
  return items.map((item) => (STEP_LINKS[item.key] ? { ...item, href: STEP_LINKS[item.key] } : item));
}

/**
 * Said under the dashboard's balance when it pays for some of the pro's leads but not all: matching offers a request
 * only to a pro whose balance pays its price (find-matches.server.ts in matching), so one priced above it goes to
 * another pro and this pro never hears of it. Prices above the pro's own maximum per lead are its choice, not said.
 */
export function balanceShortText(facts: Pick<ProfileFacts, "creditBalance" | "cheapestLeadCredits" | "dearestLeadCredits" | "maxCreditsPerLead">): string | null {
  const { creditBalance, cheapestLeadCredits, dearestLeadCredits, maxCreditsPerLead } = facts;
  if (creditBalance === undefined || cheapestLeadCredits === undefined || dearestLeadCredits === undefined) return null;
  const dearestTaken = Math.min(dearestLeadCredits, maxCreditsPerLead ?? dearestLeadCredits);
  // Below the cheapest price the checklist's "Buy credits" step says it already.
  if (creditBalance < cheapestLeadCredits || creditBalance >= dearestTaken) return null;
  return `Some of your leads cost up to ${dearestTaken} credits: a request priced above your balance goes to another pro.`;
}

/** How many steps still stand between the pro and leads. */
export function stepsLeft(items: readonly ChecklistItem[]): number {
  return items.filter((item) => item.required && !item.done).length;
}

/** A pro's verification status in words, the same for the pro (its dashboard) and the operators (the console). */
export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  pending: "Waiting for review",
  verified: "Verified",
  rejected: "Not approved",
  suspended: "Suspended",
};

/** The words for a status read as text from a row (the viewer's provider); an unknown one is shown as it is. */
export function verificationLabel(status: string): string {
  return (VERIFICATION_STATUSES as readonly string[]).includes(status) ? VERIFICATION_LABELS[status as VerificationStatus] : status;
}
