/**
 * A count with its noun: "1 lead", "3 leads", "0 credits". The plural is the
 * singular plus "s" unless given ("1 pro was", "2 pros were" need their own).
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
