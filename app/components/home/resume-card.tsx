import { History, X } from "~/components/ui/icons";
import { buttonClassName } from "~/components/ui/button";

/**
 * "Pick up where you left off": a `<template>` the home page script fills from
 * the visitor's last quote request in localStorage (app/page-scripts/enhance/
 * resume-card.ts). It floats over the page (fixed), so appearing never pushes
 * content, and it takes no space when there is nothing to resume.
 */
export function ResumeCardTemplate({ categoryNames }: { categoryNames: Record<string, string> }) {
  return (
    <template data-resume-card="" data-category-names={JSON.stringify(categoryNames)}>
      <section
        aria-labelledby="resume-heading"
        className="fixed inset-x-3 bottom-3 z-40 rounded-card border border-line bg-surface p-3 pl-4 shadow-lg md:right-auto md:bottom-6 md:left-6 md:w-96 md:p-4"
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent">
              <History aria-hidden="true" className="size-3.5" />
              BASED ON YOUR RECENT SEARCH
            </p>
            <h2 id="resume-heading" className="text-base font-semibold md:text-lg">
              Pick up where you left off
            </h2>
          </div>
          <button
            type="button"
            data-slot="dismiss"
            aria-label="Dismiss"
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-control text-muted hover:bg-canvas hover:text-ink focus-visible:outline-3 focus-visible:outline-primary"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="mt-1 flex items-center justify-between gap-3">
          <p data-slot="category" className="min-w-0 truncate text-muted" />
          <a data-slot="resume" href="/" className={buttonClassName("primary", "md")}>
            Resume
          </a>
        </div>
      </section>
    </template>
  );
}
