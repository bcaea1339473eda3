import type { Page } from "@playwright/test";
import { type NewPro, requestQuote } from "./accounts";
import { readyPro } from "./security-fixtures";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A pro writing on a lead's page whose session ends before the post (it timed out, or they signed out in another
 * tab): the login page says it was not sent, and once logged in the lead's page has the message, the note and the
 * refund reason back in their boxes, kept in the tab (app/components/ui/use-text-draft.ts, docs/decisions/077). Once
 * sent, they are gone.
 */
const stamp = Date.now().toString(36);
// Newark, away from the other specs' pros.
const ZIP = "43055";
const PRO: NewPro = {
  firstName: "Ines",
  lastName: "Calder",
  business: `Licking Valley Plumbing ${stamp}`,
  phone: "740-555-2461",
  email: `drafts-pro-${stamp}@example.com`,
  zip: ZIP,
  password: "copper-pipe-81",
};

async function logInAgain(page: Page) {
  await page.getByLabel("Email").fill(PRO.email);
  await page.getByLabel("Password").fill(PRO.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

test("what a pro typed in a lead's message, note and refund boxes is back after the session ended and they logged in", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await readyPro(page, baseURL!, PRO, "plumbing");
  const homeowner = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": "10.77.4.31" } });
  await requestQuote(homeowner, { zip: ZIP, contact: { firstName: "Wren", lastName: "Abbott", phone: "7403451234", email: `wren.${stamp}@example.com` } });
  await homeowner.close();

  await page.goto("/provider/leads");
  await page.getByRole("list", { name: "Leads" }).getByRole("link").filter({ hasText: "Plumbing: Water heater" }).click();
  await page.getByRole("button", { name: /^Accept for \d+ credits$/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: /^Accept and pay/ }).click();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText("Wren Abbott");
  const leadPath = new URL(page.url()).pathname;

  const message = page.getByLabel("Write to Wren");
  const note = page.getByLabel("New note");
  const refundReason = page.getByLabel("Why should this lead be refunded?");
  await message.fill("Hi Wren, I can look at the heater ");
  await note.fill("Asked about the anode rod.");
  await refundReason.fill("The number rings a closed office.");
  // Signed out elsewhere while typing: the rest of the message is typed after the session is gone.
  await page.context().clearCookies();
  await message.pressSequentially("on Friday morning.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/provider\/login\?redirectTo=.*&unsent=1$/);
  const notice = page.getByRole("alert").filter({ hasText: "You were signed out, so that was not saved" });
  // It does not tell the pro to type it again: the boxes will have it.
  await expect(notice).toContainText("Log in to go back to the same page and send it again.");
  // The draft never rides in the address.
  expect(page.url()).not.toContain("Friday");

  await logInAgain(page);
  await expect(page).toHaveURL(new RegExp(`${leadPath}$`));
  await waitForHydration(page);
  await expect(message).toHaveValue("Hi Wren, I can look at the heater on Friday morning.");
  await expect(note).toHaveValue("Asked about the anode rod.");
  await expect(refundReason).toHaveValue("The number rings a closed office.");

  // Sent, the drafts are done with: a reload shows empty boxes.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: /Messages/ }).getByText("Hi Wren, I can look at the heater on Friday morning.")).toBeVisible();
  await expect(message).toHaveValue("");
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByRole("region", { name: "Private notes" }).getByText("Asked about the anode rod.")).toBeVisible();
  await page.getByRole("button", { name: "Request Refund" }).click();
  await expect(page.getByRole("region", { name: "Refund" })).toContainText("You wrote: The number rings a closed office.");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: /Messages/ }).getByText("Hi Wren, I can look at the heater on Friday morning.")).toBeVisible();
  await expect(message).toHaveValue("");
  await expect(note).toHaveValue("");
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith("text-draft:")))).toEqual([]);
});
