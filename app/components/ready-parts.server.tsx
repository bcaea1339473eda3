import type { ReadyParts, ReadyPartsName } from "~/lib/ready-parts";
import { readyPart } from "~/lib/ready-parts.server";
import { homeReadyParts } from "./home/home-ready-parts.server";
import { WhyChooseUs } from "./place/why-choose-us";

/** The pages with ready parts (a route's `handle.readyParts`, app/root.tsx), and how each page's parts are made. */
const MAKERS: Record<ReadyPartsName, () => ReadyParts> = {
  home: homeReadyParts,
  "sub-service": () => new Map([readyPart("why-choose-us", <WhyChooseUs />)]),
};

const made = new Map<ReadyPartsName, ReadyParts>();

/** A page's ready parts, made on its first render and kept for the life of the process (they show code constants only). */
export function readyPartsFor(name: ReadyPartsName | undefined): ReadyParts | null {
  if (name === undefined) return null;
  let parts = made.get(name);
  if (!parts) {
    parts = MAKERS[name]();
    made.set(name, parts);
  }
  return parts;
}
