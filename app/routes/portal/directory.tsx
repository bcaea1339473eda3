import { data, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { AreaForm } from "~/components/portal/directory/area-form";
import { BusinessForm } from "~/components/portal/directory/business-form";
import { InsuranceForm } from "~/components/portal/directory/insurance-form";
import { LicensesForm } from "~/components/portal/directory/licenses-form";
import { LogoForm } from "~/components/portal/directory/logo-form";
import { ServicesForm } from "~/components/portal/directory/services-form";
import { readForm } from "~/lib/read-form";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { directoryPageAction, directoryPageData } from "~/modules/portal/index.server";
import { logosDir } from "~/modules/providers/index.server";
import { useActionAnswer } from "~/components/portal/use-action-answer";
import type { Route } from "./+types/directory";

export function meta() {
  return [{ title: `Directory profile | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** The signed-in pro's own profile (or the demo business's, read-only); ?logo= says how an upload went. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  const page = await directoryPageData(accounts.db, portal.provider.id, new URL(request.url).searchParams.get("logo"));
  if (!page) throw data(null, { status: 404 });
  return { ...page, demo: portal.mode === "demo" };
}

/** Each form posts its `intent`; the pro is the session's (demo posts never get here: the layout refuses them). */
export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  if (portal.mode !== "provider") throw data(null, { status: 403 });
  const form = await readForm(request);
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value.slice(0, 5000);
  const list = (name: string) => form.getAll(name).map(String).slice(0, 200);
  const result = await directoryPageAction(
    accounts.db,
    portal.provider.id,
    { intent: fields.intent ?? "", fields, categories: list("categories"), subServices: list("subServices") },
    logosDir(),
  );
  if (result.status === 404) throw data(null, { status: 404 });
  return data(result.feedback, { status: result.status });
}

export default function Directory({ loaderData, actionData: latest }: Route.ComponentProps) {
  const actionData = useActionAnswer(latest);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const { profile, demo, limits } = loaderData;
  const feedback = actionData ?? null;
  const offered = new Set(profile.services.map((choice) => choice.category));
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">Directory profile</h1>
        <p className="mt-1 text-muted">
          {profile.verified ? (
            <>
              Homeowners see this on{" "}
              <Link to={`/pros/${profile.slug}`} reloadDocument className="font-semibold text-primary underline underline-offset-4">
                your public profile
              </Link>
              . Changes show there as soon as you save.
            </>
          ) : (
            "Your public profile goes live once we have verified your business. Fill it in now so it is ready."
          )}
        </p>
      </header>
      <BusinessForm saved={profile} limits={limits} feedback={feedback} demo={demo} busy={submitting === "business"} />
      <LogoForm
        url={loaderData.logo.url}
        businessName={profile.businessName}
        maxBytes={loaderData.logo.maxBytes}
        outcome={loaderData.logoFeedback}
        removeFeedback={feedback}
        demo={demo}
      />
      <ServicesForm saved={profile.services} catalog={loaderData.catalog} feedback={feedback} demo={demo} busy={submitting === "services"} />
      <LicensesForm
        trades={loaderData.catalog.filter((service) => offered.has(service.slug))}
        saved={profile.licenses}
        feedback={feedback}
        demo={demo}
        busy={submitting === "licenses"}
      />
      <InsuranceForm saved={profile.insurance} limits={limits} feedback={feedback} demo={demo} busy={submitting === "insurance"} />
      <AreaForm saved={profile.area} map={loaderData.map} limits={limits} feedback={feedback} demo={demo} busy={submitting === "area"} />
    </div>
  );
}
