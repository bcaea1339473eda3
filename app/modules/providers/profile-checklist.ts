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
  /** Names of the pro's trades Ohio licenses (HVAC, plumbing, electrical) that have no license on file. */
  unlicensedStateTrades?: readonly string[];
};

export type ChecklistItem = { key: string; label: string; done: boolean };

export function profileChecklist(facts: ProfileFacts): ChecklistItem[] {
  const items: ChecklistItem[] = [
    { key: "email", label: "Verify your e-mail address (use the link we sent you)", done: facts.emailVerified !== false },
    { key: "phone", label: "Add a business phone number", done: facts.phone.trim() !== "" },
    { key: "description", label: "Describe your business for homeowners", done: facts.description.trim() !== "" },
    { key: "categories", label: "Choose the services you offer", done: facts.categoryCount > 0 },
    { key: "area", label: "Set your service area", done: facts.serviceZipCount > 0 },
    ...(facts.hasLogo === undefined ? [] : [{ key: "logo", label: "Upload your logo", done: facts.hasLogo }]),
    ...(facts.unlicensedStateTrades === undefined
      ? []
      : [
          {
            key: "licenses",
            label:
              facts.unlicensedStateTrades.length === 0
                ? "Add your state licenses"
                : `Add your Ohio license for ${facts.unlicensedStateTrades.join(", ")}`,
            done: facts.unlicensedStateTrades.length === 0,
          },
        ]),
    ...(facts.hasInsurance === undefined ? [] : [{ key: "insurance", label: "Add your liability insurance", done: facts.hasInsurance }]),
    { key: "vetting", label: "Pass our vetting (licenses, insurance, background check)", done: facts.verificationStatus === "verified" },
  ];
  return items;
}

export const VERIFICATION_LABELS: Record<string, string> = {
  pending: "Pending review",
  verified: "Verified",
  rejected: "Not approved",
  suspended: "Suspended",
};
