import type { Database } from "~/db/client.server";
import { ohioDay } from "~/lib/ohio-time";
import { offerWaitingRequests } from "~/modules/matching/index.server";
import { areaMap, SERVICES, type ServiceSlug } from "~/modules/catalog";
import {
  DIRECTORY_LIMITS,
  parseArea,
  parseBusiness,
  parseInsurance,
  parseLicenses,
  parseServices,
  type LicenseInput,
  LOGO_MAX_BYTES,
  logoPath,
  logoProblemMessage,
  TRADE_LICENSING,
} from "~/modules/providers";
import {
  getDirectoryProfile,
  saveBusinessInfo,
  saveInsurance,
  saveLicenses,
  saveServiceArea,
  saveServices,
  type DirectoryProfile,
  removeLogo,
} from "~/modules/providers/index.server";

/**
 * The portal's Directory page on plain values: what the loader shows, and
 * what each of its forms does. The route reads the session and the form;
 * every change is the signed-in pro's own (no ids are posted).
 */
export const DIRECTORY_INTENTS = ["business", "services", "licenses", "insurance", "area", "remove-logo"] as const;
export type DirectoryIntent = (typeof DIRECTORY_INTENTS)[number];

/** What the page shows after a post: the message, one per field, and what was typed when it was refused. */
export type DirectoryFeedback = {
  form: DirectoryIntent;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]> | null;
};

export async function directoryPageData(db: Database, providerId: string, logoStatus: string | null) {
  const profile = await getDirectoryProfile(db, providerId);
  if (!profile) return null;
  const logoMessage = logoStatus === "saved" ? "Your logo was saved." : logoStatus === "removed" ? "Your logo was removed." : logoProblemMessage(logoStatus);
  return {
    profile,
    logo: { url: logoPath(profile.slug, profile.logoFile), maxBytes: LOGO_MAX_BYTES },
    logoFeedback: logoMessage ? { ok: logoStatus === "saved" || logoStatus === "removed", message: logoMessage } : null,
    catalog: SERVICES.map((service) => ({
      slug: service.slug,
      name: service.name,
      subServices: service.subServices.map(({ slug, name }) => ({ slug, name })),
      licensing: TRADE_LICENSING[service.slug],
    })),
    limits: DIRECTORY_LIMITS,
    map: areaMap(profile.area.places, profile.area.baseZip),
  };
}

export type DirectoryPost = {
  intent: string;
  /** Text fields by name (first value of each). */
  fields: Record<string, string>;
  categories: string[];
  subServices: string[];
};

export type DirectoryActionResult = { status: 200 | 400 | 404; feedback: DirectoryFeedback | null };

const refused = (form: DirectoryIntent, errors: Record<string, string>, values: DirectoryFeedback["values"]): DirectoryActionResult => ({
  status: 400,
  feedback: { form, ok: false, message: "Nothing was saved. Check the fields marked below.", errors, values },
});
const saved = (form: DirectoryIntent, message: string): DirectoryActionResult => ({ status: 200, feedback: { form, ok: true, message, errors: {}, values: null } });
const notFound: DirectoryActionResult = { status: 404, feedback: null };

export async function directoryPageAction(db: Database, providerId: string, post: DirectoryPost, uploadsDir: string): Promise<DirectoryActionResult> {
  const text = (name: string) => post.fields[name] ?? "";
  switch (post.intent) {
    case "business": {
      const values = {
        businessName: text("businessName"),
        description: text("description"),
        phone: text("phone"),
        website: text("website"),
        yearsInBusiness: text("yearsInBusiness"),
      };
      const parsed = parseBusiness(values);
      if (!parsed.ok) return refused("business", parsed.errors, values);
      return (await saveBusinessInfo(db, providerId, parsed.value)) ? saved("business", "Your business details were saved.") : notFound;
    }
    case "services": {
      const values = { categories: post.categories, subServices: post.subServices };
      const parsed = parseServices(values);
      if (!parsed.ok) return refused("services", parsed.errors, values);
      if (!(await saveServices(db, providerId, parsed.value))) return notFound;
      // A new trade or job type may be one a homeowner's request waits for.
      await offerWaitingRequests(db, providerId);
      return saved("services", "Your services were saved.");
    }
    case "licenses": {
      const profile = await getDirectoryProfile(db, providerId);
      if (!profile) return notFound;
      const input: Partial<Record<ServiceSlug, LicenseInput>> = {};
      for (const { category } of profile.services) {
        input[category] = { number: text(`${category}.number`), issuer: text(`${category}.issuer`), expiresOn: text(`${category}.expiresOn`) };
      }
      const parsed = parseLicenses(input, ohioDay(new Date()));
      if (!parsed.ok) return refused("licenses", parsed.errors, post.fields);
      return (await saveLicenses(db, providerId, parsed.value)) ? saved("licenses", "Your licenses were saved.") : notFound;
    }
    case "insurance": {
      const values = { carrier: text("carrier"), policyNumber: text("policyNumber"), expiresOn: text("expiresOn") };
      const parsed = parseInsurance(values, ohioDay(new Date()));
      if (!parsed.ok) return refused("insurance", parsed.errors, values);
      const message = parsed.value ? "Your insurance was saved." : "Your insurance was removed.";
      return (await saveInsurance(db, providerId, parsed.value)) ? saved("insurance", message) : notFound;
    }
    case "area": {
      const values = { baseZip: text("baseZip"), radiusMiles: text("radiusMiles") };
      const parsed = parseArea(values);
      if (!parsed.ok) return refused("area", parsed.errors, values);
      const result = await saveServiceArea(db, providerId, parsed.value);
      if (!result) return notFound;
      await offerWaitingRequests(db, providerId);
      return saved("area", `Your service area was saved: ${result.zipCount} ZIP codes within ${parsed.value.radiusMiles} miles of ${parsed.value.baseZip}.`);
    }
    case "remove-logo":
      return (await removeLogo(db, uploadsDir, providerId)) ? saved("remove-logo", "Your logo was removed.") : notFound;
    default:
      return { status: 400, feedback: { form: "business", ok: false, message: "That form is not one of this page's. Reload the page and try again.", errors: {}, values: null } };
  }
}

export type DirectoryPageData = NonNullable<Awaited<ReturnType<typeof directoryPageData>>>;
export type { DirectoryProfile };
export type { MapCircle } from "~/modules/catalog";
