import { ChartColumn, CreditCard, Inbox, MessageSquare, Settings, Store } from "~/components/ui/icons";
import { Form } from "react-router";
import { SideNav, SignOutForm } from "~/components/layout/side-nav";
import { Button } from "~/components/ui/button";

export const PORTAL_LINKS = [
  { to: "/provider/dashboard", label: "Dashboard", icon: ChartColumn },
  { to: "/provider/leads", label: "Leads", icon: Inbox },
  { to: "/provider/messages", label: "Messages", icon: MessageSquare },
  { to: "/provider/credits", label: "Credits", icon: CreditCard },
  { to: "/provider/directory", label: "Directory", icon: Store },
  { to: "/provider/settings", label: "Settings", icon: Settings },
] as const;

/** The portal's side navigation: client-side links, and sign out or leave demo. */
export function PortalNav({ businessName, demo, unreadMessages = 0 }: { businessName: string; demo: boolean; unreadMessages?: number }) {
  const links = PORTAL_LINKS.map((link) => (link.to === "/provider/messages" ? { ...link, count: unreadMessages, countLabel: "unread" } : link));
  return (
    <SideNav label="Portal" heading={businessName} links={links}>
      {demo ? (
        // A document post: leaving demo is the one post demo mode allows, and it lives outside the portal.
        <Form method="post" action="/provider/demo" reloadDocument className="mt-4">
          <input type="hidden" name="intent" value="exit" />
          <Button type="submit" variant="outline" className="w-full">
            Leave Demo
          </Button>
        </Form>
      ) : (
        <SignOutForm />
      )}
    </SideNav>
  );
}
