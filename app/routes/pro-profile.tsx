import { BadgeCheck, Clock, Globe, MapPin, Phone } from "~/components/ui/icons";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { plural } from "~/lib/plural";
import { DemoBadge } from "~/components/demo-badge";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { OhioMap } from "~/components/directory/ohio-map";
import { ratingLabel, StarRating } from "~/components/home/star-rating";
import { JsonLd } from "~/components/json-ld";
import { CtaBand } from "~/components/place/cta-band";
import { useOrigin } from "~/components/place/use-origin";
import { ReviewCard } from "~/components/testimonials/review-card";
import { buttonClassName } from "~/components/ui/button";
import { getDb } from "~/db/db.server";
import { telHref } from "~/lib/phone";
import { areaMap, quoteHref, filledStars } from "~/modules/catalog";
import { reviewCountLabel } from "~/modules/providers";
import { formatDate } from "~/lib/ohio-time";
import { publicProfileBySlug } from "~/modules/providers/index.server";
import { localBusinessJsonLd, originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/pro-profile";

/**
 * Plain HTML, no script. Cached: reviews, service areas and the directory
 * profile bump their content versions (docs/decisions/016), which drops it.
 */
export const handle: PageHandle = { hydrate: false, cache: true };

export async function loader({ params }: Route.LoaderArgs) {
  const profile = await publicProfileBySlug(await getDb(), params.slug);
  // Unknown slug or a pro who is not verified: the site's 404 page.
  if (!profile) throw data(null, { status: 404 });
  return { profile, path: `/pros/${profile.slug}`, map: areaMap(profile.area.places, profile.area.baseZip) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { profile } = loaderData;
  const services = profile.services.map((service) => service.name).join(", ");
  const rating = profile.rating !== null ? ` Rated ${profile.rating.toFixed(1)} from ${reviewCountLabel(profile.reviewCount)}.` : "";
  // A demo business is invented (docs/decisions/039): its title and link previews say so, and search engines skip it.
  if (profile.isDemo) {
    return pageMeta({
      title: `${profile.businessName} (demo business) | ${BRAND.name}`,
      description: `${profile.businessName} is a demo business, invented to show how ${BRAND.name} profiles work.`,
      path: loaderData.path,
      origin: originFromMatches(matches),
      noindex: true,
    });
  }
  return pageMeta({
    title: `${profile.businessName}, ${profile.city}, OH | ${BRAND.name}`,
    description: `${profile.businessName}: ${services} in ${profile.city} and nearby, verified by ${BRAND.name}.${rating}`,
    path: loaderData.path,
    origin: originFromMatches(matches),
  });
}

export default function ProProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, path, map } = loaderData;
  const origin = useOrigin();
  const { area } = profile;
  const quote = quoteHref({ service: profile.services[0]?.slug, location: profile.city });
  return (
    <>
      {/* No business data for search engines about a business that does not exist. */}
      {profile.isDemo ? null : (
        <JsonLd
          data={localBusinessJsonLd({
            origin,
            name: profile.businessName,
            description: profile.description,
            path,
            phone: profile.phone,
            website: profile.website,
            city: profile.city,
            postalCode: area.baseZip,
            areaServed: area.places.map((place) => place.name),
            rating: profile.rating,
            reviewCount: profile.reviewCount,
            logoPath: profile.logo,
          })}
        />
      )}
      <section className="bg-canvas">
        <div className="mx-auto max-w-page px-4 pb-10">
          <Breadcrumbs
            items={[
              { name: "Home", path: "/" },
              { name: profile.businessName, path },
            ]}
          />
          <div className="flex flex-wrap items-center gap-2">
            {profile.logo ? (
              <img
                src={profile.logo}
                alt={`Logo of ${profile.businessName}`}
                width={64}
                height={64}
                className="size-16 rounded-card border border-line bg-surface object-contain"
              />
            ) : null}
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{profile.businessName}</h1>
            {/* Nobody vetted an invented business: it says Demo instead of Verified. */}
            {profile.isDemo ? (
              <DemoBadge subject="business" className="text-sm" />
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-sm font-semibold text-success">
                <BadgeCheck aria-hidden="true" className="size-4" />
                Verified
              </span>
            )}
          </div>
          <p className="mt-3 flex flex-wrap items-center gap-x-2 text-ink">
            {profile.rating !== null ? (
              <>
                <StarRating filled={filledStars(profile.rating)} label={ratingLabel(profile.rating)} />
                <span className="font-semibold">{profile.rating.toFixed(1)}</span>
                <span className="text-muted">({reviewCountLabel(profile.reviewCount)})</span>
              </>
            ) : (
              <span className="text-muted">No reviews yet</span>
            )}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-muted">
            <li className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              Based in {profile.city}, OH
            </li>
            {profile.yearsInBusiness !== null ? (
              <li>{profile.yearsInBusiness === 0 ? "New business (under a year)" : `${plural(profile.yearsInBusiness, "year")} in business`}</li>
            ) : null}
            <li className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {profile.responseTime}
            </li>
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={quote} className={buttonClassName("primary", "lg")}>
              Get Free Quotes
            </Link>
            {/* A demo business has no phone that rings and no website: only the quote request reaches real pros. */}
            {profile.isDemo ? null : (
              <a
                href={telHref(profile.phone)}
                aria-label={`Call ${profile.phone}, ${profile.businessName}`}
                className={buttonClassName("outline", "lg")}
              >
                <Phone aria-hidden="true" className="size-4" />
                Call {profile.phone}
              </a>
            )}
            {profile.website && !profile.isDemo ? (
              <a href={profile.website} rel="nofollow noopener" className={buttonClassName("link", "lg")}>
                <Globe aria-hidden="true" className="size-4" />
                Website<span className="sr-only"> of {profile.businessName}</span>
              </a>
            ) : null}
          </div>
        </div>
      </section>

      <div className="mx-auto flex max-w-page flex-col gap-12 px-4 py-12">
        <div className="grid gap-12 md:grid-cols-2">
          <section aria-labelledby="about">
            <h2 id="about" className="text-xl font-bold tracking-tight">
              About {profile.businessName}
            </h2>
            {profile.description ? <p className="mt-3 text-muted wrap-anywhere">{profile.description}</p> : null}
            <h3 className="mt-6 text-base font-semibold">Services</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {profile.services.map((service) => (
                <li key={service.slug} className="rounded-full border border-line px-3 py-1 text-sm font-medium">
                  {service.name}
                </li>
              ))}
            </ul>
            {profile.services.some((service) => service.subServices.length > 0) ? (
              <dl className="mt-3 grid gap-2 text-sm">
                {profile.services.map((service) => (
                  <div key={service.slug}>
                    <dt className="font-medium">{service.name}</dt>
                    <dd className="text-muted">{service.subServices.length > 0 ? service.subServices.join(", ") : "Every kind of job"}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {profile.licenses.length > 0 || profile.insuranceCarrier ? (
              <>
                <h3 className="mt-6 text-base font-semibold">Licenses and insurance</h3>
                <ul className="mt-2 flex flex-col gap-1 text-muted">
                  {profile.licenses.map((license) => (
                    <li key={license.trade}>
                      {license.trade} license {license.number}
                      {license.issuer ? `, issued by ${license.issuer}` : ""}
                    </li>
                  ))}
                  {profile.insuranceCarrier ? <li>Liability insurance with {profile.insuranceCarrier}</li> : null}
                </ul>
              </>
            ) : null}
          </section>

          <section aria-labelledby="verification">
            <h2 id="verification" className="text-xl font-bold tracking-tight">
              Checked by {BRAND.name}
            </h2>
            {profile.isDemo ? (
              <p className="mt-2 text-muted">This is a demo business: it and its checks are invented to show how the site works.</p>
            ) : null}
            {profile.checks.length > 0 ? (
              <ul className="mt-3 flex flex-col gap-2" aria-label="Checks passed">
                {profile.checks.map((check) => (
                  <li key={check.label} className="flex flex-wrap items-center gap-x-2">
                    <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
                    <span className="font-semibold">{check.label}</span>{" "}
                    <span className="text-muted">checked {formatDate(check.checkedAt)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted">No checks are on record yet.</p>
            )}
          </section>
        </div>

        <section aria-labelledby="service-area">
          <h2 id="service-area" className="text-xl font-bold tracking-tight">
            Service area
          </h2>
          <p className="mt-2 text-muted">
            Serves {area.zipCount} ZIP {area.zipCount === 1 ? "code" : "codes"} within {area.radiusMiles} miles of{" "}
            {profile.city}.
          </p>
          <figure className="mt-4 max-w-md rounded-card border border-line bg-surface p-3">
            <OhioMap
              map={map.shape}
              points={map.points}
              circle={map.circle ? { x: map.circle.x, y: map.circle.y, r: area.radiusMiles * map.circle.unitsPerMile } : null}
              title={`Service area of ${profile.businessName}`}
              description={`A circle of ${area.radiusMiles} miles around ${profile.city}, Ohio, with the ${area.places.length} places it covers.`}
            />
          </figure>
          {area.places.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1" aria-label={`Places ${profile.businessName} serves`}>
              {area.places.map((place) => (
                <li key={place.slug}>
                  <Link
                    to={`/locations/${place.slug}`}
                    className="inline-flex min-h-11 items-center text-ink hover:text-primary hover:underline"
                  >
                    {place.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section aria-labelledby="reviews">
          <h2 id="reviews" className="text-xl font-bold tracking-tight">
            Reviews
          </h2>
          {profile.reviews.length > 0 ? (
            <>
              <p className="mt-2 text-muted">The newest reviews from homeowners.</p>
              <ul className="mt-6 grid gap-6 md:grid-cols-2">
                {profile.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} showPro={false} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2 text-muted">No reviews yet.</p>
          )}
        </section>

        <CtaBand
          heading="Ready to start your project?"
          text="Describe the job in a minute and we'll send it to up to three vetted pros nearby. Quotes are free and there's no obligation."
          quoteHref={quote}
        />
      </div>
    </>
  );
}
