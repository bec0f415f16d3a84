/**
 * What a person's name may not hold: characters that do not show but change what is stored
 * or how it reads (ADR 023). Control characters (U+0000–U+001F, U+007F–U+009F), Unicode
 * format characters (bidirectional marks, embeddings, overrides and isolates, zero-width
 * space, word joiner, soft hyphen, byte-order mark, tag characters), line and paragraph
 * separators and lone surrogates. A name that reverses on screen or hides a second name
 * inside the first would let one person pass for another on a list, a receipt or an e-mail.
 *
 * Zero-width joiner and non-joiner (U+200D, U+200C) are spelling in Persian and in Indic
 * scripts; they are kept between two letters (or a letter and its virama) of such a script and refused next to Latin,
 * Greek or Cyrillic letters, where they show nothing and only make two names differ.
 */
const joiners = new Set(['\u200C', '\u200D']);
const hidden = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
const letter = /^[\p{L}\p{M}]$/u;
/** Scripts that never join letters, and the marks and signs that borrow a neighbour's script. */
const visiblyJoinless = /[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Inherited}\p{sc=Common}]/u;

function isJoinerInPlace(before: string | undefined, after: string | undefined): boolean {
  if (!before || !after || !letter.test(before) || !letter.test(after)) return false;
  return !visiblyJoinless.test(before) && !visiblyJoinless.test(after);
}

/** The first character a name may not hold, or undefined when the name is clean. */
export function findHiddenCharacter(name: string): string | undefined {
  // Splits by code point; a lone surrogate stays one element and matches \p{Cs}.
  const characters = Array.from(name);
  return characters.find((character, index) => {
    if (joiners.has(character)) return !isJoinerInPlace(characters[index - 1], characters[index + 1]);
    return hidden.test(character);
  });
}

export const hasHiddenCharacter = (name: string): boolean => findHiddenCharacter(name) !== undefined;

/**
 * A name someone types for another person, which that person's e-mail greets her with (the
 * young person a carer registers, ADR 068): letters and the marks, spaces, apostrophes,
 * hyphens and dots of names, at most 60 characters. No digit, link, address or markup can
 * turn the greeting into a message of the typist's own.
 */
// Words of letters; between them spaces, apostrophes or hyphens, a dot only to end an initial (« J.-B. », « St. »).
const plainName = /^[\p{L}\p{M}\u200C\u200D]+(?:\.?[ '’-]+[\p{L}\p{M}\u200C\u200D]+)*\.?$/u;
export const PLAIN_NAME_MAX = 60;
export const isPlainName = (name: string): boolean => name.length <= PLAIN_NAME_MAX && plainName.test(name);
