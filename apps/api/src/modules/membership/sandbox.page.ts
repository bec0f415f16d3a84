/**
 * The sandbox's payment page: plain French HTML, no script and no external asset (the
 * app's CSP allows inline styles and form-action 'self').
 */
import { formatEuros } from '@plateforme/shared/format/money';
import { paymentSandboxMessages } from '@plateforme/shared/messages/membership';
import type { FormField } from './paybox.ts';

const text = paymentSandboxMessages;

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const style = `
  body { font-family: system-ui, sans-serif; font-size: 1.125rem; line-height: 1.5; margin: 0; background: #f4f6f8; color: #1f1f1f; }
  main { max-width: 34rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.6rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.6rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 2rem; }
  button, a.button { font: inherit; min-height: 48px; padding: .6rem 1.4rem; border-radius: 8px; border: 2px solid #1f3a5f; cursor: pointer; text-decoration: none; }
  .pay { background: #1f3a5f; color: #fff; }
  .refuse, .cancel, a.button { background: #fff; color: #1f3a5f; }
  button:focus-visible, a:focus-visible { outline: 3px solid #e69138; outline-offset: 2px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export type SandboxPageData = { totalCents: number; ref: string; email: string; fields: FormField[]; hmac: string };

/** The amount, the reference and four buttons; the form carries the signed fields back. */
export function renderSandboxPage(data: SandboxPageData): string {
  const hidden = [...data.fields, { key: 'PBX_HMAC', value: data.hmac }]
    .map(({ key, value }) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const amount = formatEuros(data.totalCents);
  return layout(
    `${text.title} – ${amount}`,
    `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro)}</p>
<dl>
<dt>${escapeHtml(text.amount)}</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>${escapeHtml(text.reference)}</dt><dd>${escapeHtml(data.ref)}</dd>
<dt>${escapeHtml(text.email)}</dt><dd>${escapeHtml(data.email)}</dd>
</dl>
<form method="post" action="/api/etransactions/sandbox/decision">
${hidden}
<div class="actions">
<button type="submit" name="decision" value="pay" class="pay">${escapeHtml(text.pay)}</button>
<button type="submit" name="decision" value="pay_late" class="refuse">${escapeHtml(text.payLate)}</button>
<button type="submit" name="decision" value="refuse" class="refuse">${escapeHtml(text.refuse)}</button>
<button type="submit" name="decision" value="cancel" class="cancel">${escapeHtml(text.cancel)}</button>
</div>
</form>`,
  );
}

export function renderSandboxError(homeUrl: string): string {
  return layout(
    text.invalidTitle,
    `<h1>${escapeHtml(text.invalidTitle)}</h1>
<p role="alert">${escapeHtml(text.invalidForm)}</p>
<p><a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(text.backToPlatform)}</a></p>`,
  );
}
