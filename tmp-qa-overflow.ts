import { chromium, type Page } from "playwright";
const base = "http://localhost:3900";
const setup = process.argv[2]!;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
async function check(page: Page, paths: string[], label: string) {
  for (const path of paths) {
    const response = await page.goto(base + path);
    await page.waitForTimeout(300);
    const info = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide: string[] = [];
      for (const el of Array.from(document.querySelectorAll("body *"))) {
        const r = (el as HTMLElement).getBoundingClientRect();
        if (r.right > width + 1 && r.width > 0) {
          let hidden = false;
          for (let p: HTMLElement | null = el.parentElement; p; p = p.parentElement) {
            const s = getComputedStyle(p);
            if (s.overflowX === "auto" || s.overflowX === "scroll" || s.overflowX === "hidden") { hidden = true; break; }
          }
          if (!hidden) wide.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className?.toString().slice(0, 40)} r=${Math.round(r.right)}`);
        }
      }
      return { scroll: document.documentElement.scrollWidth, width, wide: wide.slice(0, 4) };
    });
    const bad = info.scroll > info.width || info.wide.length;
    console.log(`${bad ? "WIDE" : "ok  "} ${response?.status()} ${label} ${path} scroll=${info.scroll} ${bad ? JSON.stringify(info.wide) : ""}`);
  }
}
const pub = await browser.newPage({ viewport: { width: 375, height: 800 } });
await check(pub, process.env.SKIP_PUBLIC ? [] : ["/", "/services", "/services/plumbing", "/services/plumbing/ohio", "/services/hvac/columbus", "/locations", "/locations/dayton", "/how-it-works", "/testimonials", "/contact", "/contact-info?zip=43215&service=plumbing", "/blog", "/partner-of-month", "/search?query=leaky%20faucet&zip=43215", "/service-request", "/service-questionnaire/plumbing?zip=43215", "/provider/login", "/register", "/register?type=provider", "/forgot-password", "/pros", "/data-sources"], "public");
const links = await pub.evaluate(() => Array.from(document.querySelectorAll("a")).map((a) => a.getAttribute("href")));
const demo = await browser.newPage({ viewport: { width: 375, height: 800 } });
await demo.goto(base + "/provider/demo");
await demo.getByRole("button", { name: "Enter Demo Mode" }).click();
await demo.waitForURL(/dashboard/);
console.log("demo at", demo.url());
await demo.goto(base + "/provider/leads");
const lead = await demo.locator('a[href^="/provider/leads/"]').first().getAttribute("href");
await check(demo, process.env.SKIP_PUBLIC ? [] : ["/provider/dashboard", "/provider/leads", lead!, "/provider/messages", "/provider/credits", "/provider/directory", "/provider/settings"], "demo");
const op = await browser.newPage({ viewport: { width: 375, height: 800 } });
await op.goto(setup);
await op.waitForTimeout(500);
console.log("setup page", op.url());
await op.getByLabel("First name").fill("Olive").catch(() => {});
await op.getByLabel("Last name").fill("Operator").catch(() => {});
await op.getByLabel("Email").fill("olive@example.com");
await op.getByLabel(/^Password/).fill("maple-tree-42-ops");
await op.getByLabel("Confirm password").fill("maple-tree-42-ops");
await op.getByRole("button", { name: "Create Operator Account" }).click();
await op.waitForTimeout(1500);
console.log("after setup", op.url());
await op.goto(base + "/admin/leads");
const adminLead = await op.locator('a[href^="/admin/leads/"]').first().getAttribute("href");
await op.goto(base + "/admin/vetting");
const pro = await op.locator('a[href^="/admin/pros/"]').first().getAttribute("href").catch(() => null);
await check(op, ["/admin", "/admin/vetting", ...(pro ? [pro] : []), "/admin/leads", adminLead!, "/admin/refunds", "/admin/reviews", "/admin/partners", "/admin/purchases", "/admin/outbox", "/admin/unmet-demand", "/admin/audit", "/account/settings"], "console");
await browser.close();
