// Multipart uploads to the backend (XHR, for progress): the `file` field plus signed form fields,
// the same headers and envelope unwrap as call(), 60 s time-out, cancel by AbortSignal.
import { env } from '@/config/env';
import { ApiError, transportMessage } from './errors';
import { ERROR_TOAST_DELAY_MS, TIMEOUT_MS, requestHeaders, unwrapBody } from './client';
import { pathOf } from './sign';
import { reporter } from './report';

export interface UploadOptions {
  /** Form fields sent beside the file; they are what `sign` covers. */
  fields?: Record<string, string>;
  /** Called with 0..1 as the bytes go up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  silent?: boolean;
}

/** POSTs `file` as multipart/form-data to a backend path and resolves the envelope's data. */
export function upload<T>(path: string, file: Blob, fileName: string, options: UploadOptions = {}): Promise<T> {
  const { fields = {}, onProgress, signal, silent } = options;
  const url = env.apiBase + path;
  return new Promise<T>((resolve, reject) => {
    const failWith = (e: ApiError) => {
      if (!silent && e.kind !== 'aborted') reporter().toast(e.message, { delay: ERROR_TOAST_DELAY_MS });
      reject(e);
    };
    if (signal?.aborted) return reject(new ApiError('aborted', 'aborted', path));
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = TIMEOUT_MS;
    for (const [k, v] of Object.entries(requestHeaders(pathOf(url), fields))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return failWith(new ApiError('http', transportMessage('http', xhr.status), path, undefined, xhr.status));
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        return failWith(new ApiError('parse', transportMessage('parse'), path, undefined, xhr.status));
      }
      try {
        onProgress?.(1);
        resolve(unwrapBody<T>(body, path, silent));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => failWith(new ApiError('network', transportMessage('network'), path));
    xhr.ontimeout = () => failWith(new ApiError('timeout', transportMessage('timeout'), path));
    xhr.onabort = () => reject(new ApiError('aborted', 'aborted', path));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
