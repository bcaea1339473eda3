import { readForm } from "~/lib/read-form";
import { data, redirect } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { QuestionnaireLayout, StepHeading } from "~/components/questionnaire/step-layout";
import { FieldError } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { BRAND } from "~/brand";
import {
  findLocationByName,
  resolveQuestionnaireService,
  getSubService,
  isServiceSlug,
  SERVICES,
  readZip,
  ZIP_INPUT_MAX_LENGTH,
} from "~/modules/catalog";
import { stepUrl } from "~/modules/intake";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/service-request";

/** Two fields and a plain form post: the page needs no script (docs/decisions/011). */
export const handle: PageHandle = { hydrate: false };

/*
 * /service-request: the entry to a quote request from the directory pages'
 * "Get Free Quotes" and "Request Quote" links (query: service, subservice,
 * location, city, zip). It asks for the category and the ZIP, pre-filled from
 * those parameters, and checks the ZIP with the ZIP step's rules; when both
 * are valid it goes straight to /service-details/{category}?zip=… (the ZIP
 * step would only ask again for what was just entered). A chosen sub-service
 * is carried as the free-text `query`, which pre-fills the description there.
 */

const MESSAGES = { service: "Please choose a service" } as const;

function entryFrom(searchParams: URLSearchParams) {
  const serviceParam = searchParams.get("service") ?? "";
  // A project slug (painting) preselects its category and is kept as the questionnaire's service.
  const resolved = serviceParam ? resolveQuestionnaireService(serviceParam) : undefined;
  const subServiceParam = searchParams.get("subservice") ?? "";
  const subService = resolved && subServiceParam ? getSubService(resolved.category, subServiceParam) : undefined;
  const placeParam = (searchParams.get("location") || searchParams.get("city") || "").slice(0, 100);
  const location = placeParam ? findLocationByName(placeParam) : null;
  const zipParam = readZip(searchParams.get("zip") ?? "");
  return {
    resolved,
    subService,
    location,
    zip: zipParam.ok ? zipParam.zip : (location?.zipCodes[0] ?? ""),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const { resolved, subService, location, zip } = entryFrom(new URL(request.url).searchParams);
  return {
    services: SERVICES.map(({ slug, name }) => ({ slug, name })),
    service: resolved?.category ?? "",
    projectName: resolved && resolved.slug !== resolved.category ? resolved.name : null,
    serviceName: resolved ? (SERVICES.find((service) => service.slug === resolved.category)?.name ?? null) : null,
    subServiceName: subService?.name ?? null,
    locationName: location?.name ?? null,
    zip,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const entry = entryFrom(new URL(request.url).searchParams);
  const form = await readForm(request);
  const service = String(form.get("service") ?? "");
  const typedZip = String(form.get("zip") ?? "");
  const zip = readZip(typedZip);
  const errors: { service?: string; zip?: string } = {};
  if (!isServiceSlug(service)) errors.service = MESSAGES.service;
  if (!zip.ok) errors.zip = zip.message;
  if (errors.service || !zip.ok) {
    return data({ errors, values: { service, zip: typedZip } }, { status: 400 });
  }
  const sameCategory = entry.resolved?.category === service;
  throw redirect(
    stepUrl("service-details", {
      zip: zip.zip,
      service: sameCategory && entry.resolved ? entry.resolved.slug : service,
      query: sameCategory ? entry.subService?.name : undefined,
    }),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Request free quotes | ${BRAND.name}`,
    description: "Choose a service and enter your ZIP code to get free quotes from up to three vetted Ohio pros.",
    path: "/service-request",
    origin: originFromMatches(matches),
    noindex: true,
  });
}

function requestSummary(data: {
  projectName: string | null;
  serviceName: string | null;
  subServiceName: string | null;
  locationName: string | null;
}): string | null {
  const what = data.subServiceName ?? data.projectName ?? data.serviceName;
  const where = data.locationName ? `${data.locationName}, OH` : null;
  if (what && where) return `You're requesting quotes for ${what} in ${where}.`;
  if (what) return `You're requesting quotes for ${what}.`;
  if (where) return `You're requesting quotes for a project in ${where}.`;
  return null;
}

export default function ServiceRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { services, service, zip } = loaderData;
  const errors = actionData?.errors;
  const summary = requestSummary(loaderData);

  return (
    <QuestionnaireLayout>
      <StepHeading
        title="Get free quotes from local pros"
        description="Tell us what you need and where. It takes about two minutes, and up to three vetted pros will get back to you."
      />
      {summary ? (
        <p className="-mt-2 mb-6 rounded-control bg-accent-soft px-4 py-3 text-sm text-ink">{summary}</p>
      ) : null}
      <form method="post" noValidate className="grid gap-5">
        <div>
          <Label htmlFor="service">Service</Label>
          <Select
            id="service"
            name="service"
            defaultValue={actionData?.values.service ?? service}
            aria-invalid={errors?.service ? true : undefined}
            // After a rejected post the first field to fix has the focus.
            autoFocus={Boolean(errors?.service)}
            aria-describedby={errors?.service ? "service-error" : undefined}
            wrapperClassName="mt-1"
          >
            <option value="">Choose a service</option>
            {services.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </Select>
          <FieldError id="service-error" message={errors?.service} />
        </div>
        <div>
          <Label htmlFor="zip">ZIP code</Label>
          <Input
            id="zip"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_INPUT_MAX_LENGTH}
            placeholder="e.g. 43215"
            defaultValue={actionData?.values.zip ?? zip}
            aria-invalid={errors?.zip ? true : undefined}
            autoFocus={!errors?.service && Boolean(errors?.zip)}
            aria-describedby={errors?.zip ? "zip-error" : undefined}
            className="mt-1 max-w-xs"
          />
          <FieldError id="zip-error" message={errors?.zip} />
        </div>
        <div className="border-t border-line-soft pt-6 text-right">
          <Button type="submit" className="pr-3">
            Next
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </form>
    </QuestionnaireLayout>
  );
}
