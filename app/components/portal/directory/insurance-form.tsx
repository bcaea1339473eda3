import type { DirectoryFeedback } from "~/modules/portal/index.server";
import type { DIRECTORY_LIMITS, Insurance } from "~/modules/providers";
import { TextField } from "~/components/ui/field";
import { DirectorySection, shownValue } from "./form-parts";

/** Liability insurance: carrier, policy number and expiry. The profile shows the carrier only. */
export function InsuranceForm({
  saved,
  limits,
  feedback,
  demo,
  busy,
}: {
  saved: Insurance;
  limits: typeof DIRECTORY_LIMITS;
  feedback: DirectoryFeedback | null;
  demo: boolean;
  busy: boolean;
}) {
  const errors = feedback?.form === "insurance" ? feedback.errors : {};
  const value = (name: "carrier" | "policyNumber" | "expiresOn") => shownValue(feedback, "insurance", name, saved?.[name] ?? "");
  return (
    <DirectorySection
      intent="insurance"
      title="Insurance"
      intro="Your general liability insurance. Homeowners see the carrier; the policy number stays between you and us. Clear all three fields to remove it."
      feedback={feedback}
      demo={demo}
      busy={busy}
      submitLabel="Save Insurance"
      formKey={JSON.stringify([saved, feedback?.form === "insurance" ? feedback.values : null])}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id="insurance-carrier" name="carrier" label="Carrier" maxLength={limits.carrier} defaultValue={value("carrier")} error={errors.carrier} />
        <TextField
          id="insurance-policyNumber"
          name="policyNumber"
          label="Policy number"
          maxLength={limits.policyNumber}
          defaultValue={value("policyNumber")}
          error={errors.policyNumber}
        />
        <TextField id="insurance-expiresOn" name="expiresOn" type="date" label="Expires on" defaultValue={value("expiresOn")} error={errors.expiresOn} />
      </div>
    </DirectorySection>
  );
}
