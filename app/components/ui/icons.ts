import { createElement, forwardRef } from "react";
import * as lucide from "lucide-react";
import type { LucideIcon, LucideProps } from "lucide-react";
import { useMarkupOnce } from "~/lib/markup-once";

/**
 * The app's icons: lucide's, each drawn through `drawnOnce`. App code takes
 * its icons from here, never from lucide-react (eslint.config.js). Where the
 * server renders a page whole, an icon's markup is made once per set of
 * props (app/lib/markup-once.server.ts, docs/decisions/029); everywhere else,
 * the browser included, it is lucide's own icon. The HTML is the same bytes
 * either way (icons.test.tsx). The app sets no `LucideProvider`, so an icon's
 * props alone decide its markup.
 */
export type { LucideIcon, LucideProps };

function drawnOnce(Lucide: LucideIcon): LucideIcon {
  const Icon = forwardRef<SVGSVGElement, LucideProps>(function Icon(props, ref) {
    const markup = useMarkupOnce();
    const made = markup && !ref ? markup.element(Lucide, props) : null;
    return made ?? createElement(Lucide, { ...props, ref });
  });
  Icon.displayName = Lucide.displayName;
  return Icon;
}

export const ArrowLeft = /* @__PURE__ */ drawnOnce(lucide.ArrowLeft);
export const ArrowRight = /* @__PURE__ */ drawnOnce(lucide.ArrowRight);
export const Award = /* @__PURE__ */ drawnOnce(lucide.Award);
export const BadgeCheck = /* @__PURE__ */ drawnOnce(lucide.BadgeCheck);
export const CalendarCheck = /* @__PURE__ */ drawnOnce(lucide.CalendarCheck);
export const CalendarClock = /* @__PURE__ */ drawnOnce(lucide.CalendarClock);
export const CalendarX = /* @__PURE__ */ drawnOnce(lucide.CalendarX);
export const ChartColumn = /* @__PURE__ */ drawnOnce(lucide.ChartColumn);
export const Check = /* @__PURE__ */ drawnOnce(lucide.Check);
export const ChevronDown = /* @__PURE__ */ drawnOnce(lucide.ChevronDown);
export const ChevronLeft = /* @__PURE__ */ drawnOnce(lucide.ChevronLeft);
export const ChevronRight = /* @__PURE__ */ drawnOnce(lucide.ChevronRight);
export const CircleAlert = /* @__PURE__ */ drawnOnce(lucide.CircleAlert);
export const CircleCheck = /* @__PURE__ */ drawnOnce(lucide.CircleCheck);
export const CircleDashed = /* @__PURE__ */ drawnOnce(lucide.CircleDashed);
export const ClipboardCheck = /* @__PURE__ */ drawnOnce(lucide.ClipboardCheck);
export const ClipboardList = /* @__PURE__ */ drawnOnce(lucide.ClipboardList);
export const Clock = /* @__PURE__ */ drawnOnce(lucide.Clock);
export const Coins = /* @__PURE__ */ drawnOnce(lucide.Coins);
export const CreditCard = /* @__PURE__ */ drawnOnce(lucide.CreditCard);
export const ExternalLink = /* @__PURE__ */ drawnOnce(lucide.ExternalLink);
export const FileClock = /* @__PURE__ */ drawnOnce(lucide.FileClock);
export const Gauge = /* @__PURE__ */ drawnOnce(lucide.Gauge);
export const Globe = /* @__PURE__ */ drawnOnce(lucide.Globe);
export const Hammer = /* @__PURE__ */ drawnOnce(lucide.Hammer);
export const Handshake = /* @__PURE__ */ drawnOnce(lucide.Handshake);
export const HardHat = /* @__PURE__ */ drawnOnce(lucide.HardHat);
export const History = /* @__PURE__ */ drawnOnce(lucide.History);
export const Inbox = /* @__PURE__ */ drawnOnce(lucide.Inbox);
export const Info = /* @__PURE__ */ drawnOnce(lucide.Info);
export const LayoutDashboard = /* @__PURE__ */ drawnOnce(lucide.LayoutDashboard);
export const LoaderCircle = /* @__PURE__ */ drawnOnce(lucide.LoaderCircle);
export const LocateFixed = /* @__PURE__ */ drawnOnce(lucide.LocateFixed);
export const Mail = /* @__PURE__ */ drawnOnce(lucide.Mail);
export const MailWarning = /* @__PURE__ */ drawnOnce(lucide.MailWarning);
export const MapPin = /* @__PURE__ */ drawnOnce(lucide.MapPin);
export const MapPinOff = /* @__PURE__ */ drawnOnce(lucide.MapPinOff);
export const MapPinned = /* @__PURE__ */ drawnOnce(lucide.MapPinned);
export const Menu = /* @__PURE__ */ drawnOnce(lucide.Menu);
export const MessageSquare = /* @__PURE__ */ drawnOnce(lucide.MessageSquare);
export const MessageSquareWarning = /* @__PURE__ */ drawnOnce(lucide.MessageSquareWarning);
export const MessagesSquare = /* @__PURE__ */ drawnOnce(lucide.MessagesSquare);
export const Phone = /* @__PURE__ */ drawnOnce(lucide.Phone);
export const PiggyBank = /* @__PURE__ */ drawnOnce(lucide.PiggyBank);
export const ReceiptText = /* @__PURE__ */ drawnOnce(lucide.ReceiptText);
export const RotateCcw = /* @__PURE__ */ drawnOnce(lucide.RotateCcw);
export const Search = /* @__PURE__ */ drawnOnce(lucide.Search);
export const Send = /* @__PURE__ */ drawnOnce(lucide.Send);
export const Settings = /* @__PURE__ */ drawnOnce(lucide.Settings);
export const ShieldAlert = /* @__PURE__ */ drawnOnce(lucide.ShieldAlert);
export const ShieldCheck = /* @__PURE__ */ drawnOnce(lucide.ShieldCheck);
export const Sparkles = /* @__PURE__ */ drawnOnce(lucide.Sparkles);
export const Star = /* @__PURE__ */ drawnOnce(lucide.Star);
export const Store = /* @__PURE__ */ drawnOnce(lucide.Store);
export const ThumbsUp = /* @__PURE__ */ drawnOnce(lucide.ThumbsUp);
export const Timer = /* @__PURE__ */ drawnOnce(lucide.Timer);
export const UserCheck = /* @__PURE__ */ drawnOnce(lucide.UserCheck);
export const Users = /* @__PURE__ */ drawnOnce(lucide.Users);
export const Wrench = /* @__PURE__ */ drawnOnce(lucide.Wrench);
export const X = /* @__PURE__ */ drawnOnce(lucide.X);
