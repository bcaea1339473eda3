import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { buttonClassName } from "~/components/ui/button";

/**
 * The not-found states of the place pages. Both answer HTTP 404;
 * the route's error boundary renders them.
 */
export function PlaceNotFound() {
  return (
    <NotFoundLayout
      heading="Page Not Found"
      text="The service or location you're looking for doesn't exist in our database."
      link={{ to: "/", label: "Return Home" }}
    />
  );
}

export function SubServiceNotFound({ serviceName, servicePath }: { serviceName: string; servicePath: string }) {
  return (
    <NotFoundLayout
      heading="Service Not Found"
      text="The specific service you're looking for doesn't exist in our database."
      link={{ to: servicePath, label: `View All ${serviceName} Services` }}
    />
  );
}

function NotFoundLayout({ heading, text, link }: { heading: string; text: string; link: { to: string; label: string } }) {
  return (
    <section className="mx-auto flex max-w-page flex-col items-center px-4 py-24 text-center">
      <title>{`${heading} | ${BRAND.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-2xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold">{heading}</h1>
      <p className="mt-3 max-w-prose text-muted">{text}</p>
      <Link to={link.to} className={buttonClassName("primary", "md", "mt-8")}>
        {link.label}
      </Link>
    </section>
  );
}
