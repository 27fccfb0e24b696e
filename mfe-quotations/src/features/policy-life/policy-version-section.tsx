import { downloadPost, errorMessage } from '@kyubos/api';
import type { CoverageRow, PolicyQuotation } from '@kyubos/contracts';
import { formatCoverageLimit, formatIsoDate, formatUsd, isChargedCoverage, todayIso } from '@kyubos/domain';
import { useTypedDate } from '@kyubos/screens';
import { Alert, Button, DataTable, FormSection, TextField, Toolbar, type DataTableColumn } from '@kyubos/ui';
import { useState } from 'react';
import { usePolicyVersionQuery } from './api';

const COLUMNS: DataTableColumn<CoverageRow>[] = [
  { key: 'coverage_name', header: 'Coverage' },
  { key: 'coveragelimit', header: 'Coverage Limit', render: (row) => formatCoverageLimit(row.coveragelimit) },
  { key: 'coverageinclude', header: 'Included', render: (row) => (isChargedCoverage(row) ? 'Yes' : 'No') },
  { key: 'premium', header: 'Premium', align: 'end', render: (row) => formatUsd(row.premium) || '$0.00' },
];

export interface PolicyVersionSectionProps {
  record: PolicyQuotation;
}

/**
 * The policy as in force on a date ("As of", today by default): endorsements are versions, so the
 * insured, vehicle, coverages and premium are those of the version in force that day; the
 * declarations of that version download from here.
 */
export function PolicyVersionSection({ record }: PolicyVersionSectionProps) {
  const typed = useTypedDate('As of', todayIso(), { required: true });
  // Only a complete day the contract takes is asked for; while the field is refused no version shows.
  const asof = typed.day ?? '';
  const valid = typed.day !== undefined;
  const { data, error, isFetching } = usePolicyVersionQuery({ id: record.id, asof }, { skip: !valid });
  const [failure, setFailure] = useState<string | null>(null);
  const number = record.policy_number ?? record.unique_id;

  function declarations() {
    setFailure(null);
    void downloadPost('/policyquotationdocument', { id: record.id, asof }, `${number}-declarations-${asof}.pdf`, 'admin').catch((caught: unknown) =>
      setFailure(errorMessage(caught, 'The declarations could not be downloaded.')),
    );
  }

  return (
    <FormSection title="Version As Of">
      <Toolbar>
        <TextField name="asof" label="As of" type="date" {...typed.field} required />
        <Button variant="secondary" disabled={!valid} onClick={declarations}>
          Declarations PDF
        </Button>
      </Toolbar>
      {failure && <Alert>{failure}</Alert>}
      {error && valid ? <Alert>{errorMessage(error, 'The version could not be loaded.')}</Alert> : null}
      {data && valid && (
        <div aria-busy={isFetching} data-testid="policy-version">
          <p>
            Status on {formatIsoDate(data.asof)}: <strong data-testid="policy-version-status">{data.status}</strong> · Version effective{' '}
            <strong data-testid="policy-version-effective">{formatIsoDate(data.version_effective)}</strong> · Endorsements in force: {data.endorsements_in_force}
          </p>
          <p>
            Insured: <strong data-testid="policy-version-insured">{`${data.firstname} ${data.lastname}`}</strong>
            {data.vehicle ? ` · Vehicle: ${[data.vehicle, data.vehicleModel, data.vehicleModelYear].filter(Boolean).join(' ')}` : ''}
          </p>
          <DataTable
            caption="Coverages in force"
            columns={COLUMNS}
            rows={data.policycoverage}
            getRowId={(row) => row.coverage_id}
            filterable={false}
            paginate={false}
            pageSize={200}
          />
          <p>
            Term Premium: <strong data-testid="policy-version-term-premium">{formatUsd(data.term_premium) || '$0.00'}</strong> · Premium Charged:{' '}
            <strong data-testid="policy-version-premium">{formatUsd(data.policyamount) || '$0.00'}</strong>
          </p>
        </div>
      )}
    </FormSection>
  );
}
