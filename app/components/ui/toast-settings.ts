/** Toast numbers shared by the React toaster and the page scripts' toasts (no React here). */
export const TOAST_LIMIT = 5;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
/** How long a dismissed toast stays in the list (closing animation) before removal. */
export const TOAST_REMOVE_DELAY = 1000;
