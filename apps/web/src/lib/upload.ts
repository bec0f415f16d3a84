import { errorMessages } from '@plateforme/shared/messages/common';
import { ApiError } from './api-error.ts';
import { buildUrl, messageOf, NETWORK_ERROR, refreshIfNeeded } from './api-client.ts';
import { readTokens } from './auth-storage.ts';
import { expireSession } from './session.ts';
import { showSnackbar } from './snackbar.ts';

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload with progress: fetch reports none while sending, XMLHttpRequest does.
 * The token, the session rules and the error answers are those of `apiRequest`.
 */
export async function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  await refreshIfNeeded();
  const token = readTokens()?.access_token ?? null;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.onabort = () => {
      done();
      reject(new DOMException('Envoi annulé', 'AbortError'));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, NETWORK_ERROR));
    };
    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      if (xhr.status === 401 && token) expireSession({ redirect: true });
      else if (xhr.status === 403) showSnackbar(errorMessages.forbidden, 'error');
      reject(new ApiError(xhr.status, messageOf(xhr.status, body), body));
    };
    if (options.signal?.aborted) return xhr.onabort(new ProgressEvent('abort'));
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
