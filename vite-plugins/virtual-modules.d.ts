declare module "virtual:page-scripts" {
  /** Page script name (file name in app/page-scripts) to the URL the browser loads it from. */
  const urls: Record<string, string>;
  export default urls;
}
