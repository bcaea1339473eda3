import { Search } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Combobox, type ComboboxOption } from "~/components/ui/combobox";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { decideHeroSearch } from "~/modules/leads/hero-search";

/**
 * The hero's search. Without JavaScript it is a plain GET form to /search
 * (query + zip); with JavaScript the submit follows the seed's rules
 * (decideHeroSearch): Ohio ZIP check, chosen service, free text, else focus.
 */
export function HeroSearch({ options }: { options: ComboboxOption[] }) {
  const navigate = useNavigate();
  const serviceRef = useRef<HTMLInputElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  const [service, setService] = useState("");
  const [zipInvalid, setZipInvalid] = useState(false);
  const zipHintId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const decision = decideHeroSearch(
      { service, text: String(form.get("query") ?? ""), zip: String(form.get("zip") ?? "") },
      options,
    );
    if (decision.type === "invalid-zip") {
      setZipInvalid(true);
      toast({ variant: "destructive", title: decision.message });
      zipRef.current?.focus();
    } else if (decision.type === "navigate") {
      navigate(decision.to);
    } else {
      serviceRef.current?.focus();
    }
  }

  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Find a pro"
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3 shadow-sm md:flex-row md:items-center md:p-2"
    >
      <Combobox
        ref={serviceRef}
        options={options}
        value={service}
        onValueChange={setService}
        inputName="query"
        placeholder="What can we help you with?"
        searchPlaceholder="Search for services..."
        emptyText="No service found."
        listLabel="Services"
        className="md:flex-1"
      />
      <div className="md:w-36">
        <label htmlFor="hero-zip" className="sr-only">
          ZIP code
        </label>
        <Input
          ref={zipRef}
          id="hero-zip"
          name="zip"
          placeholder="Enter ZIP"
          maxLength={5}
          inputMode="numeric"
          autoComplete="postal-code"
          aria-invalid={zipInvalid || undefined}
          aria-describedby={zipHintId}
          onChange={() => setZipInvalid(false)}
        />
        <span id={zipHintId} className="sr-only">
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
