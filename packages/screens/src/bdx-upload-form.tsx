import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, type AppDispatch } from '@kyubos/api';
import type { IntakeCategory } from '@kyubos/contracts';
import { BDX_KINDS, BDX_PERIOD_MESSAGE, BDX_PERIOD_PATTERN, type BdxKind } from '@kyubos/contracts/constants';
import { BDX_KIND_LABEL, intakeCategoryLabel } from '@kyubos/domain/labels';
import {
  BdxFileInput,
  ControlValueField,
  controlValueToSend,
  ErrorPanel,
  FormGrid,
  LoadingState,
  PeriodField,
  SaveCancelBar,
  SelectField,
  TimedAlert,
  UploadProgress,
  useTimedMessage,
} from '@kyubos/ui';
import type { ListNotice } from './notice';

/** What the LOB dropdowns need of a line of business (both audiences' lists carry it). */
export type BdxIntakeCategory = Pick<IntakeCategory, 'id' | 'category_name' | 'sublob'>;

/** A line of business as the LOB dropdowns show it: 'PROPERTY - Habitational'. */
export const intakeCategoryOptions = (intakeCategories: readonly BdxIntakeCategory[]) =>
  intakeCategories.map((item) => ({ value: item.id, label: intakeCategoryLabel(item) }));

/** A read the form waits for (an RTK Query hook's result): the lines of business, the carriers. */
export interface BdxUploadRead {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface BdxUploadFormProps {
  /** The fields before Period: the carrier to send to (admin) or the sender (carrier portal). */
  leadingFields: ReactNode;
  /** The caller's own text fields of the upload (ids and names of the client, carrier, sender). */
  extraFields: () => Record<string, string>;
  /** The lines of business to choose from. */
  intakeCategories: readonly BdxIntakeCategory[] | undefined;
  /** Every read the form needs before it shows; Retry repeats them all. */
  reads: readonly BdxUploadRead[];
  /** Said, with Retry, when any of `reads` failed. */
  readFailedMessage: string;
  /** Sends the multipart form, reporting progress in percent. */
  upload: (form: FormData, onProgress: (percent: number) => void) => Promise<{ message: string }>;
  /** The list the form returns to: on Cancel, and after an upload with the server's message as its notice. */
  listHref: string;
  /** Marks the lists the new file appears in as stale. */
  listChanged: () => Parameters<AppDispatch>[0];
}

/**
 * The body of 'Create Upload File' shared by the admin area and the carrier portal: Period,
 * Control Value, LOB and File after the caller's own fields, the file checks ('Please select a
 * file!', the type message), the progress bar, and 'File upload failed!' or the server's reason.
 */
export function BdxUploadForm({ leadingFields, extraFields, intakeCategories, reads, readFailedMessage, upload, listHref, listChanged }: BdxUploadFormProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const alert = useTimedMessage(3000);
  const [period, setPeriod] = useState('');
  const [controlValue, setControlValue] = useState('');
  const [intakeId, setIntakeId] = useState('');
  const [kind, setKind] = useState<BdxKind>('premium');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [periodError, setPeriodError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's rule for a period, checked first so the field itself says what is wrong.
    if (!BDX_PERIOD_PATTERN.test(period)) {
      const message = `Period ${BDX_PERIOD_MESSAGE}`;
      setPeriodError(message);
      alert.show(message);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="period"]')?.focus();
      return;
    }
    setPeriodError(undefined);
    if (!file) {
      alert.show('Please select a file!');
      return;
    }
    const intakeCategory = intakeCategories?.find((item) => String(item.id) === intakeId);
    const form = new FormData();
    for (const [name, value] of Object.entries(extraFields())) form.append(name, value);
    form.append('period', period);
    form.append('control_value', controlValueToSend(controlValue));
    form.append('intake_id', intakeId);
    form.append('intake_name', intakeCategory?.category_name ?? '');
    form.append('sublob', intakeCategory?.sublob ?? '');
    form.append('kind', kind);
    form.append('file', file);
    setProgress(0);
    try {
      const done = await upload(form, setProgress);
      dispatch(listChanged());
      const state: ListNotice = { notice: done.message };
      navigate(listHref, { state });
    } catch (error) {
      setProgress(null);
      alert.show(error instanceof Error ? error.message : 'File upload failed!');
    }
  }

  return (
    <>
      <TimedAlert message={alert.message} />
      {reads.some((read) => read.error) ? (
        <ErrorPanel message={readFailedMessage} onRetry={() => reads.forEach((read) => void read.refetch())} />
      ) : reads.some((read) => read.isLoading) ? (
        <LoadingState />
      ) : (
        <form onSubmit={onSubmit} aria-label="Create Upload File">
          <FormGrid>
            {leadingFields}
            <PeriodField value={period} onChange={setPeriod} required error={periodError} />
            <ControlValueField value={controlValue} onChange={setControlValue} required />
            <SelectField
              label="LOB"
              name="intake_id"
              value={intakeId}
              onChange={setIntakeId}
              placeholder="Select LOB"
              options={intakeCategoryOptions(intakeCategories ?? [])}
              required
            />
            <SelectField
              label="Kind"
              name="kind"
              value={kind}
              onChange={(value) => setKind(value === 'claims' ? 'claims' : 'premium')}
              options={BDX_KINDS.map((value) => ({ value, label: BDX_KIND_LABEL[value] }))}
              required
            />
            <BdxFileInput onChange={setFile} onRefused={alert.show} />
          </FormGrid>
          <UploadProgress percent={progress} />
          <SaveCancelBar cancelTo={listHref} saving={progress !== null} />
        </form>
      )}
    </>
  );
}
