// @vitest-environment happy-dom
import { eq } from "drizzle-orm";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { consentRecords, leadContacts, providerCategories, providers, providerServiceZips, serviceCategories, users } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { SERVICES } from "~/modules/catalog/services";
import { postLedgerEntry } from "~/modules/credits/ledger.server";
import { LEAD_SUBMIT_LABELS } from "~/modules/intake/lead-form";
import { requestInfoContext } from "~/request-context";
import ContactInfo, * as contactInfoRoute from "./questionnaire/contact-info";
import Search, * as searchRoute from "./search";

/*
 * Consent that holds up: for every button that sends a homeowner's details,
 * the page is loaded and rendered by its own route, the form is sent as the
 * browser would send it (its hidden fields included), and the stored consent
 * record must repeat, word for word, the text the page showed beside that button.
 */

const holder = globalThis as typeof globalThis & { __buckeyeDb?: Promise<DatabaseHandle> };

function context() {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { requestId: "test", nonce: "nonce", ip: "203.0.113.50", fromThisMachine: false, userAgent: "ConsentTest/1.0" });
  return provider;
}

/** The route component as the server renders it, parsed into a document. */
function render(Component: ComponentType<never>, url: string, props: Record<string, unknown>): Document {
  const Page = Component as ComponentType<Record<string, unknown>>;
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Page params={{}} matches={[]} {...props} />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

/** What the browser posts for this form: its fields as rendered, then what the homeowner typed. */
function formBody(form: HTMLFormElement, typed: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name], textarea[name]")) {
    if (input.type === "checkbox" && !(input as HTMLInputElement).checked) continue;
    body.set(input.name, input.name in typed ? typed[input.name]! : input.value);
  }
  for (const [name, value] of Object.entries(typed)) body.set(name, value);
  return body;
}

function post(url: string, body: URLSearchParams) {
  return new Request(`http://localhost${url}`, { method: "POST", body, headers: { referer: `http://localhost${url}` } });
}

function shownConsent(scope: ParentNode): string {
  const text = scope.querySelector("[data-consent-text]")?.textContent;
  if (!text) throw new Error("no consent text on the page");
  return text;
}

function contactOf(email: string) {
  return { firstName: "Casey", lastName: "Record", phone: "6145550123", email };
}

describe(`consent records on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;

  async function storedConsent(email: string): Promise<string[]> {
    const rows = await handle.db
      .select({ text: consentRecords.consentText })
      .from(consentRecords)
      .innerJoin(leadContacts, eq(leadContacts.leadId, consentRecords.leadId))
      .where(eq(leadContacts.email, email));
    return rows.map((row) => row.text);
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    holder.__buckeyeDb = Promise.resolve(handle);
    const db = handle.db;
    const categories = await db
      .insert(serviceCategories)
      .values(SERVICES.map((s, i) => ({ slug: s.slug, name: s.name, description: s.description, sortOrder: i })))
      .returning({ id: serviceCategories.id, slug: serviceCategories.slug });
    const hvacId = categories.find((c) => c.slug === "hvac")!.id;
    for (const slug of ["alpha", "bravo"]) {
      await db.insert(users).values({ id: `user-${slug}`, name: slug, email: `${slug}@example.com`, emailVerified: true });
      const [row] = await db
        .insert(providers)
        .values({
          userId: `user-${slug}`,
          slug,
          businessName: `${slug} Heating`,
          phone: "6145550199",
          email: `${slug}@example.com`,
          baseZip: "43215",
          city: "Columbus",
          verificationStatus: "verified",
          ratingTenths: 48,
          reviewCount: 20,
          medianResponseMinutes: 60,
        })
        .returning({ id: providers.id });
      await db.insert(providerCategories).values({ providerId: row!.id, categoryId: hvacId });
      await db.insert(providerServiceZips).values({ providerId: row!.id, zip: "43215" });
      await postLedgerEntry(db, { providerId: row!.id, kind: "grant", amount: 500, idempotencyKey: `grant-${slug}` });
    }
  });

  afterAll(async () => {
    holder.__buckeyeDb = undefined;
    await handle?.close();
  });

  it(`/contact-info: the record says "${LEAD_SUBMIT_LABELS.questionnaire}", as the page did`, async () => {
    const url = "/contact-info?zip=43215&service=hvac&urgency=soon";
    const loaderData = await contactInfoRoute.loader({ request: new Request(`http://localhost${url}`), params: {}, context: context() } as never);
    const page = render(ContactInfo, url, { loaderData, actionData: undefined });
    const form = page.querySelector<HTMLFormElement>("form[data-lead-form]")!;
    expect(form.querySelector("button[type=submit]")!.textContent).toBe(LEAD_SUBMIT_LABELS.questionnaire);
    const shown = shownConsent(form);
    expect(shown).toMatch(/^By clicking View Matching Pros, /);

    const email = "questionnaire@example.com";
    const answer = (await contactInfoRoute.action({ request: post(url, formBody(form, contactOf(email))), params: {}, context: context() } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(await storedConsent(email)).toEqual([shown]);
  });

  for (const intent of ["phone", "message", "all"] as const) {
    it(`/search: the contact panel for "${LEAD_SUBMIT_LABELS[intent]}" stores the text it showed`, async () => {
      const url = "/search?query=furnace%20not%20heating&zip=43215";
      const request = new Request(`http://localhost${url}`);
      const { data: loaderData } = (await searchRoute.loader({ request, params: {}, context: context() } as never)) as { data: unknown };
      const results = render(Search, url, { loaderData, actionData: undefined });

      // The action button the homeowner presses first: with no details yet, the server asks for them.
      const button = results.querySelector<HTMLFormElement>(`form[data-contact-action="${intent}"]`)!;
      expect(button).not.toBeNull();
      const first = { message: intent === "message" ? "Can you come Tuesday?" : "" };
      const asked = (await searchRoute.action({ request: post(url, formBody(button, first)), params: {}, context: context() } as never)) as {
        data: unknown;
      };
      const withPanel = render(Search, url, { loaderData, actionData: asked.data });
      const panel = withPanel.querySelector<HTMLElement>("[data-contact-panel]")!;
      expect(panel.querySelector("button[type=submit]")!.textContent).toBe(LEAD_SUBMIT_LABELS[intent]);
      const shown = shownConsent(panel);
      expect(shown).toMatch(new RegExp(`^By clicking ${LEAD_SUBMIT_LABELS[intent]}, `));

      const email = `${intent}@example.com`;
      const sent = (await searchRoute.action({
        request: post(url, formBody(panel.querySelector("form")!, contactOf(email))),
        params: {},
        context: context(),
      } as never)) as { data: { ok: boolean } };
      expect(sent.data.ok).toBe(true);
      expect(await storedConsent(email)).toEqual([shown]);
    });
  }

  it("a posted consent text is never what is stored", async () => {
    const url = "/contact-info?zip=43215&service=hvac";
    const loaderData = await contactInfoRoute.loader({ request: new Request(`http://localhost${url}`), params: {}, context: context() } as never);
    const form = render(ContactInfo, url, { loaderData, actionData: undefined }).querySelector<HTMLFormElement>("form[data-lead-form]")!;
    const email = "forged@example.com";
    const body = formBody(form, { ...contactOf(email), consentText: "I agree to nothing.", consent: "nothing" });
    await contactInfoRoute.action({ request: post(url, body), params: {}, context: context() } as never);
    expect(await storedConsent(email)).toEqual([shownConsent(form)]);
  });
});
