/** A form's text fields by name, trimmed; an empty field is left out (the graph keeps or clears it). */
export function formText(form: HTMLFormElement): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields[name] = value.trim() || undefined;
  }
  return fields;
}

/** "TypeScript, Go , sql" → ["TypeScript", "Go", "sql"]. */
export const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
