/**
 * The five-question FAQ shown on service-in-location and sub-service pages.
 * Generated per service (or sub-service) and place, so
 * every page answers in terms of its own job and town. The facts are the
 * seed's: labor warranties of 90 days to 1 year (sub-service pages: 90 days
 * to multiple years), appointments within 1-3 days, same-day or next-day
 * service for urgent needs.
 */

export type FaqItem = { question: string; answer: string };

/** Number of questions on every FAQ. */
export const FAQ_SIZE = 5;

/**
 * A display name as it reads mid-sentence: ordinary words lowercased,
 * abbreviations kept ("AC Repair" -> "AC repair", "EV Charger Installation"
 * -> "EV charger installation", "HVAC" -> "HVAC").
 */
export function sentenceCaseName(name: string): string {
  return name
    .split(" ")
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(" ");
}

export type ServiceFaqInput = {
  /** Category display name, e.g. "HVAC" or "Plumbing". */
  serviceName: string;
  /** Place as it reads in a sentence: "Columbus" or "Ohio". */
  placeName: string;
};

/** FAQ for /services/{service}/{location}: cost, speed, screening, warranties, choosing. */
export function serviceFaq({ serviceName, placeName }: ServiceFaqInput): FaqItem[] {
  const noun = sentenceCaseName(serviceName);
  return [
    {
      question: `How much do ${noun} services cost in ${placeName}?`,
      answer:
        `It depends on the job: a small repair costs far less than a new installation, and equipment, ` +
        `materials, access and how soon you need the work all move the price. The quickest way to know is ` +
        `to describe your project and compare free, no-obligation quotes from up to three vetted ${noun} ` +
        `pros who serve ${placeName}.`,
    },
    {
      question: `How quickly can ${withArticle(noun)} pro get to my home in ${placeName}?`,
      answer:
        `Most ${noun} pros serving ${placeName} can schedule an appointment within 1-3 days. For urgent ` +
        `needs, many offer same-day or next-day service: mark your request as urgent so pros know it can't wait.`,
    },
    {
      question: `How are the ${noun} pros in ${placeName} screened?`,
      answer:
        `Before a pro can receive requests we check their license and insurance and run a background check. ` +
        `We look for a proven track record and verifiable local references, and we expect a rating of at ` +
        `least 4.5 stars and a reply to new requests within 24 hours.`,
    },
    {
      question: `Do ${noun} pros in ${placeName} offer a warranty?`,
      answer:
        `Most pros guarantee their labor for 90 days to 1 year, and new equipment and parts usually carry a ` +
        `separate manufacturer's warranty. Ask for the warranty terms in writing with your quote, and keep ` +
        `your invoice so a later claim is easy.`,
    },
    {
      question: `How do I choose the right ${noun} pro in ${placeName}?`,
      answer:
        `Compare two or three written quotes that spell out the scope of work, materials, price and ` +
        `timeline. Confirm the license and insurance, read recent reviews from homeowners nearby, and ask ` +
        `who will do the work and what the warranty covers. The lowest price is not always the best value.`,
    },
  ];
}

export type SubServiceFaqInput = ServiceFaqInput & {
  /** Sub-service display name, e.g. "Furnace Repair". */
  subServiceName: string;
};

/** FAQ for /services/{service}/{subService}/{location}: cost, speed, benefits, warranties, what to look for. */
export function subServiceFaq({ serviceName, subServiceName, placeName }: SubServiceFaqInput): FaqItem[] {
  const job = sentenceCaseName(subServiceName);
  const trade = sentenceCaseName(serviceName);
  return [
    {
      question: `How much does ${job} cost in ${placeName}?`,
      answer:
        `The price of ${job} depends on the size of the job, the parts or materials needed, how easy the ` +
        `work area is to reach and how soon you need it done. Describe your project once and compare free ` +
        `quotes from up to three vetted pros who serve ${placeName} to see what it will cost for your home.`,
    },
    {
      question: `How soon can I get ${job} in ${placeName}?`,
      answer:
        `Most pros in ${placeName} can book ${job} within 1-3 days. For urgent needs, many offer ` +
        `same-day or next-day service, so mark your request as urgent when you ask for quotes.`,
    },
    {
      question: `What are the benefits of hiring a professional for ${job}?`,
      answer:
        `A trained ${trade} pro gets the job done right the first time, with the proper tools, permits ` +
        `where they are required and work that meets code. That means fewer repeat problems, warranty ` +
        `protection on the labor, and no risk to your safety or your home insurance from a do-it-yourself mistake.`,
    },
    {
      question: `Is ${job} covered by a warranty?`,
      answer:
        `Labor warranties on ${job} typically run from 90 days to multiple years, depending on the pro and ` +
        `the type of work. New equipment and materials usually carry their own manufacturer's warranty as ` +
        `well. Get the terms in writing before the work starts.`,
    },
    {
      question: `What should I look for in ${withArticle(job)} pro?`,
      answer:
        `Look for a current license and insurance, experience with ${job} specifically, recent reviews ` +
        `from homeowners in ${placeName}, a written quote with a clear scope and price, and a labor ` +
        `warranty. A pro who answers quickly and explains the options plainly is usually a good sign.`,
    },
  ];
}

/**
 * "a" or "an" by sound: vowels, and initialisms read letter by letter whose
 * first letter sounds like a vowel ("an HVAC pro", "an AC repair pro").
 */
export function withArticle(phrase: string): string {
  const anSound = /^[aeiou]/i.test(phrase) || /^(HVAC|EV|LED|FHA|MRI|SUV)\b/.test(phrase);
  return `${anSound ? "an" : "a"} ${phrase}`;
}
