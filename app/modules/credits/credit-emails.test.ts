import { describe, expect, it } from "vitest";
import { paymentReceiptEmail, purchaseRefundEmail } from "./credit-emails";

const pro = { to: "pro@example.com", userId: "u1", businessName: "Marietta Flow" };
const notice = {
  paymentId: "p1",
  packageName: "Starter",
  refundedCents: 100,
  totalRefundedCents: 100,
  amountCents: 5_000,
  creditsTaken: 1,
  creditsSpent: 1,
  balanceAfter: 1,
};

describe("credit e-mails", () => {
  it("counts one credit as one credit in a purchase's refund", () => {
    const { body } = purchaseRefundEmail("https://buckeye.test", pro, notice);
    expect(body).toContain("With it, 1 unspent credit was taken back from your balance.");
    expect(body).toContain("1 credit of it already went to leads; it stays spent.");
    expect(body).toContain("Your balance now: 1 credit\n");
    expect(body).not.toMatch(/\b1 (unspent )?credits\b/);
  });

  it("counts several credits as credits", () => {
    const { body } = purchaseRefundEmail("https://buckeye.test", pro, { ...notice, creditsTaken: 12, creditsSpent: 38, balanceAfter: 0 });
    expect(body).toContain("With it, 12 unspent credits were taken back from your balance.");
    expect(body).toContain("38 credits of it already went to leads; they stay spent.");
    expect(body).toContain("Your balance now: 0 credits");
  });

  it("says the balance after a purchase with its noun agreeing", () => {
    const receipt = { paymentId: "p2", packageName: "Starter", credits: 50, amountCents: 5_000, paidAt: new Date("2026-03-02T14:00:00Z"), balanceAfter: 1 };
    const mail = paymentReceiptEmail("https://buckeye.test", pro, receipt);
    expect(mail.subject).toBe("Receipt: 50 lead credits for $50.00");
    expect(mail.body).toContain("Your balance after this purchase: 1 credit\n");
  });
});
