import { describe, expect, it } from "vitest";
import { CONTACT_FAILURE } from "~/modules/intake";
import { searchPageMarkup } from "../../../tests/fixtures/search-page-markup";

const LEAD = { id: "3f1c2a4b-1111-4111-8111-123456789abc", token: "t" };
const REASON = "This request is closed, so it can't go to a new pro. Reload the page to see it as it is now.";

describe("/search answering a contact action the server refused", () => {
  it("says the seed's failure words, and the server's reason on a line under them", () => {
    const html = searchPageMarkup({ lead: LEAD, actionData: { ok: false, intent: "phone", message: CONTACT_FAILURE.phone, reason: REASON } });
    const alert = /<p role="alert"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(alert).toContain(CONTACT_FAILURE.phone);
    // Its own line, after the seed's words (the page without JavaScript shows no toast).
    expect(alert).toMatch(/Failed to submit your call request\.\.\..*<span[^>]*class="[^"]*block[^"]*"[^>]*>This request is closed/);
    // The page script's toast carries it too, as the toast's description.
    expect(html).toContain("&quot;description&quot;:&quot;This request is closed");
  });

  it("says only the seed's words when the server gave no reason", () => {
    const html = searchPageMarkup({ lead: LEAD, actionData: { ok: false, intent: "phone", message: CONTACT_FAILURE.phone } });
    const alert = /<p role="alert"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(alert).toBe(CONTACT_FAILURE.phone);
    expect(html).not.toContain("&quot;description&quot;");
  });
});
