import type { Page } from "@playwright/test";
import { linkFromMail, loopback } from "./accounts";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, scriptSources, test, waitForPageScript } from "./fixtures";

/**
 * Accounts: every auth screen and redirect, with and without a
 * session and without JavaScript, and a whole sign-up that reads the
 * verification e-mail from the local outbox (/dev/mail, loopback only).
 */

let unique = 0;
function newEmail(prefix: string) {
  unique += 1;
  return `${prefix}-${Date.now().toString(36)}-${unique}@example.com`;
}

async function register(page: Page, type: "homeowner" | "provider", email: string, password = "maple-tree-42") {
  await page.goto(type === "provider" ? "/register?type=provider" : "/register");
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Whitaker");
  if (type === "provider") {
    await page.getByLabel("Business name").fill("Whitaker Heating & Air");
    await page.getByLabel("Business phone").fill("614-555-0123");
  }
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/ZIP code/).fill("43215");
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: /Sign Up/ }).click();
  await expect(page.getByText("Account created successfully! Please check your email to verify your account.")).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/provider/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

test.describe("sign-up, verification and login", () => {
  test("a pro signs up, verifies from the outbox and lands on the dashboard", async ({ page, baseURL }) => {
    // Sign-up, the mailbox, two axe checks and sign-out: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const email = newEmail("pro");
    await register(page, "provider", email);
    await expect(page.getByRole("link", { name: "Continue to Login" })).toHaveAttribute("href", "/provider/login");

    const link = await linkFromMail(baseURL!, email, "/auth/callback?token=");
    expect(link.startsWith(baseURL!)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Authentication Successful" })).toBeVisible();
    await expect(page.getByText("Welcome to your dashboard!")).toBeVisible();
    // Already signed in on this page: its header greets the pro, and the link's token has left the address bar.
    await expect(page.getByRole("navigation", { name: "Main" }).getByText("Hello, Dana Whitaker")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await page.getByRole("link", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Whitaker Heating & Air" })).toBeVisible();
    await expect(page.getByText("Waiting for review")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByText("Hello, Dana Whitaker")).toBeVisible();
    for (const name of ["Dashboard", "Leads", "Credits", "Directory", "Settings"]) {
      await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // Signed in, the login and register pages send the pro back to the portal.
    await page.goto("/provider/login");
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/provider\/dashboard$/);

    // The portal navigates on the client (a React app) and signs out with a post.
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await page.getByRole("button", { name: "Sign Out" }).click();
    // Signing out says so.
    await expect(page).toHaveURL(/\/provider\/login\?signed-out=1$/);
    await expect(page.getByRole("status")).toContainText("You are signed out");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();

    // A session that ends while the portal is open (another device changed the password, say): the next click in the
    // portal opens the login page, which leads back to that page, not to its data.
    await logIn(page, email, "maple-tree-42");
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await page.context().clearCookies();
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(/\/provider\/login\?redirectTo=%2Fprovider%2Fleads$/);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("maple-tree-42");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/provider\/leads$/);
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  });

  test("a homeowner logs in to their requests; the header's Dashboard and My Account go there", async ({ page }) => {
    const email = newEmail("home");
    await register(page, "homeowner", email);
    await logIn(page, email, "maple-tree-42");
    await expect(page).toHaveURL(/\/account\/requests$/);
    await expect(page.getByText(/verify your e-mail address first/)).toBeVisible();
    const header = page.getByRole("navigation", { name: "Main" });
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/account/requests");
    await expect(header.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account/requests");
    // A homeowner is not let into the portal, nor the console.
    await page.goto("/provider/dashboard");
    await expect(page).toHaveURL(/\/account\/requests$/);
    // (Fetched, not loaded: the browser would log the 403 as a console error.)
    const admin = await page.request.get("/admin");
    expect(admin.status()).toBe(403);
    expect(await admin.text()).toContain("Not allowed");
    // Asking for quotes, the contact step already holds what the account knows; the phone is theirs to type.
    await page.goto("/contact-info?zip=43215&service=hvac");
    await expect(page.getByLabel("First name")).toHaveValue("Dana");
    await expect(page.getByLabel("Last name")).toHaveValue("Whitaker");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Phone")).toHaveValue("");
  });

  test("an unverified pro can log in, sees what is still missing and asks for the link again", async ({ page }) => {
    const email = newEmail("unverified");
    await register(page, "provider", email);
    await logIn(page, email, "maple-tree-42");
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await expect(page.getByText("Not verified yet")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Before you get leads: \d steps left/ })).toBeVisible();
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
    // A step still to do leads to where it is done.
    await page.getByRole("link", { name: "Choose the services you offer" }).click();
    await expect(page).toHaveURL(/\/provider\/directory#services$/);
    await expect(page.getByRole("region", { name: "Services" })).toBeVisible();
  });

  test("a pro whose session ended before a form was sent is told on the login page, and comes back to that page", async ({ page }) => {
    const email = newEmail("ended");
    await register(page, "provider", email);
    await logIn(page, email, "maple-tree-42");
    await page.goto("/provider/settings");
    await page.getByLabel("First name").fill("Seán");
    // Signed out elsewhere (or the session timed out) while the page was open.
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Save Name" }).click();
    await expect(page).toHaveURL(/\/provider\/login\?redirectTo=%2Fprovider%2Fsettings&unsent=1$/);
    await expect(page.getByRole("alert").filter({ hasText: "You were signed out, so that was not saved" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("maple-tree-42");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/provider\/settings$/);
  });

  test("a failed login shows the original app's error box, keeps the e-mail and puts the cursor in the password", async ({ page }) => {
    await logIn(page, "nobody@example.com", "wrong-password");
    const box = page.getByRole("alert").filter({ hasText: "Sign in failed" });
    await expect(box).toContainText("Error: Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Password")).toBeFocused();
  });

  test("the login page checks before the round trip with JavaScript", async ({ page }) => {
    await page.goto("/provider/login");
    await waitForPageScript(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sign in failed" })).toContainText("Error: Email and password are required");
    await expect(page.getByLabel("Email")).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("someone else's verification link does not replace the session of the person signed in here (login CSRF)", async ({ page, baseURL }) => {
    const victim = newEmail("victim");
    const attacker = newEmail("attacker");
    await register(page, "homeowner", attacker);
    const attackerLink = await linkFromMail(baseURL!, attacker, "/auth/callback?token=");
    await register(page, "homeowner", victim);
    await page.goto(await linkFromMail(baseURL!, victim, "/auth/callback?token="));
    await expect(page.getByRole("heading", { name: "Authentication Successful" })).toBeVisible();

    await page.goto(attackerLink);
    await expect(page.getByRole("heading", { name: "Verify another account?" })).toBeVisible();
    await page.goto("/account/settings");
    await expect(page.getByText(victim).first()).toBeVisible();
    await expect(page.getByText(attacker)).toHaveCount(0);

    // Only the button (a post) signs in as the link's account.
    await page.goto(attackerLink);
    await page.getByRole("button", { name: `Verify and sign in as ${attacker}` }).click();
    await expect(page).toHaveURL(/\/account\/requests$/);
    await page.goto("/account/settings");
    await expect(page.getByText(attacker).first()).toBeVisible();
  });

  test("a verification link that is not valid shows 'Authentication Error' and leads to login", async ({ page }) => {
    const response = await page.goto("/auth/callback?token=not-a-token");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(/\/provider\/login$/);
  });

  test("forgot password sends a link that sets a new password", async ({ page, baseURL }) => {
    const email = newEmail("reset");
    await register(page, "homeowner", email);
    await page.goto("/provider/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText(/If an account uses that address/)).toBeVisible();

    const resetLink = await linkFromMail(baseURL!, email, "/reset-password?token=");
    await page.goto(resetLink);
    await page.getByLabel("New password (at least 6 characters)").fill("new-garden-55");
    await page.getByLabel("Confirm new password").fill("new-garden-55");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await logIn(page, email, "new-garden-55");
    await expect(page).toHaveURL(/\/account\/requests$/);
    // The link is spent: opened again, it says so at once instead of offering the form.
    await page.goto(resetLink);
    await expect(page.getByRole("alert")).toHaveText("This reset link is not valid or has expired. Please ask for a new one.");
    await expect(page.getByLabel("New password (at least 6 characters)")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Send me a new link" })).toBeVisible();
  });
});

test.describe("register pages", () => {
  test("/login redirects to the one login page", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/provider\/login$/);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  });

  test("?type=provider preselects the Provider tab; the pages load only the accounts script and pass axe", async ({ page }) => {
    // Four pages with axe on each: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    await page.goto("/register?type=provider");
    await expect(page.getByRole("link", { name: "Provider" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Business name")).toBeVisible();
    await waitForPageScript(page);
    const sources = await scriptSources(page);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatch(/page-accounts/);
    await expectNoSeriousA11yViolations(page);
    for (const url of ["/register", "/provider/register", "/provider/login", "/provider/demo", "/forgot-password"]) {
      await page.goto(url);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("the standalone pro page shows 'Service Area Error' for a ZIP outside Ohio and goes to login on success", async ({ page }) => {
    await page.goto("/provider/register");
    await waitForPageScript(page);
    await page.getByLabel("First name").fill("Mike");
    await page.getByLabel("Last name").fill("Rossi");
    await page.getByLabel("Business name").fill("Rossi Plumbing");
    await page.getByLabel("Email").fill(newEmail("standalone"));
    await page.getByLabel("Business ZIP code").fill("90210");
    await page.getByLabel("Password (at least 6 characters)").fill("copper-pipe-7");
    await page.getByLabel("Confirm password").fill("copper-pipe-8");
    await page.getByRole("button", { name: "Create Provider Account" }).click();
    const box = page.getByRole("alert").filter({ hasText: "Service Area Error" });
    await expect(box).toContainText("We currently only serve Ohio. Please enter an Ohio zip code.");

    await page.getByLabel("Business ZIP code").fill("43215");
    await page.getByRole("button", { name: "Create Provider Account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sign up failed" })).toContainText("Passwords do not match");
    await page.getByLabel("Confirm password").fill("copper-pipe-7");
    await page.getByRole("button", { name: "Create Provider Account" }).click();
    await expect(page).toHaveURL(/\/provider\/login\?registered=1$/);
    await expect(page.getByText("Account created successfully")).toBeVisible();
    await expect(page.getByText("You can now sign in with your new account")).toBeVisible();
  });

  test("a sign-up's five-character ZIP box keeps the five digits of a ZIP pasted or typed with a space", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    for (const [url, label] of [["/provider/register", "Business ZIP code"], ["/register", "ZIP code"]] as const) {
      await page.goto(url);
      await waitForPageScript(page);
      const zip = page.getByLabel(label, { exact: true });
      // The box holds five characters (the seed's limit): a pasted " 43215 " used to keep " 4321".
      for (const pasted of [" 43215 ", "43215 1234"]) {
        await zip.fill("");
        await zip.focus();
        await zip.evaluate((box, text) => {
          const transfer = new DataTransfer();
          transfer.setData("text/plain", text);
          box.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertFromPaste", dataTransfer: transfer, bubbles: true, cancelable: true }));
        }, pasted);
        await expect(zip, pasted).toHaveValue("43215");
      }
      await zip.fill("");
      await zip.pressSequentially("43 215");
      await expect(zip).toHaveValue("43215");
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both register tabs work; the server answers 400 with messages and what was typed, never the password", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("link", { name: "Provider" }).click();
    await expect(page).toHaveURL(/type=provider/);
    await page.getByLabel("First name").fill("Mike");
    await page.getByLabel("Business name").fill("Rossi Plumbing");
    await page.getByLabel(/^Password/).fill("copper-pipe-7");
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: /Sign Up/ }).click()]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "Registration failed" })).toContainText("Please fill out all required fields");
    await expect(page.getByLabel("First name")).toHaveValue("Mike");
    await expect(page.getByLabel("Business name")).toHaveValue("Rossi Plumbing");
    await expect(page.getByLabel(/^Password/)).toHaveValue("");

    await page.getByRole("link", { name: "Homeowner" }).click();
    await register(page, "homeowner", newEmail("nojs"));
  });

  test("anonymous visitors are sent to login from the portal and the console, and come back after", async ({ page }) => {
    await page.goto("/provider/dashboard");
    await expect(page).toHaveURL(/\/provider\/login\?redirectTo=%2Fprovider%2Fdashboard$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/provider\/login\?redirectTo=%2Fadmin$/);
    await page.goto("/account/requests");
    await expect(page).toHaveURL(/\/provider\/login\?redirectTo=%2Faccount%2Frequests$/);
  });
});

test.describe("demo mode", () => {
  test("shows the portal on a demo business with a banner, refuses every change, and leaves to the demo page", async ({ page }) => {
    await page.goto("/provider/demo");
    await page.getByRole("button", { name: "Enter Demo Mode" }).click();
    await expect(page).toHaveURL(/\/provider\/dashboard$/);
    await expect(page.getByRole("note")).toContainText("Changes are not saved");
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("button", { name: "Change Password" })).toBeDisabled();

    // A post made anyway (not through the page) is refused on the server.
    const refused = await page.request.post("/provider/settings", {
      form: { currentPassword: "x", password: "brass-valve-8", confirmPassword: "brass-valve-8" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("changes are not saved");

    await page.getByRole("button", { name: "Leave Demo" }).click();
    await expect(page).toHaveURL(/\/provider\/demo$/);
    await page.goto("/provider/dashboard");
    await expect(page).toHaveURL(/\/provider\/login/);
  });
});

test.describe("security", () => {
  test("/dev/mail answers only the machine itself", async ({ page, baseURL }) => {
    const response = await page.goto("/dev/mail");
    expect(response?.status()).toBe(404);
    const local = await loopback(baseURL!);
    expect((await local.get("/dev/mail")).status()).toBe(200);
    // A loopback connection relayed for someone else is not this machine, whatever the header says.
    for (const name of ["X-Forwarded-For", "Forwarded", "CF-Connecting-IP", "X-Client-IP", "True-Client-IP", "X-Real-IP"]) {
      expect((await local.get("/dev/mail", { headers: { [name]: "127.0.0.1" } })).status(), name).toBe(404);
    }
    await local.dispose();
  });

  test("a post from another site is refused before any action runs", async ({ page }) => {
    const response = await page.request.post("/provider/login", {
      form: { email: "a@example.com", password: "whatever-1" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status()).toBe(403);
  });
});
