import { plural } from "~/lib/plural";

/**
 * The web push that goes with a pro's "lead-offered" e-mail, for a request matched at intake
 * (intake/create-lead.server.ts) or one that waited for a pro (held-requests.server.ts): the same news either way.
 */
export function newLeadPush(args: { leadId: string; title: string; system: string | null | undefined; price: number }) {
  return {
    title: `New lead: ${args.title}`,
    body: `${args.system ? `${args.system}. ` : ""}Accept it for ${plural(args.price, "credit")} to see the contact details.`,
    openPath: `/provider/leads/${args.leadId}`,
  };
}
