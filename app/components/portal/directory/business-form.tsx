import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { PHONE_INPUT_MAX } from "~/lib/phone";
import type { DirectoryFeedback } from "~/modules/portal/index.server";
import type { DIRECTORY_LIMITS } from "~/modules/providers";
import { TextField } from "~/components/ui/field";
import { DirectorySection, shownValue } from "./form-parts";

type Saved = { businessName: string; description: string; phone: string; website: string | null; yearsInBusiness: number | null };

/** Business name, description, phone and website, as homeowners see them on the profile. */
export function BusinessForm({
  saved,
  limits,
  feedback,
  demo,
  busy,
}: {
  saved: Saved;
  limits: typeof DIRECTORY_LIMITS;
  feedback: DirectoryFeedback | null;
  demo: boolean;
  busy: boolean;
}) {
  const errors = feedback?.form === "business" ? feedback.errors : {};
  const value = (name: keyof Saved) => shownValue(feedback, "business", name, String(saved[name] ?? ""));
  return (
    <DirectorySection
      intent="business"
      title="Business details"
      intro="What homeowners read on your public profile."
      feedback={feedback}
      demo={demo}
      busy={busy}
      submitLabel="Save Details"
      // Only this section's saved values: another section's save must not reset what is being typed here.
      formKey={JSON.stringify([
        saved.businessName,
        saved.description,
        saved.phone,
        saved.website,
        saved.yearsInBusiness,
        feedback?.form === "business" ? feedback.values : null,
      ])}
    >
      <TextField
        id="directory-businessName"
        name="businessName"
        label="Business name"
        required
        maxLength={limits.businessName}
        autoComplete="organization"
        defaultValue={value("businessName")}
        error={errors.businessName}
      />
      <Field
        id="directory-description"
        label="Description"
        hint={`What you do, where, and what makes your work stand out (up to ${limits.description.toLocaleString("en-US")} characters).`}
        error={errors.description}
      >
        {(control) => <Textarea {...control} name="description" rows={5} maxLength={limits.description} defaultValue={value("description")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="directory-phone"
          name="phone"
          type="tel"
          label="Business phone"
          required
          maxLength={PHONE_INPUT_MAX}
          autoComplete="tel-national"
          defaultValue={value("phone")}
          error={errors.phone}
        />
        <TextField
          id="directory-website"
          name="website"
          type="text"
          inputMode="url"
          label="Website (optional)"
          hint="Starts with http:// or https://"
          maxLength={limits.website}
          autoComplete="url"
          defaultValue={value("website")}
          error={errors.website}
        />
        <TextField
          id="directory-yearsInBusiness"
          name="yearsInBusiness"
          type="text"
          inputMode="numeric"
          label="Years in business (optional)"
          hint="Shown on your profile, such as “12 years in business”."
          maxLength={3}
          defaultValue={value("yearsInBusiness")}
          error={errors.yearsInBusiness}
        />
      </div>
    </DirectorySection>
  );
}
