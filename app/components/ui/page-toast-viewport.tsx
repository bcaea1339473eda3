/**
 * Where page scripts show toasts (app/page-scripts/enhance/toast.ts) on pages
 * without React: rendered empty by the server so that screen readers already
 * watch the live region when a toast arrives. Placed like the React toaster's
 * viewport: at the bottom, full width on phones, bottom-right from 768px.
 */
export function PageToastViewport() {
  return (
    <ol
      data-toast-viewport=""
      aria-label="Notifications"
      aria-live="assertive"
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 empty:hidden md:max-w-md"
    />
  );
}
