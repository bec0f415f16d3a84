/** Field → messages of a `safeParse` result, as the API's 422 carries them. */
export function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}
