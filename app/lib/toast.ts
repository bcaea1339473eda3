/**
 * What a toast is and how many show for how long: shared by the React toaster
 * (app/components/ui) and the page scripts' toasts (app/page-scripts), and the
 * type the routes use to ask for toasts. Plain values only, no React.
 */
export type PageToast = { title: string; description?: string; variant?: "default" | "destructive"; duration?: number };

export const TOAST_LIMIT = 5;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
/** How long a dismissed toast stays in the list (closing animation) before removal. */
export const TOAST_REMOVE_DELAY = 1000;
