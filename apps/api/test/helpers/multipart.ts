/** A real multipart/form-data body, as a browser sends it, for app.inject. */
export async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export const pdfBytes = (size = 3000) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 32), Buffer.from('\n%%EOF\n')]);
