const minorWords = new Set(['des', 'les', 'aux', 'contre', 'pour', 'une']);

/** 'Caisse de retraite Horizon – Action sociale' gives 'CRH'. */
function initials(name: string): string {
  const words = (name.split(' – ')[0] ?? name)
    .split(/[\s'&-]+/)
    .filter((word) => word.length > 2 && !minorWords.has(word.toLowerCase()));
  return words
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The name cut into lines of about `width` characters, between words. */
function wrapWords(name: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A small text logo, about as wide as tall like the carousel's cards (P2 §9): a coloured badge
 * with initials above the name on up to four centred lines. A wide logo would be drawn a
 * fifth of a card high and its name unreadable.
 */
export function logoSvg(name: string, color: string): Buffer {
  const lines = wrapWords(name, 20);
  const longest = Math.max(...lines.map((line) => line.length));
  // About 0.55 em per character in Arial: the longest line stays inside the 224 px width.
  const fontSize = Math.min(lines.length > 3 ? 16 : 19, Math.floor(224 / (longest * 0.55)));
  const text = lines
    .map(
      (line, index) =>
        `<text x="120" y="${124 + index * (fontSize + 4)}" font-size="${fontSize}" text-anchor="middle" fill="#1f1f1f">${escapeXml(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="200" viewBox="0 0 240 200" font-family="Arial, Helvetica, sans-serif">` +
      `<rect width="240" height="200" rx="12" fill="#ffffff"/>` +
      `<circle cx="120" cy="52" r="40" fill="${color}"/>` +
      `<text x="120" y="62" font-size="26" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(initials(name))}</text>` +
      `${text}</svg>`,
    'utf8',
  );
}
