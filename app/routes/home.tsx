import { BRAND } from "~/brand";
import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [
    { title: `${BRAND.name} | Find trusted local pros in Ohio` },
    {
      name: "description",
      content:
        "Describe your HVAC, plumbing, electrical, landscaping, cleaning or renovation project and get matched with up to three vetted Ohio pros. Free, no obligation.",
    },
  ];
}

export default function Home() {
  return (
    <section className="bg-primary-soft/40">
      <div className="mx-auto max-w-page px-4 py-16 sm:py-24">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-[2.75rem] sm:leading-tight">
          Find the right pro for your next project.
        </h1>
        <p className="mt-4 text-lg text-muted">We help you connect with trusted pros near you.</p>
      </div>
    </section>
  );
}
