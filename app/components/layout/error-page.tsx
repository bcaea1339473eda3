import { BRAND } from "~/brand";

/** Unexpected errors. The stack trace is shown in development only. */
export function ErrorPage({ details }: { details?: string }) {
  return (
    <section className="mx-auto flex max-w-page flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 max-w-prose text-muted">
        We hit an unexpected problem showing this page. Please try again in a moment, or call us
        at <a className="font-semibold text-primary underline" href={BRAND.phoneHref}>{BRAND.phoneDisplay}</a>.
      </p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-control bg-primary px-5 font-semibold text-on-primary hover:bg-primary-hover"
      >
        Return to Home
      </a>
      {details ? (
        <pre className="mt-8 max-w-full overflow-x-auto rounded-card border border-line bg-canvas p-4 text-left text-sm">
          {details}
        </pre>
      ) : null}
    </section>
  );
}
