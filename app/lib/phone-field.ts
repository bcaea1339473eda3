import * as z from "zod/mini";
import { checkPhone } from "./phone";

/**
 * checkPhone (./phone.ts) as a zod/mini field, for every form that takes a
 * phone: the ten digits, or "" when `optional` and nothing was typed. Kept out
 * of ./phone.ts, which every page imports, so pages without a form carry no zod.
 */
export function phoneField(options: { optional: boolean }) {
  return z.pipe(
    z.string(),
    z.transform((value, ctx) => {
      if (options.optional && value.trim() === "") return "";
      const checked = checkPhone(value);
      if (checked.ok) return checked.digits;
      ctx.issues.push({ code: "custom", message: checked.message, input: value });
      return z.NEVER;
    }),
  );
}
