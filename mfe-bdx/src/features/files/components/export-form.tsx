import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import { createBdxExportRequest, type BdxExportFormat, type BdxExportRequest, type BdxExportRow, type BdxTransactionBasis } from '@kyubos/contracts';
import { amountCents, centsToAmount, countOf } from '@kyubos/domain';
import { useClientId } from '@kyubos/mfe';
import { useRowSelection, useSchemaForm, type ListNotice } from '@kyubos/screens';
import { intakeCategoryOptions } from '@kyubos/screens/bdx-upload';
import {
  Button,
  ControlValueField,
  controlValueToSend,
  DataTable,
  DateCell,
  ErrorPanel,
  FormGrid,
  LoadingState,
  MoneyCell,
  PeriodField,
  SaveCancelBar,
  SelectField,
  TimedAlert,
  Toolbar,
  useTimedMessage,
  type DataTableColumn,
} from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useBdxCarriersQuery } from '../../carriers/api';
import { SendToField } from '../../../shared/send-to-field';
import { useBdxExportDataMutation, useBdxIntakeCategoriesQuery, useCreateBdxExportMutation } from '../api';

const FORMATS = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'XLSX' },
];
/** Which policy transactions the period lists: those taking effect in it, or those written in it. */
const BASES = [
  { value: 'effective', label: 'Effective in the period' },
  { value: 'transacted', label: 'Transacted in the period' },
];

const recordIdOf = (row: BdxExportRow) => row.id;
const selectLabel = (row: BdxExportRow) => `Select ${row.unique_id}`;

/**
 * What the selection holds, rows and policies apart: a policy has a row for each of its
 * transactions in the period and is chosen with all of them ('4 of 4 rows selected (1 of 1 policy)').
 */
function exportSelectionSummary(rows: readonly BdxExportRow[], selected: ReadonlySet<number>) {
  const chosen = rows.filter((row) => selected.has(row.id));
  const policies = new Set(rows.map(recordIdOf)).size;
  const chosenPolicies = new Set(chosen.map(recordIdOf)).size;
  const totalCents = chosen.reduce((sum, row) => sum + (amountCents(row.policyamount) ?? 0), 0);
  return {
    policies,
    text: `${chosen.length} of ${countOf(rows.length, 'row')} selected (${chosenPolicies} of ${countOf(policies, 'policy', 'policies')}), total`,
    total: centsToAmount(totalCents),
  };
}

/** Shown when a policy has several rows: its checkbox on any of them chooses all of them. */
export const POLICY_ROWS_TOGETHER = 'A policy is selected or cleared with all its transactions in the period.';

const SelectionNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The metadata the form edits (the chosen rows are the list's). */
const FIELDS = ['career_id', 'period', 'control_value', 'intake_id', 'format', 'basis'] as const;

/**
 * The export-based create (spec 4 §2.4): the metadata, Submit lists the client's records of the
 * LOB in the period with Select checkboxes, Export makes the file of the chosen ones.
 */
export function ExportForm() {
  const navigate = useNavigate();
  const clientId = useClientId();
  const carriers = useBdxCarriersQuery(clientId);
  const intakeCategories = useBdxIntakeCategoriesQuery(clientId);
  const [loadRows, rowsState] = useBdxExportDataMutation();
  const [createExport, exporting] = useCreateBdxExportMutation();
  const alert = useTimedMessage(3000);
  // The metadata's fields and their server messages, by the contract's names.
  const form = useSchemaForm(createBdxExportRequest, { format: 'csv', basis: 'effective' }, FIELDS);
  const { career_id: carrierId, period, intake_id: intakeId } = form.values;
  const basis = form.values.basis as BdxTransactionBasis;
  /** A field's value, its change and the server's message on it, under the label it shows. */
  const bind = (key: (typeof FIELDS)[number], label: string) => {
    const { value, onChange, error } = form.field(key, label);
    return { value, onChange, error };
  };
  /** The metadata the rows were listed for: Export sends exactly that. */
  const [listedFor, setListedFor] = useState<BdxExportRequest | null>(null);
  const [rows, setRows] = useState<BdxExportRow[] | null>(null);
  // A policy has a row for each of its transactions in the period: a record is chosen with all its rows.
  const selection = useRowSelection({ idOf: recordIdOf, labelOf: selectLabel });
  const { selected } = selection;

  const metadata = (): BdxExportRequest => ({ client_id: clientId, career_id: Number(carrierId), period, intake_id: Number(intakeId), basis });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = metadata();
    try {
      const answer = await loadRows(request).unwrap();
      setListedFor(request);
      setRows(answer.exportdata);
      selection.replace(answer.exportdata.map(recordIdOf));
    } catch (error) {
      setRows(null);
      form.showServerErrors(error);
      alert.show(errorMessage(error));
    }
  }

  async function onExport() {
    if (!listedFor || selected.size === 0) return;
    const value = controlValueToSend(form.values.control_value);
    try {
      const done = await createExport({
        ...listedFor,
        ...(value ? { control_value: value } : {}),
        fileData: [...selected],
        format: form.values.format as BdxExportFormat,
      }).unwrap();
      const state: ListNotice = { notice: done.message };
      navigate(paths.created.href(), { state });
    } catch (error) {
      alert.show(`Export failed! ${errorMessage(error)}`);
    }
  }

  const columns: DataTableColumn<BdxExportRow>[] = [
    selection.column,
    { key: 'policy_number', header: 'Policy Number', render: (row) => row.policy_number ?? row.unique_id, filterValue: (row) => row.policy_number ?? row.unique_id },
    { key: 'insured_name', header: 'Insured' },
    { key: 'policyeffectivedate', header: 'Effective Date', render: (row) => <DateCell value={row.policyeffectivedate} />, filterValue: (row) => row.policyeffectivedate },
    { key: 'policyscheduledate', header: 'Expiration Date', render: (row) => <DateCell value={row.policyscheduledate} />, filterValue: (row) => row.policyscheduledate },
    { key: 'state_name', header: 'State' },
    { key: 'policyamount', header: 'Premium', align: 'end', render: (row) => <MoneyCell value={row.policyamount} cents />, filterValue: (row) => row.policyamount },
    { key: 'coverages', header: 'Coverages' },
    { key: 'status', header: 'Status' },
    { key: 'transaction_type', header: 'Transaction Type', render: (row) => row.transaction_type ?? '', filterValue: (row) => row.transaction_type ?? '' },
    {
      key: 'transaction_effective_date',
      header: 'Transaction Effective Date',
      render: (row) => (row.transaction_effective_date ? <DateCell value={row.transaction_effective_date} /> : ''),
      filterValue: (row) => row.transaction_effective_date ?? '',
    },
    {
      key: 'transaction_date',
      header: 'Transaction Date',
      render: (row) => (row.transaction_date ? <DateCell value={row.transaction_date} /> : ''),
      filterValue: (row) => row.transaction_date ?? '',
    },
  ];

  if (carriers.error ?? intakeCategories.error) {
    return (
      <ErrorPanel
        message="The carriers and lines of business could not be loaded."
        onRetry={() => {
          void carriers.refetch();
          void intakeCategories.refetch();
        }}
      />
    );
  }
  if (carriers.isLoading || intakeCategories.isLoading) return <LoadingState />;

  const summary = exportSelectionSummary(rows ?? [], selected);
  const recordCount = summary.policies;
  return (
    <>
      <TimedAlert message={alert.message} />
      <form onSubmit={onSubmit} aria-label="Export from records">
        <FormGrid>
          <SendToField carriers={carriers.data?.carrier} {...bind('career_id', 'Send To')} />
          <PeriodField {...bind('period', 'Period')} required />
          <ControlValueField {...bind('control_value', 'Control Value')} />
          <SelectField label="LOB" name="intake_id" {...bind('intake_id', 'LOB')} placeholder="Select LOB" options={intakeCategoryOptions(intakeCategories.data?.intakecategory ?? [])} required />
          <SelectField label="File Type" name="format" {...bind('format', 'File Type')} options={FORMATS} />
          <SelectField label="Transactions" name="basis" {...bind('basis', 'Transactions')} options={BASES} />
        </FormGrid>
        <SaveCancelBar cancelTo={paths.created.href()} saving={rowsState.isLoading} saveLabel="Submit" />
      </form>
      {rows !== null && (
        <section aria-label="Records to export">
          <Toolbar>
            <span>
              {summary.text} <MoneyCell value={summary.total} cents />
            </span>
            <Button
              variant="secondary"
              onClick={() => selection.replace(selected.size === recordCount ? [] : rows.map(recordIdOf))}
              disabled={rows.length === 0}
            >
              {selected.size === recordCount && recordCount > 0 ? 'Select none' : 'Select all'}
            </Button>
            <Button onClick={() => void onExport()} disabled={selected.size === 0 || exporting.isLoading}>
              {exporting.isLoading ? 'Exporting…' : 'Export'}
            </Button>
          </Toolbar>
          {recordCount < rows.length && <SelectionNote>{POLICY_ROWS_TOGETHER}</SelectionNote>}
          <DataTable
            caption="Records to export"
            columns={columns}
            rows={rows}
            getRowId={(row) => row.row_key ?? row.id}
            emptyText="No records of this line of business have an effective date in this period."
          />
        </section>
      )}
    </>
  );
}
