/** A 403: the page exists, but not for this account (or not in demo mode). */
export function ForbiddenPage({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-page flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Not allowed</h1>
      <p role="alert" className="mt-3 max-w-prose text-muted">
        {message || "Your account cannot open this page."}
      </p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-control bg-primary px-5 font-semibold text-on-primary hover:bg-primary-hover"
      >
        Return to Home
      </a>
    </section>
  );
}
