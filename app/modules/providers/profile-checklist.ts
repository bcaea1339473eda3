/** What a pro still has to do before leads can come (the dashboard's checklist). */
export type ProfileFacts = {
  emailVerified: boolean | null;
  verificationStatus: string;
  description: string;
  phone: string;
  categoryCount: number;
  serviceZipCount: number;
};

export type ChecklistItem = { key: string; label: string; done: boolean };

export function profileChecklist(facts: ProfileFacts): ChecklistItem[] {
  const items: ChecklistItem[] = [
    { key: "email", label: "Verify your e-mail address (use the link we sent you)", done: facts.emailVerified !== false },
    { key: "phone", label: "Add a business phone number", done: facts.phone.trim() !== "" },
    { key: "description", label: "Describe your business for homeowners", done: facts.description.trim() !== "" },
    { key: "categories", label: "Choose the services you offer", done: facts.categoryCount > 0 },
    { key: "area", label: "Set your service area", done: facts.serviceZipCount > 0 },
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
