import { cn } from "~/components/ui/cn";

/**
 * Typography for a rendered post. The HTML comes from markdown-it on the
 * server with raw HTML disabled (see blog.server.ts), so it holds only the
 * elements Markdown produces and is safe to set directly.
 */
const PROSE = cn(
  "max-w-[70ch] text-base leading-7 text-ink",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-4",
  "[&_h2]:mt-10 [&_h2]:text-lg sm:[&_h2]:text-xl [&_h2]:leading-tight [&_h2]:font-bold",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-primary",
  "[&_strong]:font-semibold",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-hover",
  "[&_blockquote]:mt-6 [&_blockquote]:rounded-control [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:bg-accent-soft [&_blockquote]:px-4 [&_blockquote]:py-3",
  "[&_code]:rounded [&_code]:bg-canvas [&_code]:px-1 [&_code]:text-sm",
  "[&_hr]:my-8 [&_hr]:border-line",
);

export function BlogProse({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
