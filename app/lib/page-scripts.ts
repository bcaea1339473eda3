import urls from "virtual:page-scripts";

/** The page scripts in app/page-scripts, by file name. */
export type PageScriptName = "accounts" | "contact-info" | "home" | "locations" | "questionnaire" | "search";

/** Where the browser loads a page script from (a hashed build file, or the dev server's source path). */
export function pageScriptUrl(name: PageScriptName): string {
  const url = urls[name];
  if (!url) throw new Error(`Unknown page script: ${name}`);
  return url;
}
