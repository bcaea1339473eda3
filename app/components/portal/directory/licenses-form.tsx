import type { DirectoryFeedback } from "~/modules/portal/index.server";
import type { License, TradeLicensing } from "~/modules/providers";
import { TextField } from "~/components/ui/field";
import { DirectorySection, shownValue } from "./form-parts";

export type LicensedTrade = { slug: string; name: string; licensing: TradeLicensing };

/** A license per trade the pro offers, with who licenses that trade in Ohio. */
export function LicensesForm({
  trades,
  saved,
  feedback,
  demo,
  busy,
}: {
  trades: LicensedTrade[];
  saved: Partial<Record<string, License>>;
  feedback: DirectoryFeedback | null;
  demo: boolean;
  busy: boolean;
}) {
  const errors = feedback?.form === "licenses" ? feedback.errors : {};
  if (trades.length === 0) {
    return (
      <section id="licenses" aria-labelledby="directory-licenses-heading" className="rounded-card border border-line p-4">
        <h2 id="directory-licenses-heading" className="text-lg font-semibold">
          Licenses
        </h2>
        <p className="mt-1 text-sm text-muted">Choose your services first; then add a license for each trade that needs one.</p>
      </section>
    );
  }
  return (
    <DirectorySection
      intent="licenses"
      title="Licenses"
      intro="One license per trade. Leave the number empty for a trade you hold no license in."
      feedback={feedback}
      demo={demo}
      busy={busy}
      submitLabel="Save Licenses"
      formKey={JSON.stringify([saved, feedback?.form === "licenses" ? feedback.values : null])}
    >
      {trades.map((trade) => {
        const license = saved[trade.slug];
        const field = (name: "number" | "issuer" | "expiresOn") => `${trade.slug}.${name}`;
        const value = (name: "number" | "issuer" | "expiresOn") => shownValue(feedback, "licenses", field(name), license?.[name] ?? "");
        return (
          <fieldset key={trade.slug} className="rounded-control border border-line-soft p-3">
            <legend className="px-1 font-medium">{trade.name}</legend>
            <p className="text-sm text-muted">{trade.licensing.note}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-3">
              <TextField id={`license-${trade.slug}-number`} name={field("number")} label="License number" maxLength={60} defaultValue={value("number")} error={errors[field("number")]} />
              <TextField
                id={`license-${trade.slug}-issuer`}
                name={field("issuer")}
                label="Issued by"
                hint={trade.licensing.licensedBy === "state" ? "Empty means the state board" : "Your city or county"}
                maxLength={120}
                defaultValue={value("issuer")}
                error={errors[field("issuer")]}
              />
              <TextField
                id={`license-${trade.slug}-expiresOn`}
                name={field("expiresOn")}
                type="date"
                label="Expires on (optional)"
                defaultValue={value("expiresOn")}
                error={errors[field("expiresOn")]}
              />
            </div>
          </fieldset>
        );
      })}
    </DirectorySection>
  );
}
