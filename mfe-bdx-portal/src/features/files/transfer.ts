import { downloadFile, uploadWithProgress } from '@kyubos/api';
import type { CreateByBdxResponse } from '@kyubos/contracts';

/** The carrier's upload (/createbybdx) with progress. */
export const uploadBdxFile = (form: FormData, onProgress: (percent: number) => void) =>
  uploadWithProgress<CreateByBdxResponse>('/createbybdx', form, { session: 'carrier', onProgress, failureMessage: 'File upload failed!' });

/** Downloads one of the carrier's files under its name. */
export const downloadBdxFile = (id: number, fileName: string) => downloadFile('/downloadbrdxfile', id, fileName, 'carrier');
