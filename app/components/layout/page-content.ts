/** The id of a side-navigation layout's page content (the portal's and the console's): where their skip link leads. */
export const PAGE_CONTENT_ID = "page-content";
