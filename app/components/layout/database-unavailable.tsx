import { isRouteErrorResponse } from "react-router";

/**
 * A data request (a navigation or a form inside the portal or the console)
 * answered 503 because the database could not be reached for a moment
 * (docs/decisions/025). The React app shows this instead of a crash; trying
 * again reloads the page the person was going to.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

export function DatabaseUnavailable() {
  return (
    <section className="mx-auto flex max-w-page flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Back in a moment</h1>
      <p role="alert" className="mt-3 max-w-prose text-muted">
        We can't reach our database right now. Nothing you sent was half-saved; try again in a moment.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex min-h-11 items-center rounded-control bg-primary px-5 font-semibold text-on-primary hover:bg-primary-hover"
      >
        Try again
      </button>
    </section>
  );
}
