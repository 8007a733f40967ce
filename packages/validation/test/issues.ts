type Issue = { message: string; path: PropertyKey[] }
type Schema = { safeParse(input: unknown): { success: boolean; error?: { issues: Issue[] } } }

/** Every problem a schema finds, as 'field: key' lines (the root has an empty field). */
export const problemsOf = (schema: Schema, input: unknown): string[] =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

/** The message key of the first problem with one field, or undefined when the field is fine. */
export const problemAt = (schema: Schema, input: unknown, field: string): string | undefined =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === field)?.message
