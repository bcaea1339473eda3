/**
 * Townships added by hand. No installed package lists Ohio townships, yet the
 * big suburban ones are where many homeowners live and what they type
 * (West Chester, Colerain, Anderson, Liberty ...). Each entry names its real
 * county, the USPS ZIPs its addresses use (the ZIP most inside the township
 * first) and an approximate centre, placed by hand. The generator checks that
 * every ZIP exists in Ohio and that the centre falls in the named county.
 *
 * Populations are left out on purpose: the packages have none for townships
 * and a guessed number would be worse than none.
 */
export type CuratedTownship = {
  name: string;
  county: string;
  zipCodes: readonly string[];
  lat: number;
  lng: number;
};

export const TOWNSHIPS: readonly CuratedTownship[] = [
  // Cincinnati area (Butler, Clermont, Hamilton, Warren)
  { name: "West Chester Township", county: "Butler", zipCodes: ["45069", "45071", "45241"], lat: 39.331, lng: -84.408 },
  { name: "Liberty Township", county: "Butler", zipCodes: ["45044", "45011", "45069"], lat: 39.396, lng: -84.393 },
  { name: "Fairfield Township", county: "Butler", zipCodes: ["45011", "45014"], lat: 39.37, lng: -84.49 },
  { name: "Colerain Township", county: "Hamilton", zipCodes: ["45251", "45239", "45247", "45252"], lat: 39.257, lng: -84.609 },
  { name: "Anderson Township", county: "Hamilton", zipCodes: ["45255", "45230", "45244"], lat: 39.068, lng: -84.355 },
  { name: "Green Township", county: "Hamilton", zipCodes: ["45248", "45247", "45238", "45211", "45233"], lat: 39.16, lng: -84.64 },
  { name: "Delhi Township", county: "Hamilton", zipCodes: ["45238", "45233"], lat: 39.095, lng: -84.613 },
  { name: "Springfield Township", county: "Hamilton", zipCodes: ["45231", "45224", "45240"], lat: 39.235, lng: -84.515 },
  { name: "Sycamore Township", county: "Hamilton", zipCodes: ["45236", "45242", "45237"], lat: 39.215, lng: -84.375 },
  { name: "Symmes Township", county: "Hamilton", zipCodes: ["45249", "45140", "45242"], lat: 39.275, lng: -84.3 },
  { name: "Union Township", county: "Clermont", zipCodes: ["45245", "45244", "45102", "45103"], lat: 39.067, lng: -84.26 },
  { name: "Miami Township", county: "Clermont", zipCodes: ["45150", "45140", "45147"], lat: 39.19, lng: -84.24 },
  { name: "Goshen Township", county: "Clermont", zipCodes: ["45122", "45140", "45150"], lat: 39.23, lng: -84.15 },
  { name: "Deerfield Township", county: "Warren", zipCodes: ["45040", "45039", "45034", "45140"], lat: 39.31, lng: -84.29 },
  { name: "Hamilton Township", county: "Warren", zipCodes: ["45039", "45152"], lat: 39.33, lng: -84.2 },
  { name: "Clearcreek Township", county: "Warren", zipCodes: ["45066", "45068"], lat: 39.53, lng: -84.18 },
  // Dayton area (Greene, Montgomery)
  { name: "Washington Township", county: "Montgomery", zipCodes: ["45458", "45459"], lat: 39.605, lng: -84.155 },
  { name: "Miami Township", county: "Montgomery", zipCodes: ["45342", "45449", "45459"], lat: 39.64, lng: -84.225 },
  { name: "Harrison Township", county: "Montgomery", zipCodes: ["45414", "45415", "45405"], lat: 39.82, lng: -84.23 },
  { name: "Sugarcreek Township", county: "Greene", zipCodes: ["45305", "45440", "45458"], lat: 39.64, lng: -84.06 },
  // Columbus area (Delaware, Fairfield, Franklin)
  { name: "Liberty Township", county: "Delaware", zipCodes: ["43065", "43015", "43035"], lat: 40.225, lng: -83.085 },
  { name: "Orange Township", county: "Delaware", zipCodes: ["43035", "43082", "43015"], lat: 40.175, lng: -82.99 },
  { name: "Genoa Township", county: "Delaware", zipCodes: ["43082", "43081", "43021"], lat: 40.17, lng: -82.89 },
  { name: "Violet Township", county: "Fairfield", zipCodes: ["43147", "43110"], lat: 39.88, lng: -82.74 },
  { name: "Prairie Township", county: "Franklin", zipCodes: ["43228", "43119"], lat: 39.945, lng: -83.18 },
  // Northeast Ohio (Cuyahoga, Geauga, Lake, Stark, Summit)
  { name: "Olmsted Township", county: "Cuyahoga", zipCodes: ["44138"], lat: 41.37, lng: -81.92 },
  { name: "Chester Township", county: "Geauga", zipCodes: ["44026"], lat: 41.53, lng: -81.33 },
  { name: "Bainbridge Township", county: "Geauga", zipCodes: ["44023", "44022"], lat: 41.39, lng: -81.34 },
  { name: "Concord Township", county: "Lake", zipCodes: ["44077", "44060"], lat: 41.67, lng: -81.23 },
  { name: "Jackson Township", county: "Stark", zipCodes: ["44646", "44718", "44720"], lat: 40.85, lng: -81.495 },
  { name: "Plain Township", county: "Stark", zipCodes: ["44721", "44705", "44714", "44720"], lat: 40.87, lng: -81.34 },
  { name: "Copley Township", county: "Summit", zipCodes: ["44321", "44203"], lat: 41.1, lng: -81.64 },
  { name: "Bath Township", county: "Summit", zipCodes: ["44333", "44210"], lat: 41.175, lng: -81.64 },
  { name: "Sagamore Hills Township", county: "Summit", zipCodes: ["44067"], lat: 41.31, lng: -81.56 },
  // Toledo area (Lucas, Wood)
  { name: "Sylvania Township", county: "Lucas", zipCodes: ["43560", "43615", "43623", "43617"], lat: 41.69, lng: -83.7 },
  { name: "Perrysburg Township", county: "Wood", zipCodes: ["43551", "43619"], lat: 41.54, lng: -83.56 },
];
