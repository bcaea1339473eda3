/** What the header greets a signed-in person with. */
export type ProfileNames = {
  fullName?: string | null;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

/**
 * The original app's fallback order: full_name, name, first_name plus last_name,
 * the e-mail before the at-sign, then 'User'.
 */
export function displayName(profile: ProfileNames): string {
  const clean = (value: string | null | undefined) => value?.trim() ?? "";
  const both = [clean(profile.firstName), clean(profile.lastName)].filter(Boolean).join(" ");
  const mailbox = clean(profile.email).split("@")[0] ?? "";
  return clean(profile.fullName) || clean(profile.name) || both || mailbox || "User";
}
