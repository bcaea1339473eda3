import type { ProVetting } from "~/modules/admin/index.server";
import { formatCalendarDay, ohioDay } from "~/lib/ohio-time";
import { sectionClass } from "./admin-feedback";

const dt = "text-muted";
const dd = "min-w-0 wrap-anywhere";

/** What the pro told us: business, contact, trades and sub-services, area, licenses and insurance. */
export function ProSubmission({ pro }: { pro: ProVetting }) {
  const today = ohioDay(new Date());
  return (
    <section aria-labelledby="submitted-heading" className={sectionClass}>
      <h2 id="submitted-heading" className="text-lg font-semibold">
        What the pro submitted
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className={dt}>Contact</dt>
        <dd className={dd}>
          {pro.contact.name ?? "—"} · {pro.contact.email} {pro.contact.emailVerified ? "(verified)" : "(not verified)"} · {pro.contact.phone}
        </dd>
        <dt className={dt}>Website</dt>
        <dd className={dd}>{pro.contact.website ?? "None given"}</dd>
        <dt className={dt}>Years in business</dt>
        <dd>{pro.yearsInBusiness ?? "Not given"}</dd>
        <dt className={dt}>About</dt>
        <dd className={dd}>{pro.description || "Not written yet"}</dd>
        <dt className={dt}>Trades</dt>
        <dd>
          {pro.categories.length === 0
            ? "None chosen yet"
            : pro.categories.map((c) => `${c.name}${c.subServices.length > 0 ? ` (${c.subServices.length} services)` : " (all services)"}`).join(", ")}
        </dd>
        <dt className={dt}>Service area</dt>
        <dd className={dd}>
          {pro.area.radiusMiles} miles around {pro.area.baseZip} {pro.area.city}: {pro.area.zipCount} ZIP codes
          {pro.area.places.length > 0 ? ` (${pro.area.places.join(", ")})` : ""}
        </dd>
        <dt className={dt}>Licenses</dt>
        <dd className={dd}>
          {pro.licenses.length === 0 ? (
            "None entered"
          ) : (
            <ul>
              {pro.licenses.map((l) => (
                <li key={l.categorySlug}>
                  {l.categoryName}: {l.number}
                  {l.issuer ? `, ${l.issuer}` : ""}
                  <Expiry on={l.expiresOn} today={today} />
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className={dt}>Insurance</dt>
        <dd className={dd}>
          {pro.insurance.carrier ? (
            <>
              {pro.insurance.carrier}
              {pro.insurance.policyNumber ? `, policy ${pro.insurance.policyNumber}` : ""}
              <Expiry on={pro.insurance.expiresOn} today={today} />
            </>
          ) : (
            "None entered"
          )}
        </dd>
      </dl>
    </section>
  );
}

/** A license's or policy's end, said plainly when it has passed (the portal refuses such dates, but time moves on). */
function Expiry({ on, today }: { on: string | null; today: string }) {
  if (!on) return null;
  if (on < today) return <strong className="text-danger">, expired {formatCalendarDay(on, { year: true })}</strong>;
  return <>, expires {formatCalendarDay(on, { year: true })}</>;
}
