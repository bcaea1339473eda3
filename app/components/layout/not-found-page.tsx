import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-page flex-col items-center px-4 py-24 text-center">
      <title>{`Page not found | ${BRAND.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-2xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 max-w-prose text-muted">
        The page you were looking for has moved or never existed.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-control bg-primary px-5 font-semibold text-on-primary hover:bg-primary-hover"
      >
        Return to Home
      </Link>
    </section>
  );
}
