import type { USER_ROLES } from "~/db/enums";

export type Role = (typeof USER_ROLES)[number];

/**
 * Where a signed-in person lands (login, the header's Dashboard button): the
 * highest role wins, so an operator who is also a pro lands in the console.
 */
export function homePathFor(roles: readonly Role[]): string {
  if (roles.includes("admin")) return "/admin";
  if (roles.includes("provider")) return "/provider/dashboard";
  return "/account/requests";
}
