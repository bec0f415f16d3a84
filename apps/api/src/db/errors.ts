/** PostgreSQL's unique_violation, raised when two calls race for one row (one e-mail, one key). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
