/**
 * The few Markdown constructs the legal texts use (apps/api/src/seed/legal-texts.ts),
 * read into plain data that the page turns into React elements: the texts are edited by the
 * staff, so nothing of them is ever inserted as HTML.
 */

export type InlinePart =
  { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string };

export type LegalBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** Blocks: `## ` and `### ` headings, `- ` list items, other lines join into paragraphs. */
export function parseLegalText(content: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1] === '##' ? 2 : 3, text: heading[2]! });
    } else if (/^[-*]\s+/.test(line)) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(line.replace(/^[-*]\s+/, ''));
    } else if (list) {
      // A line under a list item continues it.
      list[list.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Only the site's own pages, https and e-mail addresses become links. */
export function isSafeHref(href: string): boolean {
  return /^(https:\/\/|mailto:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//'));
}

/** `**bold**` and `[text](address)`; anything else, and a link to another kind of address, stays text. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: 'bold', text: match[1] });
    else if (isSafeHref(match[3]!)) parts.push({ kind: 'link', text: match[2]!, href: match[3]! });
    else parts.push({ kind: 'text', text: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
