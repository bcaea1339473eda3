/**
 * The posted form, or an empty one when the body is not a form (a JSON post, a
 * broken upload): bad input gets the form's own 400 messages, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
