/**
 * The phone field formats itself as the person types (P1 §5, P2 §5): digits in pairs,
 * separated by single spaces. Anything that is not a digit is dropped, except a leading '+'
 * of an international number, which is kept so the number still means the same thing.
 */
export function formatPhone(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  const digits = input.replace(/\D/g, '');
  const pairs = digits.match(/\d{1,2}/g) ?? [];
  return plus + pairs.join(' ');
}
