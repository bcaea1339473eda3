/**
 * Where page scripts show toasts (app/page-scripts/enhance/toast.ts) on pages
 * without React: rendered empty by the server so that screen readers already
 * watch the live region when a toast arrives. Placed like the React toaster's
 * viewport: top on phones, bottom-right from 768px.
 */
export function PageToastViewport() {
  return (
    <ol
      data-toast-viewport=""
      aria-label="Notifications"
      aria-live="assertive"
      className="pointer-events-none fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 empty:hidden md:top-auto md:bottom-0 md:max-w-md"
    />
  );
}
