import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { BDX_INVALID_TYPE_MESSAGE, BDX_UPLOAD_EXTENSIONS, BDX_UPLOAD_MAX_BYTES } from '@kyubos/contracts/constants';
import { FieldFrame, useFieldIds } from './form-fields';

const ALLOWED = new Set<string>(BDX_UPLOAD_EXTENSIONS);
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const ACCEPT =
  '.csv,.txt,.xls,.xlsx,text/csv,text/plain,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface BdxFileInputProps {
  label?: string;
  onChange: (file: File | null) => void;
  /** Says why a chosen file was refused, in the form's one alert (it replaces any other). */
  onRefused: (message: string) => void;
  /** The server's refusal of the file (a 400 naming `file`), shown under the field. */
  error?: string;
}

/** A bordereau file picker: CSV, TXT, XLS or XLSX up to 10 MB; anything else is refused with the spec's message and cleared. */
export function BdxFileInput({ label = 'File', onChange, onRefused, error }: BdxFileInputProps) {
  const [refused, setRefused] = useState(false);
  const ids = useFieldIds('bdx-file', undefined, error);
  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const refusal =
      chosen && !ALLOWED.has(extensionOf(chosen.name))
        ? BDX_INVALID_TYPE_MESSAGE
        : chosen && chosen.size > BDX_UPLOAD_MAX_BYTES
          ? 'The file is larger than 10 MB'
          : undefined;
    setRefused(refusal !== undefined);
    if (refusal) {
      event.target.value = '';
      onRefused(refusal);
    }
    onChange(refusal ? null : chosen);
  }
  return (
    <FieldFrame label={label} error={error} ids={ids}>
      <input
        {...ids.control}
        type="file"
        name="file"
        accept={ACCEPT}
        onChange={onFileChange}
        aria-invalid={refused || error ? true : undefined}
      />
    </FieldFrame>
  );
}

/** The upload's progress bar, shown while the bytes travel. */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <Progress>
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span>{percent}%</span>
    </Progress>
  );
}

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
  progress {
    flex: 1;
    height: 12px;
  }
`;
