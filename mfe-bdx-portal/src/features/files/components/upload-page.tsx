import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@kyubos/api';
import { lineOfBusinessLabel } from '@kyubos/domain';
import type { LoginNotice } from '@kyubos/mfe';
import { readCarrierSession } from '@kyubos/session';
import {
  BdxFileInput,
  ControlValueField,
  controlValueToSend,
  ErrorPanel,
  FormGrid,
  LoadingState,
  Page,
  PeriodField,
  SaveCancelBar,
  SelectField,
  TextField,
  TimedAlert,
  UploadProgress,
  useTimedMessage,
} from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { outboundListChanged, useClientIntakeCategoriesQuery } from '../api';
import { uploadBdxFile } from '../transfer';

/** 'Create Upload File': the bordereau with its sender, period, control value and LOB, sent with progress. */
export function UploadPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = readCarrierSession();
  const lobs = useClientIntakeCategoriesQuery(session?.clientId ?? 0);
  const alert = useTimedMessage(3000);
  const [senderId, setSenderId] = useState('');
  const [senderName, setSenderName] = useState('');
  const [period, setPeriod] = useState('');
  const [controlValue, setControlValue] = useState('');
  const [lobId, setLobId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      alert.show('Please select a file!');
      return;
    }
    const lob = lobs.data?.intakecategory.find((item) => String(item.id) === lobId);
    const form = new FormData();
    form.append('client_id', String(session?.clientId ?? ''));
    form.append('career_id', String(session?.companyId ?? ''));
    form.append('sender_id', senderId);
    form.append('sender_name', senderName);
    form.append('period', period);
    form.append('control_value', controlValueToSend(controlValue));
    form.append('intake_id', lobId);
    form.append('intake_name', lob?.category_name ?? '');
    form.append('sublob', lob?.sublob ?? '');
    form.append('file', file);
    setProgress(0);
    try {
      const done = await uploadBdxFile(form, setProgress);
      dispatch(outboundListChanged());
      const state: LoginNotice = { notice: done.message };
      navigate(paths.outbound.href(), { state });
    } catch (error) {
      setProgress(null);
      alert.show(error instanceof Error ? error.message : 'File upload failed!');
    }
  }

  const busy = progress !== null;
  return (
    <Page title="Create Upload File">
      <TimedAlert message={alert.message} />
      {lobs.error ? (
        <ErrorPanel message="The lines of business could not be loaded." onRetry={() => void lobs.refetch()} />
      ) : lobs.isLoading ? (
        <LoadingState />
      ) : (
        <form onSubmit={onSubmit} aria-label="Create Upload File">
          <FormGrid>
            <TextField label="Sender ID" name="sender_id" value={senderId} onChange={setSenderId} maxLength={20} required />
            <TextField label="Sender Company Name" name="sender_name" value={senderName} onChange={setSenderName} maxLength={20} required />
            <PeriodField value={period} onChange={setPeriod} required />
            <ControlValueField value={controlValue} onChange={setControlValue} required />
            <SelectField
              label="LOB"
              name="intake_id"
              value={lobId}
              onChange={setLobId}
              placeholder="Select LOB"
              options={(lobs.data?.intakecategory ?? []).map((item) => ({
                value: item.id,
                label: lineOfBusinessLabel(item.category_name, item.sublob),
              }))}
              required
            />
            <BdxFileInput onChange={setFile} onRefused={alert.show} />
          </FormGrid>
          <UploadProgress percent={progress} />
          <SaveCancelBar cancelTo={paths.outbound.href()} saving={busy} />
        </form>
      )}
    </Page>
  );
}
