import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, fieldErrors } from '@kyubos/api';
import type { AdminBdxFile } from '@kyubos/contracts';
import { Button, Modal, SelectField } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useBdxImportJobQuery, useBdxImportProgramsQuery, useStartBdxImportMutation } from '../api';
import type { ImportNotice } from './imported-page';

const POLL_MS = 500;

const Bar = styled.div`
  display: grid;
  gap: 6px;
  progress {
    width: 100%;
    height: 16px;
  }
`;

/** The progress of a running import job, then off to the import page with its result (or the error, to the caller). */
function ImportJob({ jobId, file, onFailed }: { jobId: number; file: AdminBdxFile; onFailed: (message: string) => void }) {
  const navigate = useNavigate();
  const [polling, setPolling] = useState(true);
  const job = useBdxImportJobQuery(jobId, { pollingInterval: polling ? POLL_MS : 0 });
  const data = job.data;
  const ended = useRef(false);
  useEffect(() => {
    if (!data || data.status === 'running' || ended.current) return;
    ended.current = true;
    setPolling(false);
    if (data.status === 'failed' || !data.result) {
      onFailed(data.error ?? 'The import failed');
      return;
    }
    const done = data.result;
    const state: ImportNotice = {
      notice: done.message,
      imported: done.imported,
      skipped: [...done.skipped, ...(done.already_in_book ?? [])].sort((a, b) => a.row - b.row),
      fileName: file.file_name,
      kind: file.kind,
    };
    navigate(paths.imported.href(), { state });
  }, [data, file.file_name, file.kind, navigate, onFailed]);
  const total = data?.total ?? file.row_count ?? 0;
  const progress = Math.min(data?.progress ?? 0, total);
  // Every row is in and the job still runs: it is bringing the lists up to date, not stuck.
  const finishing = data?.status === 'running' && total > 0 && progress === total;
  return (
    <Bar>
      <progress max={total || 1} value={progress} aria-label="Import progress" />
      <span>
        {finishing
          ? `All ${total.toLocaleString('en-US')} rows are in: finishing the import (updating the lists)…`
          : `${progress.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`}
      </span>
    </Bar>
  );
}

/** The line of business offers several programs and the file names none: the user picks the records' program. */
function ProgramChoice({ intakeId, onChoose }: { intakeId: number; onChoose: (programId: number) => void }) {
  const programs = useBdxImportProgramsQuery(intakeId);
  const [chosen, setChosen] = useState('');
  return (
    <>
      <SelectField
        label="Program"
        name="program_id"
        required
        value={chosen}
        placeholder="Select program"
        options={(programs.data?.program ?? []).map((program) => ({ value: program.id, label: program.program_name }))}
        onChange={setChosen}
      />
      <Button disabled={chosen === ''} onClick={() => onChoose(Number(chosen))}>
        Import
      </Button>
    </>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'choose'; file: AdminBdxFile; message: string; note: string | undefined }
  | { kind: 'running'; file: AdminBdxFile; jobId: number };

/**
 * Importing a carrier's file from Inbound: starts the job, shows its progress bar, then the
 * result on the import page. When the line has several programs and the file names none, asks
 * for the program first. The note (of a file whose totals differ or whose rows have problems) is
 * asked before the start. `onError` shows a refusal.
 */
export function useBdxImportRun({ clientId, onError }: { clientId: number; onError: (message: string) => void }) {
  const [startImport, starting] = useStartBdxImportMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  /** `note`: why a file whose totals differ or whose rows have problems is imported anyway. */
  async function start(file: AdminBdxFile, note: string | undefined, programId?: number) {
    try {
      const started = await startImport({ id: file.id, client_id: clientId, intake_id: file.intake_id ?? undefined, program_id: programId, note }).unwrap();
      setStep({ kind: 'running', file, jobId: started.job_id });
    } catch (error) {
      if (programId === undefined && file.intake_id !== null && fieldErrors(error).some((item) => item.path === 'program_id')) {
        setStep({ kind: 'choose', file, message: errorMessage(error), note });
        return;
      }
      setStep({ kind: 'idle' });
      onError(errorMessage(error));
    }
  }

  const close = () => setStep({ kind: 'idle' });
  const dialog =
    step.kind === 'idle' ? null : (
      <Modal title={`Import ${step.file.file_name}`} onClose={step.kind === 'choose' ? close : () => undefined}>
        {step.kind === 'choose' ? (
          <>
            <p>{step.message.replace(/^Invalid program_id: /, '')}</p>
            <ProgramChoice intakeId={step.file.intake_id!} onChoose={(programId) => void start(step.file, step.note, programId)} />
          </>
        ) : (
          <ImportJob
            jobId={step.jobId}
            file={step.file}
            onFailed={(message) => {
              close();
              onError(message);
            }}
          />
        )}
      </Modal>
    );
  return { start: (file: AdminBdxFile, note?: string) => start(file, note), busy: starting.isLoading || step.kind !== 'idle', dialog };
}
