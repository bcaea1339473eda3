import { describe, expect, it } from "vitest";
import {
  filledStars,
  getProject,
  POPULAR_PROJECTS,
  PROJECT_SLUGS,
  PROJECTS,
  resolveQuestionnaireService,
} from "./projects";
import { getSubService, SERVICE_SLUGS } from "./services";

describe("PROJECTS", () => {
  it("lists painting, patios and roofing under their parent categories", () => {
    expect(PROJECTS.map((p) => [p.slug, p.name, p.parentService])).toEqual([
      ["painting", "Painting", "renovation"],
      ["patios", "Patios", "landscaping"],
      ["roofing", "Roofing", "renovation"],
    ]);
    expect(PROJECTS.map((p) => p.slug)).toEqual([...PROJECT_SLUGS]);
  });

  it("suggests sub-services that exist in the parent category", () => {
    for (const project of PROJECTS) {
      expect(project.suggestedSubService, project.slug).toBeDefined();
      expect(
        getSubService(project.parentService, project.suggestedSubService ?? ""),
        project.slug,
      ).toBeDefined();
    }
  });

  it("never reuses a category slug", () => {
    for (const slug of PROJECT_SLUGS) {
      expect((SERVICE_SLUGS as readonly string[]).includes(slug)).toBe(false);
    }
  });

  it("getProject matches exact slugs only", () => {
    expect(getProject("patios")?.parentService).toBe("landscaping");
    expect(getProject("Patios")).toBeUndefined();
    expect(getProject("hvac")).toBeUndefined();
  });
});

describe("resolveQuestionnaireService", () => {
  it.each([
    ["hvac", "HVAC", "hvac"],
    ["plumbing", "Plumbing", "plumbing"],
    ["electrical", "Electrical", "electrical"],
    ["landscaping", "Landscaping", "landscaping"],
    ["cleaning", "Cleaning", "cleaning"],
    ["renovation", "Renovation", "renovation"],
  ])("resolves the category slug %s", (slug, name, category) => {
    expect(resolveQuestionnaireService(slug)).toEqual({ slug, name, category });
  });

  it.each([
    ["painting", "Painting", "renovation", "house-painting"],
    ["patios", "Patios", "landscaping", "patio-installation"],
    ["roofing", "Roofing", "renovation", "roof-repair-and-replacement"],
  ])("resolves the project slug %s to its parent category", (slug, name, category, sub) => {
    expect(resolveQuestionnaireService(slug)).toEqual({
      slug,
      name,
      category,
      suggestedSubService: sub,
    });
  });

  it.each(["", "HVAC", "Painting", "roof", "decks", "hvac/", " patios", "house-painting"])(
    "returns undefined for %j",
    (slug) => {
      expect(resolveQuestionnaireService(slug)).toBeUndefined();
    },
  );
});

describe("POPULAR_PROJECTS", () => {
  it("has six cards for HVAC, plumbing, electrical, painting, patios and roofing", () => {
    expect(POPULAR_PROJECTS.map((c) => [c.category, c.slug])).toEqual([
      ["HVAC", "hvac"],
      ["Plumbing", "plumbing"],
      ["Electrical", "electrical"],
      ["Painting", "painting"],
      ["Patios", "patios"],
      ["Roofing", "roofing"],
    ]);
  });

  it("links every card to a questionnaire slug that resolves", () => {
    for (const card of POPULAR_PROJECTS) {
      expect(card.link).toBe(`/service-questionnaire/${card.slug}`);
      expect(resolveQuestionnaireService(card.slug), card.slug).toBeDefined();
    }
  });

  it("uses plausible ratings, review text and starting prices", () => {
    for (const card of POPULAR_PROJECTS) {
      expect(card.rating, card.slug).toBeGreaterThanOrEqual(4);
      expect(card.rating, card.slug).toBeLessThanOrEqual(5);
      expect(Number.isInteger(card.rating * 10), card.slug).toBe(true);
      expect(card.reviews, card.slug).toMatch(/^\d+(\.\d)?k?\+ reviews$/);
      expect(card.priceText, card.slug).toMatch(/^from \$\d{1,3}(,\d{3})*$/);
    }
  });
});

describe("filledStars", () => {
  it("rounds the rating to whole stars between 0 and 5", () => {
    expect(filledStars(4.8)).toBe(5);
    expect(filledStars(4.4)).toBe(4);
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(0.2)).toBe(0);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
  });
});
