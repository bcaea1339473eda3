import { Check, Search } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { fieldClassName, Input } from "~/components/ui/input";
import type { HeroServiceOption } from "~/modules/intake";

/**
 * The hero's search. Without JavaScript it is a plain GET form to /search
 * (query + zip). The home page script (app/page-scripts/home.ts) turns the
 * service box into a combobox over the hidden list below and applies the
 * seed's submit rules (decideHeroSearch).
 */
export function HeroSearch({ options }: { options: readonly HeroServiceOption[] }) {
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Find a pro"
      data-hero-search=""
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3 shadow-sm md:flex-row md:items-center md:p-2"
    >
      <div data-combobox="" className="relative w-full md:flex-1">
        <label htmlFor="hero-service" className="sr-only">
          What can we help you with?
        </label>
        <input
          id="hero-service"
          name="query"
          data-combobox-input=""
          placeholder="What can we help you with?"
          data-search-placeholder="Search for services..."
          autoComplete="off"
          className={cn(fieldClassName, "h-11")}
        />
        <div
          data-combobox-popup=""
          hidden
          className="absolute inset-x-0 top-full z-50 mt-1 rounded-card border border-line bg-surface shadow-lg"
        >
          <ul
            id="hero-service-options"
            role="listbox"
            aria-label="Services"
            className="max-h-[300px] overflow-y-auto overscroll-contain p-1"
          >
            {options.map((option) => (
              <li
                key={option.value}
                id={`hero-service-option-${option.value}`}
                role="option"
                aria-selected="false"
                data-value={option.value}
                className="group flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-control px-3 text-base text-ink data-active:bg-primary-soft"
              >
                {option.label}
                <Check aria-hidden="true" className="invisible size-4 text-primary group-data-chosen:visible" />
              </li>
            ))}
          </ul>
          <p data-combobox-empty="" hidden className="px-3 py-3 text-sm text-muted">
            No service found.
          </p>
        </div>
        {/* What the open list holds, said to a screen reader as the text changes (the page script fills it). */}
        <p data-combobox-status="" role="status" className="sr-only" />
      </div>
      <div className="md:w-36">
        <label htmlFor="hero-zip" className="sr-only">
          ZIP code
        </label>
        <Input
          id="hero-zip"
          name="zip"
          placeholder="Enter ZIP"
          maxLength={5}
          inputMode="numeric"
          autoComplete="postal-code"
          aria-describedby="hero-zip-hint"
        />
        <span id="hero-zip-hint" className="sr-only">
          Optional. We serve Ohio ZIP codes.
        </span>
      </div>
      <Button type="submit" size="lg" className="w-full md:w-auto">
        <Search aria-hidden="true" className="size-5" />
        Find Pros
      </Button>
    </form>
  );
}
