import { expect, it } from "vitest";
import { adminCreateWhileServing } from "./create-admin.server";

it("points to the server's setup link, not to stopping the site, when the server holds the embedded database", () => {
  const message = adminCreateWhileServing("/srv/buckeye/data", 4242);
  expect(message).toContain("pid 4242");
  expect(message).toContain("/srv/buckeye/data");
  expect(message.split("\n")[1]).toMatch(/open the setup link in the server's log.*"no operator yet".*setupUrl/);
  expect(message).not.toMatch(/stop the server, run this again/i);
});
