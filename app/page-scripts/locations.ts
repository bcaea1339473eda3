import { enhanceLocationFilter } from "./enhance/location-filter";

/** The /locations page's script: the directory search filters as the visitor types. */
const directory = document.querySelector<HTMLElement>("[data-location-directory]");
if (directory) enhanceLocationFilter(directory);

// Lets tests (and curious developers) see that the page is interactive.
document.documentElement.dataset.pageScript = "ready";
