import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrors, useAppDispatch, type AppDispatch } from '@kyubos/api';
import type { IntakeCategory } from '@kyubos/contracts';
import { BDX_KINDS, BDX_PERIOD_MESSAGE, BDX_PERIOD_PATTERN, type BdxKind } from '@kyubos/contracts/constants';
import { BDX_KIND_LABEL, intakeCategoryLabel } from '@kyubos/domain/labels';
import {
  Alert,
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
import { useFormSubmit } from './form-submit';
import type { ListNotice } from './notice';

/** What the LOB dropdowns need of a line of business (both audiences' lists carry it). */
export type BdxIntakeCategory = Pick<IntakeCategory, 'id' | 'category_name' | 'sublob'>;

/** A line of business as the LOB dropdowns show it: 'PROPERTY - Habitational'. */
export const intakeCategoryOptions = (intakeCategories: readonly BdxIntakeCategory[]) =>
  intakeCategories.map((item) => ({ value: item.id, label: intakeCategoryLabel(item) }));

/** The fields of the form the server may name in a refusal (400); the caller's own fields are not among them. */
const UPLOAD_FIELDS = ['period', 'control_value', 'intake_id', 'kind', 'file'] as const;
type UploadField = (typeof UPLOAD_FIELDS)[number];
const isUploadField = (path: string): path is UploadField => (UPLOAD_FIELDS as readonly string[]).includes(path);

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
  /** The file picker's label: 'File' in the carrier portal (spec 4 §2.6), 'File Name' in the admin area (spec 4 §2.4). */
  fileLabel?: string;
}

/**
 * The body of 'Create Upload File' shared by the admin area and the carrier portal: Period,
 * Control Value, LOB and File after the caller's own fields, the file checks ('Please select a
 * file!', the type message), the progress bar. A refused upload stays on the form until it is sent
 * again, as every create form's does: the server's field errors under their fields (File
 * included), any other reason ('File upload failed!', a duplicate) above them.
 */
export function BdxUploadForm({
  leadingFields,
  extraFields,
  intakeCategories,
  reads,
  readFailedMessage,
  upload,
  listHref,
  listChanged,
  fileLabel = 'File',
}: BdxUploadFormProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const alert = useTimedMessage(3000);
  const [period, setPeriod] = useState('');
  const [controlValue, setControlValue] = useState('');
  const [intakeId, setIntakeId] = useState('');
  const [kind, setKind] = useState<BdxKind>('premium');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<UploadField, string>>>({});

  /** Sets a field and drops its message: the user acted on it. */
  const edit =
    <T,>(field: UploadField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
    };

  const form = {
    validate() {
      // The server's rule for a period, checked first so the field itself says what is wrong.
      if (!BDX_PERIOD_PATTERN.test(period)) {
        const message = `Period ${BDX_PERIOD_MESSAGE}`;
        setErrors({ period: message });
        alert.show(message);
        return false;
      }
      setErrors({});
      if (!file) {
        alert.show('Please select a file!');
        return false;
      }
      alert.clear();
      return true;
    },
    showServerErrors(error: unknown) {
      const found: Partial<Record<UploadField, string>> = {};
      for (const { path, message } of fieldErrors(error)) {
        if (isUploadField(path) && found[path] === undefined) found[path] = message;
      }
      setErrors(found);
      return Object.keys(found).length > 0;
    },
  };

  async function send(chosen: File) {
    const intakeCategory = intakeCategories?.find((item) => String(item.id) === intakeId);
    const body = new FormData();
    for (const [name, value] of Object.entries(extraFields())) body.append(name, value);
    body.append('period', period);
    body.append('control_value', controlValueToSend(controlValue));
    body.append('intake_id', intakeId);
    body.append('intake_name', intakeCategory?.category_name ?? '');
    body.append('sublob', intakeCategory?.sublob ?? '');
    body.append('kind', kind);
    body.append('file', chosen);
    setProgress(0);
    try {
      return await upload(body, setProgress);
    } catch (error) {
      setProgress(null);
      throw error;
    }
  }

  const uploaded = useRef('');
  const { formRef, saving, saveError, submit } = useFormSubmit(
    form,
    async () => {
      // validate() let nothing through without a file.
      if (!file) throw new Error('Please select a file!');
      uploaded.current = (await send(file)).message;
    },
    () => {
      dispatch(listChanged());
      const state: ListNotice = { notice: uploaded.current };
      navigate(listHref, { state });
    },
  );

  return (
    <>
      <TimedAlert message={alert.message} />
      {reads.some((read) => read.error) ? (
        <ErrorPanel message={readFailedMessage} onRetry={() => reads.forEach((read) => void read.refetch())} />
      ) : reads.some((read) => read.isLoading) ? (
        <LoadingState />
      ) : (
        <form ref={formRef} onSubmit={submit} aria-label="Create Upload File">
          {saveError && <Alert>{saveError}</Alert>}
          <FormGrid>
            {leadingFields}
            <PeriodField value={period} onChange={edit('period', setPeriod)} required error={errors.period} />
            <ControlValueField value={controlValue} onChange={edit('control_value', setControlValue)} required error={errors.control_value} />
            <SelectField
              label="LOB"
              name="intake_id"
              value={intakeId}
              onChange={edit('intake_id', setIntakeId)}
              placeholder="Select LOB"
              options={intakeCategoryOptions(intakeCategories ?? [])}
              required
              error={errors.intake_id}
            />
            <SelectField
              label="Kind"
              name="kind"
              value={kind}
              onChange={edit('kind', (value: string) => setKind(value === 'claims' ? 'claims' : 'premium'))}
              options={BDX_KINDS.map((value) => ({ value, label: BDX_KIND_LABEL[value] }))}
              required
              error={errors.kind}
            />
            <BdxFileInput label={fileLabel} onChange={edit('file', setFile)} onRefused={alert.show} error={errors.file} />
          </FormGrid>
          <UploadProgress percent={progress} />
          <SaveCancelBar cancelTo={listHref} saving={saving} />
        </form>
      )}
    </>
  );
}
