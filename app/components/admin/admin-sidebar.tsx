import { SideNav, SignOutForm } from "~/components/layout/side-nav";
import { ADMIN_LINKS } from "./admin-nav";

/** The console's side navigation: a "Menu" row on phones, a column beside the page from md up. */
export function AdminSidebar({ email }: { email: string }) {
  return (
    <SideNav label="Console" heading={email} links={ADMIN_LINKS}>
      <SignOutForm />
    </SideNav>
  );
}
