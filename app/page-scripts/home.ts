import { enhanceCombobox } from "./enhance/combobox";
import { enhanceHeroSearch } from "./enhance/hero-search";
import { enhanceResumeCard } from "./enhance/resume-card";
import { enhanceTabs } from "./enhance/tabs";

/** The landing page's script: hero search box, testimonial tabs, resume card. */
const form = document.querySelector<HTMLFormElement>("form[data-hero-search]");
const combobox = form?.querySelector<HTMLElement>("[data-combobox]");
const toastViewport = document.querySelector<HTMLElement>("[data-toast-viewport]");
if (form && combobox && toastViewport) enhanceHeroSearch(form, enhanceCombobox(combobox), toastViewport);

for (const tabs of document.querySelectorAll<HTMLElement>("[data-tabs]")) enhanceTabs(tabs);

const resumeTemplate = document.querySelector<HTMLTemplateElement>("template[data-resume-card]");
if (resumeTemplate) enhanceResumeCard(resumeTemplate);

// Lets tests (and curious developers) see that the page is interactive.
document.documentElement.dataset.pageScript = "ready";
