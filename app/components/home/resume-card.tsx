import { History, X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import {
  isRecentRequestFresh,
  loadRecentRequest,
  parseRecentRequest,
  RECENT_REQUEST_KEY,
} from "~/modules/leads/recent-request";

function subscribe(onChange: () => void) {
  // Another tab saving or clearing a request updates this one.
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** The stored text while it holds a valid, fresh request; null otherwise (a stable value for React). */
function freshStoredRequest(): string | null {
  try {
    const raw = window.localStorage.getItem(RECENT_REQUEST_KEY);
    const parsed = parseRecentRequest(raw);
    return parsed && isRecentRequestFresh(parsed, Date.now()) ? raw : null;
  } catch {
    // Storage blocked (privacy settings): nothing to resume.
    return null;
  }
}

const onServer = () => null;

/**
 * "Pick up where you left off": the visitor's last quote request from this
 * browser (localStorage), if younger than 7 days. Read after hydration only,
 * so server and client render the same HTML; it floats over the page (fixed)
 * so appearing never pushes content, and it reserves no space when absent.
 */
export function ResumeCard({ categoryNames }: { categoryNames: Record<string, string> }) {
  // Null on the server and during hydration, so both render the same HTML.
  const raw = useSyncExternalStore(subscribe, freshStoredRequest, onServer);
  const request = parseRecentRequest(raw);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    try {
      // Removes saved data that is not a valid request.
      loadRecentRequest(window.localStorage);
    } catch {
      // Storage blocked: nothing to clean up.
    }
  }, []);

  if (!request || dismissed) return null;
  const category = categoryNames[request.category] ?? request.category;

  return (
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
          onClick={() => setDismissed(true)}
          aria-label="Dismiss"
          className="-mt-1 -mr-1 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-control text-muted hover:bg-canvas hover:text-ink focus-visible:outline-3 focus-visible:outline-primary"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-1 flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-muted">{category}</p>
        <Link to={request.route} className={buttonClassName("primary", "md")}>
          Resume
        </Link>
      </div>
    </section>
  );
}
