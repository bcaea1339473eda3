import type { DeliveryStatus } from "~/db/enums";
import { isDeliveryStatus } from "~/modules/pipeline";

/** The inbox's filters and page from its URL: unknown values are dropped, so an old or edited link still shows the inbox. */
export function inboxFilterFrom(params: URLSearchParams): { status?: DeliveryStatus; category?: string; page?: number } {
  const status = params.get("status");
  const category = params.get("category");
  const page = /^[1-9][0-9]{0,3}$/.test(params.get("page") ?? "") ? Number(params.get("page")) : 1;
  return {
    ...(isDeliveryStatus(status) ? { status } : {}),
    ...(category && /^[a-z0-9-]{1,60}$/.test(category) ? { category } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

/** "12 min", "3 h 5 min", "2 d 4 h": a response time a pro reads at a glance. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "No answers yet";
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ""}`;
  const hours = Math.floor(m / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}
