import { FieldError } from "~/components/ui/field";
import { focusRing } from "~/components/ui/cn";
import type { DirectoryFeedback } from "~/modules/portal/index.server";
import type { ServiceChoice } from "~/modules/providers";
import { DirectorySection } from "./form-parts";

export type CatalogService = { slug: string; name: string; subServices: { slug: string; name: string }[] };

const checkboxClass = `size-5 shrink-0 accent-primary ${focusRing}`;

/**
 * The services a pro offers and, inside each, the job types it takes. The one
 * place they are edited: matching, search and the public profile read them.
 */
export function ServicesForm({
  saved,
  catalog,
  feedback,
  demo,
  busy,
}: {
  saved: ServiceChoice[];
  catalog: CatalogService[];
  feedback: DirectoryFeedback | null;
  demo: boolean;
  busy: boolean;
}) {
  const mine = feedback?.form === "services" ? feedback : null;
  const errors = mine?.errors ?? {};
  const typed = mine?.values;
  const categories = Array.isArray(typed?.categories) ? typed.categories : saved.map((choice) => choice.category);
  const subServices = Array.isArray(typed?.subServices)
    ? typed.subServices
    : saved.flatMap((choice) => choice.subServices.map((sub) => `${choice.category}:${sub}`));
  return (
    <DirectorySection
      intent="services"
      title="Services"
      intro="Tick the services you offer. Within each, tick the job types you take, or leave them all unticked to take every one. You only receive requests that fit."
      feedback={feedback}
      demo={demo}
      busy={busy}
      submitLabel="Save Services"
      formKey={JSON.stringify([saved, typed ?? null])}
    >
      <div role="group" aria-label="Services you offer" aria-describedby={errors.categories || errors.subServices ? "services-error" : undefined}>
        <ul className="flex flex-col gap-3">
          {catalog.map((service) => {
            const ticked = subServices.filter((value) => value.startsWith(`${service.slug}:`)).length;
            return (
              <li key={service.slug} className="rounded-control border border-line-soft p-3">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
                  <input type="checkbox" name="categories" value={service.slug} defaultChecked={categories.includes(service.slug)} className={checkboxClass} />
                  {service.name}
                </label>
                <details className="mt-1">
                  <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-primary">
                    Job types in {service.name} ({ticked === 0 ? "all" : `${ticked} of ${service.subServices.length}`})
                  </summary>
                  <fieldset className="mt-2">
                    <legend className="sr-only">Job types in {service.name}</legend>
                    <div className="grid gap-1 sm:grid-cols-2">
                      {service.subServices.map((sub) => (
                        <label key={sub.slug} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                          <input
                            type="checkbox"
                            name="subServices"
                            value={`${service.slug}:${sub.slug}`}
                            defaultChecked={subServices.includes(`${service.slug}:${sub.slug}`)}
                            className={checkboxClass}
                          />
                          {sub.name}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </details>
              </li>
            );
          })}
        </ul>
        <FieldError id="services-error" message={errors.categories ?? errors.subServices} />
      </div>
    </DirectorySection>
  );
}
