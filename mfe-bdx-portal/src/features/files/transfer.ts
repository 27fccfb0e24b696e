import { getRuntimeConfig, signOutSession } from '@kyubos/api';
import type { CreateByBdxResponse } from '@kyubos/contracts';
import { STORAGE_KEYS } from '@kyubos/session';

const carrierToken = () => localStorage.getItem(STORAGE_KEYS.bdxToken) ?? '';

/** The server's message of a failed answer, or the fallback. */
function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

export class TransferError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The error of a failed answer to a call signed with `token`; a 401 also signs the carrier out to
 * /BDX_Login, as every RTK Query call does.
 */
function failure(status: number, body: unknown, fallback: string, token: string): TransferError {
  if (status === 401 && token) signOutSession('carrier');
  return new TransferError(messageOf(body, fallback), status);
}

/**
 * Sends the upload form as multipart with XMLHttpRequest, whose upload.onprogress reports the
 * bytes sent (fetch cannot), so the form can show a progress bar.
 */
export function uploadBdxFile(form: FormData, onProgress: (percent: number) => void): Promise<CreateByBdxResponse> {
  return new Promise((resolve, reject) => {
    const token = carrierToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getRuntimeConfig().apiBaseUrl}/createbybdx`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(xhr.response as CreateByBdxResponse);
      } else reject(failure(xhr.status, xhr.response, 'File upload failed!', token));
    };
    xhr.onerror = () => reject(new TransferError('The server could not be reached. Check your connection and try again.', 0));
    xhr.send(form);
  });
}

/** Downloads a stored file with the carrier token and hands it to the browser under its name. */
export async function downloadBdxFile(id: number, fileName: string): Promise<void> {
  const token = carrierToken();
  const response = await fetch(`${getRuntimeConfig().apiBaseUrl}/downloadbrdxfile`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  if (!response.ok) throw failure(response.status, await response.json().catch(() => null), 'The download failed.', token);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
