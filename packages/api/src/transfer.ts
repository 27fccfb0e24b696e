import { SESSION_ENDED_MESSAGE } from '@kyubos/session';
import { endSessionInPlace, tokenForCall, type SessionKind } from './base-api';
import { getRuntimeConfig } from './runtime-config';

/** The server's message of a failed answer, or the fallback. */
function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** A file upload or download the server refused (status 0: not reached). */
export class TransferError extends Error {
  /**
   * The answer as RTK Query's errors carry it (`{ status, data }`), so errorMessage and
   * fieldErrors read an upload's refusal like any other call's: its message and its field errors.
   */
  readonly data: { message: string; errors?: unknown };

  constructor(
    message: string,
    readonly status: number,
    errors?: unknown,
  ) {
    super(message);
    this.data = errors === undefined ? { message } : { message, errors };
  }
}

/**
 * The error of a failed answer; a 401 on a call that carried a token also ends that session in
 * place, as every RTK Query call does (the user sends the file again once signed in again).
 */
function failure(status: number, body: unknown, fallback: string, session: SessionKind, token: string): TransferError {
  if (status === 401 && token) endSessionInPlace(session, token);
  return new TransferError(messageOf(body, fallback), status, (body as { errors?: unknown } | null)?.errors);
}

export interface UploadOptions {
  session: SessionKind;
  onProgress: (percent: number) => void;
  /** Shown when the server gives no message. */
  failureMessage: string;
}

/**
 * Sends a multipart form with XMLHttpRequest, whose upload.onprogress reports the bytes sent
 * (fetch cannot), so a form can show a progress bar.
 */
export async function uploadWithProgress<T>(path: string, form: FormData, { session, onProgress, failureMessage }: UploadOptions): Promise<T> {
  const token = await tokenForCall(session);
  if (token === null) throw new TransferError(SESSION_ENDED_MESSAGE, 401);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getRuntimeConfig().apiBaseUrl}${path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(xhr.response as T);
      } else reject(failure(xhr.status, xhr.response, failureMessage, session, token));
    };
    xhr.onerror = () => reject(new TransferError('The server could not be reached. Check your connection and try again.', 0));
    xhr.send(form);
  });
}

/** The file name an answer's Content-Disposition gives, if any. */
function attachmentName(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * Posts a JSON body with the session's token and hands the answered file to the browser: under the
 * name its Content-Disposition gives, else `fileName`. Answers the name used.
 */
export async function downloadPost(path: string, body: object, fileName: string, session: SessionKind): Promise<string> {
  const token = await tokenForCall(session);
  if (token === null) throw new TransferError(SESSION_ENDED_MESSAGE, 401);
  const response = await fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw failure(response.status, await response.json().catch(() => null), 'The download failed.', session, token);
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? fileName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

/** Downloads a stored file (`POST path { id }`) with the session's token and hands it to the browser under its name. */
export async function downloadFile(path: string, id: number, fileName: string, session: SessionKind): Promise<void> {
  await downloadPost(path, { id }, fileName, session);
}
