import { ExternalLink } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { Breadcrumbs } from "~/components/directory/breadcrumbs";
import { GEODATA_ATTRIBUTIONS, GEODATA_PACKAGES, GEODATA_SOURCES } from "~/modules/catalog";
import { originFromMatches, pageMeta } from "~/modules/seo";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/data-sources";

/** Plain HTML: links, forms and native disclosures only, so the page ships no JavaScript. */
export const handle: PageHandle = { hydrate: false, cache: true };

const BREADCRUMBS = [
  { name: "Home", path: "/" },
  { name: "Data sources", path: "/data-sources" },
];

/** Plain names for the generated fields; unknown keys are shown as they are. */
const FIELD_LABELS: Record<string, string> = {
  "zips.zip": "ZIP codes",
  "zips.city": "Post office city of each ZIP",
  "zips.state": "State of each ZIP",
  "zips.county": "County of each ZIP",
  "zips.latLng": "Centre point of each ZIP",
  "zips.residential": "Residential ZIPs",
  "locations.name": "Place names",
  "locations.zipCodes": "ZIP codes of each place",
  "locations.population": "Populations",
  "locations.latLng": "Place coordinates",
  "locations.county": "County of each place",
  "locations.type": "City, village, township or CDP",
  "locations.nearby": "Nearby places",
  "map.counties": "County map",
};

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Source notes may name another generated field by its key ("locations.latLng"). */
function withFieldLabels(text: string): string {
  return text.replace(/\b(?:zips|locations|map)\.[A-Za-z]+\b/g, (key) => FIELD_LABELS[key]?.toLowerCase() ?? key);
}

export function loader() {
  return {
    attributions: GEODATA_ATTRIBUTIONS,
    fields: Object.entries(GEODATA_SOURCES).map(([key, source]) => ({
      key,
      label: FIELD_LABELS[key] ?? key,
      description: sentence(source.description),
      upstream: sentence(withFieldLabels(source.upstream)),
      dataLicence: sentence(source.dataLicence),
    })),
    packages: GEODATA_PACKAGES,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Data Sources and Credits for Ohio Places and Maps | ${BRAND.name}`,
    description:
      "Where our Ohio ZIP codes, places, counties, populations and county map come from: GeoNames, SimpleMaps and U.S. Census Bureau data, with their licences.",
    path: "/data-sources",
    origin: originFromMatches(matches),
  });
}

const externalLink = "inline-flex min-h-11 items-center gap-1 font-medium text-primary underline underline-offset-4 hover:text-primary-hover";

export default function DataSources({ loaderData }: Route.ComponentProps) {
  const { attributions, fields, packages } = loaderData;
  return (
    <div className="mx-auto max-w-page px-4 pb-8">
      <Breadcrumbs items={BREADCRUMBS} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Data sources and credits</h1>
        <p className="mt-3 text-lg text-muted">
          The Ohio places, ZIP codes, counties and the county map on this site are built from open data when the site
          is built. Nothing is looked up from a mapping service while you browse. We thank the people who publish this
          data and credit them here, as their licences ask.
        </p>
      </div>

      <section aria-labelledby="credits" className="mt-10">
        <h2 id="credits" className="text-xl font-semibold">
          Credits
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {attributions.map((credit) => (
            <li key={credit.name} className="rounded-card border border-line bg-surface p-4 md:p-6">
              <h3 className="text-lg font-semibold">{credit.name}</h3>
              <p className="mt-1 text-muted">{sentence(credit.text)}</p>
              <p className="mt-2 flex flex-wrap gap-x-6">
                <a href={credit.href} className={externalLink} rel="noopener noreferrer">
                  {credit.name} website
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
                <a href={credit.licenceHref} className={externalLink} rel="noopener noreferrer license">
                  Licence: {credit.licence}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fields" className="mt-12">
        <h2 id="fields" className="text-xl font-semibold">
          What comes from where
        </h2>
        <p className="mt-2 max-w-prose text-muted">
          Populations are pre-2020 figures. Ohio law makes a municipality of 5,000 people or more a city and a smaller
          one a village, so we derive each place's type from its population and correct the places we have checked by
          hand. If something about your community looks wrong, please{" "}
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            tell us
          </Link>
          .
        </p>
        <dl className="mt-6 divide-y divide-line-soft border-y border-line-soft">
          {fields.map((field) => (
            <div key={field.key} className="grid gap-1 py-4 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-6">
              <dt className="font-semibold">{field.label}</dt>
              <dd className="text-muted">
                <p>{field.description}</p>
                <p className="mt-1 text-sm">
                  <span className="font-medium text-ink">Source:</span> {field.upstream}{" "}
                  <span className="font-medium text-ink">Licence:</span> {field.dataLicence}
                </p>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="packages" className="mt-12">
        <h2 id="packages" className="text-xl font-semibold">
          Open-source packages used to prepare the data
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.name} className="rounded-control border border-line-soft bg-canvas px-4 py-3">
              <span className="font-medium">{pkg.name}</span>{" "}
              <span className="text-sm text-muted">
                {pkg.version}, {pkg.licence} licence
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
