// C0 control characters except tab and line breaks, and DEL. PostgreSQL text
// cannot hold NUL, and none of them belongs in a form field.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * The posted form with control characters removed from every text value, or
 * an empty form when the body is not a form (a JSON post, a broken upload):
 * bad input gets the form's own 400 messages, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return new FormData();
  }
  const clean = new FormData();
  for (const [name, value] of posted) {
    // Files are not expected anywhere; they are dropped rather than kept in memory.
    if (typeof value === "string") clean.append(name, value.replace(CONTROL_CHARACTERS, ""));
  }
  return clean;
}

/**
 * The posted form as plain values (name to text, the first value of each
 * name), cleaned as `readForm` cleans them: what routes hand to modules, which
 * take plain values rather than a Request or FormData.
 */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  return formFields(await readForm(request));
}

/** A form already read (by `readForm`) as plain values, the first of each name. */
export function formFields(form: FormData): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    if (typeof value === "string" && !fields.has(name)) fields.set(name, value);
  }
  // fromEntries defines own properties, so a field named "__proto__" is just a field.
  return Object.fromEntries(fields);
}

/**
 * The bytes of the file posted as `name` in a multipart form, or null when
 * there is none or the body is not a form. The request guard has already
 * refused a body over the route's limit, so reading it is bounded.
 */
export async function readUploadedFile(request: Request, name: string): Promise<Uint8Array | null> {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return null;
  }
  const file = posted.get(name);
  if (!file || typeof file === "string" || file.size === 0) return null;
  return new Uint8Array(await file.arrayBuffer());
}
