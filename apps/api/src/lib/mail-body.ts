/**
 * An e-mail's body written once and given as plain text and as HTML: real text, links spelled
 * out, no information only in an image or a colour, so every reader and screen reader gets it.
 */
export type MailPart =
  | { paragraph: string }
  | { list: string[] }
  /** A sentence and its link: the address is written out in the text version. */
  | { label: string; url: string };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function mailBody(parts: MailPart[]): { text: string; html: string } {
  const text = parts.map((part) => {
    if ('paragraph' in part) return part.paragraph;
    if ('list' in part) return part.list.map((item) => `- ${item}`).join('\n');
    return `${part.label}\n${part.url}`;
  });
  const html = parts.map((part) => {
    if ('paragraph' in part) return `<p>${escapeHtml(part.paragraph)}</p>`;
    if ('list' in part) return `<ul>${part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    return `<p>${escapeHtml(part.label)}<br><a href="${escapeHtml(part.url)}">${escapeHtml(part.url)}</a></p>`;
  });
  return {
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="fr"><body>\n${html.join('\n')}\n</body></html>`,
  };
}
