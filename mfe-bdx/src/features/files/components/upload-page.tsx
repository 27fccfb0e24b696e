import type { ListNotice } from '@kyubos/screens';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { uploadWithProgress, useAppDispatch } from '@kyubos/api';
import type { BdxFileSavedResponse } from '@kyubos/contracts';
import { lineOfBusinessLabel } from '@kyubos/domain';
import { readAdminSession } from '@kyubos/session';
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
  TimedAlert,
  UploadProgress,
  useTimedMessage,
} from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useBdxCarriersQuery } from '../../../shared/carriers-api';
import { bdxListsChanged, useBdxLobsQuery } from '../api';

/** 'Create Upload File' (admin): the bordereau for one carrier with its period, control value and LOB, sent with progress. */
export function UploadPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const clientId = readAdminSession()?.clientId ?? 0;
  const carriers = useBdxCarriersQuery(clientId);
  const lobs = useBdxLobsQuery(clientId);
  const alert = useTimedMessage(3000);
  const [carrierId, setCarrierId] = useState('');
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
    const carrier = carriers.data?.carrier.find((item) => String(item.id) === carrierId);
    const lob = lobs.data?.intakecategory.find((item) => String(item.id) === lobId);
    const form = new FormData();
    form.append('client_id', String(clientId));
    form.append('career_id', carrierId);
    form.append('career_name', carrier?.carriername ?? '');
    form.append('period', period);
    form.append('control_value', controlValueToSend(controlValue));
    form.append('intake_id', lobId);
    form.append('intake_name', lob?.category_name ?? '');
    form.append('sublob', lob?.sublob ?? '');
    form.append('file', file);
    setProgress(0);
    try {
      const done = await uploadWithProgress<BdxFileSavedResponse>('/createbrdxsamplefile', form, {
        session: 'admin',
        onProgress: setProgress,
        failureMessage: 'File upload failed!',
      });
      dispatch(bdxListsChanged());
      const state: ListNotice = { notice: done.message };
      navigate(paths.created.href(), { state });
    } catch (error) {
      setProgress(null);
      alert.show(error instanceof Error ? error.message : 'File upload failed!');
    }
  }

  const failed = carriers.error ?? lobs.error;
  return (
    <Page title="Create Upload File">
      <TimedAlert message={alert.message} />
      {failed ? (
        <ErrorPanel
          message="The carriers and lines of business could not be loaded."
          onRetry={() => {
            void carriers.refetch();
            void lobs.refetch();
          }}
        />
      ) : carriers.isLoading || lobs.isLoading ? (
        <LoadingState />
      ) : (
        <form onSubmit={onSubmit} aria-label="Create Upload File">
          <FormGrid>
            <SelectField
              label="Send To"
              name="career_id"
              value={carrierId}
              onChange={setCarrierId}
              placeholder="Select carrier"
              options={(carriers.data?.carrier ?? []).map((item) => ({ value: item.id, label: item.carriername }))}
              required
            />
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
          <SaveCancelBar cancelTo={paths.created.href()} saving={progress !== null} />
        </form>
      )}
    </Page>
  );
}
