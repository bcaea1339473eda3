import { ClipboardCheck, CreditCard, FileClock, Handshake, Inbox, LayoutDashboard, MailWarning, MapPinOff, MessageSquareWarning, ReceiptText, Users } from "~/components/ui/icons";

/** The operations console's sections, in the side navigation's order: one line per page. */
export const ADMIN_LINKS = [
  { to: "/admin", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/admin/vetting", label: "Vetting", icon: ClipboardCheck, end: false },
  { to: "/admin/leads", label: "Leads", icon: Inbox, end: false },
  { to: "/admin/refunds", label: "Refunds", icon: ReceiptText, end: false },
  { to: "/admin/purchases", label: "Purchases", icon: CreditCard, end: false },
  { to: "/admin/partners", label: "Partners", icon: Handshake, end: false },
  { to: "/admin/reviews", label: "Reviews", icon: MessageSquareWarning, end: false },
  { to: "/admin/outbox", label: "Outbox", icon: MailWarning, end: false },
  { to: "/admin/unmet-demand", label: "Unmet demand", icon: MapPinOff, end: false },
  { to: "/admin/operators", label: "Operators", icon: Users, end: false },
  { to: "/admin/audit", label: "Audit log", icon: FileClock, end: false },
] as const;
