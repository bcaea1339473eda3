import { data } from "react-router";
import { CheckForm } from "~/components/admin/check-form";
import { CheckHistory, RequiredChecks } from "~/components/admin/check-list";
import { GoogleListingPanel } from "~/components/admin/google-listing-panel";
import { ProSubmission } from "~/components/admin/pro-submission";
import { StatusActions } from "~/components/admin/status-actions";
import { StatusBadge } from "~/components/portal/status-badge";
import { BRAND } from "~/brand";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInOperator } from "~/modules/accounts/index.server";
import { VERIFICATION_LABELS } from "~/modules/providers";
import { VERIFICATION_TONES, parseCheckForm, parseCreditAdjustment, parseReason, actionsFor, type StatusAction } from "~/modules/admin";
import {
  adjustProCredits,
  findListings,
  linkGoogleListing,
  changeProStatus,
  PRO_LEDGER_LIMIT,
  proCredits,
  recordCheck,
  proVetting,
} from "~/modules/admin/index.server";
import { plural } from "~/lib/plural";
import { ProCreditsPanel } from "~/components/admin/pro-credits-panel";
import { getPlacesApi } from "~/modules/places/index.server";
import { formatDate } from "~/lib/ohio-time";
import type { Route } from "./+types/pro-vetting";
import { isUuid } from "~/lib/uuid";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.pro.businessName ?? "Pro"} | Operations | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

/** One pro under review: what it submitted, its checks, the Google listing, and the status actions. */
export async function loader({ context, params }: Route.LoaderArgs) {
  signedInOperator(context);
  const accounts = await getAccounts();
  const pro = isUuid(params.id) ? await proVetting(accounts.db, params.id) : null;
  if (!pro) throw data(null, { status: 404 });
  // creditsFormKey: each load's credits form has its own key, so a form sent twice moves credits once (adjustProCredits).
  return {
    pro,
    credits: await proCredits(accounts.db, pro.id),
    creditsFormKey: crypto.randomUUID(),
    ledgerLimit: PRO_LEDGER_LIMIT,
    placesConfigured: getPlacesApi().configured,
  };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

const STATUS_INTENTS: readonly string[] = ["approve", "reject", "suspend", "reinstate"] satisfies StatusAction[];

/** Each form names its `intent`; bad input answers 400 with the form's messages and what was typed. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const admin = signedInOperator(context);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const actor = { userId: admin.id, email: admin.email };
  const fields = await readFormFields(request);
  const intent = fields.intent ?? "";
  const text = (name: string) => (fields[name] ?? "").slice(0, 2000);

  if (intent === "check") {
    const values = { kind: text("kind"), result: text("result"), category: text("category"), note: text("note") };
    const parsed = parseCheckForm(values);
    if (!parsed.ok) return data({ intent, ok: false as const, message: "The check was not saved. Fix the fields marked below.", errors: parsed.errors, values }, { status: 400 });
    const saved = await recordCheck(accounts.db, actor, params.id, parsed.value);
    if (!saved.ok && saved.reason === "not-found") throw data(null, { status: 404 });
    if (!saved.ok) return data({ intent, ok: false as const, message: saved.message, errors: { category: saved.message }, values }, { status: 400 });
    return { intent, ok: true as const, message: "The check was recorded.", errors: {}, values: null };
  }

  if (STATUS_INTENTS.includes(intent)) {
    const action = intent as StatusAction;
    let reason: string | null = null;
    if (action === "reject" || action === "suspend") {
      const parsed = parseReason(text("reason"));
      // The field says what is wrong with the reason; a line above the forms would say it twice.
      if (!parsed.ok) return data({ intent, ok: false as const, message: "", errors: parsed.errors, values: { reason: text("reason") } }, { status: 400 });
      reason = parsed.value;
    }
    const changed = await changeProStatus(accounts.db, actor, params.id, action, reason);
    if (!changed.ok && changed.reason === "not-found") throw data(null, { status: 404 });
    if (!changed.ok) return data({ intent, ok: false as const, message: changed.message, errors: {}, values: reason ? { reason } : null }, { status: 409 });
    return { intent, ok: true as const, message: `Saved: the pro is ${VERIFICATION_LABELS[changed.value.status].toLowerCase()}. We e-mailed them.`, errors: {}, values: null };
  }

  if (intent === "credits") {
    const values = { direction: text("direction"), credits: text("credits"), reason: text("reason") };
    const parsed = parseCreditAdjustment(values);
    if (!parsed.ok) return data({ intent, ok: false as const, message: "", errors: parsed.errors, values }, { status: 400 });
    const formKey = text("formKey");
    if (!isUuid(formKey)) return data({ intent, ok: false as const, message: "Reload the page and enter it again.", errors: {}, values }, { status: 400 });
    const moved = await adjustProCredits(accounts.db, actor, params.id, parsed.value, formKey);
    if (!moved.ok && moved.reason === "not-found") throw data(null, { status: 404 });
    if (!moved.ok) {
      const errors = moved.reason === "over-balance" ? { credits: moved.message } : {};
      return data({ intent, ok: false as const, message: moved.reason === "stale" ? moved.message : "", errors, values }, { status: 409 });
    }
    const { credits } = parsed.value;
    const did = parsed.value.direction === "add" ? `${plural(credits, "credit")} given` : `${plural(credits, "credit")} taken back`;
    return { intent, ok: true as const, message: `Saved: ${did}. The balance is now ${moved.value.balanceAfter}. We e-mailed the pro.`, errors: {}, values: null };
  }

  if (intent === "google-search") {
    const values = { keyword: text("keyword").trim().slice(0, 120), near: text("near").trim().slice(0, 60) };
    if (!values.keyword || !values.near) {
      return data({ intent, ok: false as const, message: "Enter the business name and a ZIP code or city.", errors: {}, values }, { status: 400 });
    }
    const found = await findListings(getPlacesApi().api, values);
    if (!found.ok) return data({ intent, ok: false as const, message: found.message, errors: {}, values }, { status: found.reason === "quota" ? 429 : 400 });
    return { intent, ok: true as const, message: found.value.length === 0 ? "Google found nothing nearby." : "", errors: {}, values, listings: found.value };
  }

  if (intent === "google-link") {
    const placeId = text("placeId").trim();
    if (!placeId || placeId.length > 300) return data({ intent, ok: false as const, message: "Choose a listing to link.", errors: {}, values: null }, { status: 400 });
    const linked = await linkGoogleListing(accounts.db, getPlacesApi().api, actor, params.id, placeId);
    if (!linked.ok && linked.reason === "not-found") throw data(null, { status: 404 });
    if (!linked.ok) return data({ intent, ok: false as const, message: linked.message, errors: {}, values: null }, { status: linked.reason === "quota" ? 429 : 400 });
    return { intent, ok: true as const, message: `Linked. The Google rating check ${linked.value.passed ? "passed" : "failed"}: ${linked.value.note}`, errors: {}, values: null };
  }

  return data({ intent, ok: false as const, message: "That action is not known.", errors: {}, values: null }, { status: 400 });
}

export default function ProVettingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pro, credits, creditsFormKey, ledgerLimit, placesConfigured } = loaderData;
  const feedback = actionData as Feedback | undefined;
  const forIntent = (...intents: string[]) => (feedback && intents.includes(feedback.intent) ? feedback : null);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words">{pro.businessName}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted">
          <StatusBadge tone={VERIFICATION_TONES[pro.status]}>{VERIFICATION_LABELS[pro.status]}</StatusBadge>
          <span>Signed up {formatDate(pro.createdAt)}</span>
          {pro.statusChangedAt ? <span>· status changed {formatDate(pro.statusChangedAt)}</span> : null}
        </p>
        {pro.statusReason ? <p>Reason given to the pro: {pro.statusReason}</p> : null}
      </header>
      <StatusActions actions={actionsFor(pro.status)} missing={pro.missing.map((m) => m.label)} feedback={forIntent(...STATUS_INTENTS)} />
      <RequiredChecks required={pro.required} current={pro.current} emailVerified={pro.contact.emailVerified} />
      <CheckForm categories={pro.categories} feedback={forIntent("check")} />
      <GoogleListingPanel
        configured={placesConfigured}
        google={pro.google}
        defaults={{ keyword: pro.businessName, near: pro.area.baseZip }}
        feedback={forIntent("google-search", "google-link")}
      />
      <ProSubmission pro={pro} />
      <ProCreditsPanel credits={credits} limit={ledgerLimit} formKey={creditsFormKey} feedback={forIntent("credits")} />
      <CheckHistory checks={pro.checks} />
    </div>
  );
}

type Feedback = {
  intent: string;
  ok: boolean;
  message: string;
  errors: Partial<Record<string, string>>;
  values: Record<string, string> | null;
  listings?: { placeId: string; name: string; vicinity: string; rating: number | null; reviewCount: number }[];
};
