import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { DirectoryFeedback } from "~/modules/portal/index.server";
import { DemoNote, FormFeedback } from "./form-parts";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp"];

/**
 * Upload, replace or remove the logo. The upload is a document post of a
 * multipart form to its own route (with its own size limit); the page it
 * returns to says how it went. In the browser, a file too large or of the
 * wrong type is refused before it is sent; the server checks it again by its
 * bytes.
 */
export function LogoForm({
  url,
  businessName,
  maxBytes,
  outcome,
  removeFeedback,
  demo,
}: {
  url: string | null;
  businessName: string;
  maxBytes: number;
  outcome: { ok: boolean; message: string } | null;
  removeFeedback: DirectoryFeedback | null;
  demo: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const removed = removeFeedback?.form === "remove-logo" ? removeFeedback : null;
  return (
    <section id="logo" aria-labelledby="directory-logo-heading" className="rounded-card border border-line p-4">
      <h2 id="directory-logo-heading" className="text-lg font-semibold">
        Logo
      </h2>
      <p className="mt-1 text-sm text-muted">A PNG, JPEG or WebP image of up to 2 MB. Square logos look best.</p>
      <FormFeedback feedback={removed ?? outcome} />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-card border border-line bg-canvas">
          {url ? (
            <img src={url} alt={`Logo of ${businessName}`} width={112} height={112} className="size-full object-contain" />
          ) : (
            <span className="text-sm text-muted">No logo yet</span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <Form method="post" action="/provider/directory/logo" encType="multipart/form-data" reloadDocument className="flex flex-col gap-3">
            <Field id="logo-file" label={url ? "Replace the logo" : "Upload a logo"} error={problem}>
              {(control) => (
                <input
                  {...control}
                  name="logo"
                  type="file"
                  accept={ACCEPTED.join(",")}
                  required
                  disabled={demo}
                  className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-line file:bg-surface file:px-3 file:font-medium"
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    setProblem(
                      !file
                        ? null
                        : file.size > maxBytes
                          ? "That file is larger than 2 MB. Save the logo smaller and try again."
                          : !ACCEPTED.includes(file.type)
                            ? "Choose a PNG, JPEG or WebP image."
                            : null,
                    );
                  }}
                />
              )}
            </Field>
            <Button type="submit" className="self-start" disabled={demo || problem !== null}>
              Upload Logo
            </Button>
          </Form>
          {url ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="remove-logo" />
              <Button type="submit" variant="outline" size="sm" disabled={demo}>
                Remove Logo
              </Button>
            </Form>
          ) : null}
          {demo ? <DemoNote /> : null}
        </div>
      </div>
    </section>
  );
}
