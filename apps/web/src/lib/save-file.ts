/**
 * Hands a fetched file to the browser's save: API files need the Bearer token, which a plain
 * link cannot carry, so they are fetched as a blob and saved from an object address.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
