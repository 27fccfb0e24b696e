import type { CoverageRow, IntakeFormGroup, PolicyQuotation } from '@kyubos/contracts';
import {
  billingScheduleOf,
  type CustomerKey,
  detailsOffForm,
  formatCoverageLimit,
  formatIsoDate,
  formatUsd,
  policyDurationLabel,
  recordDetailsShown,
  splitCoverages,
  VEHICLE_FIELDS,
  VEHICLE_LABELS,
  vehicleOf,
} from '@kyubos/domain';
import { CoverageTable, IntakeForm } from '@kyubos/intake-form';
import { FormSection } from '@kyubos/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { hasPremiumDetails } from '../line-of-business';
import { DetailTable } from './schedule-table';

/** What the read-only views show of a record; a history revision carries the same fields. */
export type RecordContent = Pick<
  PolicyQuotation,
  | 'intake_Name'
  | 'policyeffectivedate'
  | 'policyschedule'
  | 'policyscheduledate'
  | 'policyamount'
  | 'paymentschedule'
  | 'paymentgraceperiod'
  | 'sublob_name'
  | 'intake_subName'
  | 'state_name'
  | 'programname'
  | 'Admitted'
  | 'autopayment'
  | 'policydetails'
  | 'policycoverage'
  | 'vehicle'
  | 'vehicleModel'
  | 'vehicleModelYear'
  /** The insured's own fields: the insured attributes show them (recordDetailsShown). */
  | CustomerKey
> &
  /** The record's agent, shown on every view when it has one. */
  Partial<Pick<PolicyQuotation, 'submga_code' | 'submga_name'>>;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Label and value pairs, read-only; an empty value shows '-'. */
export function DetailList({ items, label }: { items: ReadonlyArray<readonly [string, ReactNode]>; label?: string }) {
  return (
    <Pairs aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </div>
      ))}
    </Pairs>
  );
}

/** The read-only Premium Details of spec 3 §2.7, every field in its order. */
export function PremiumDetails({ record }: { record: RecordContent }) {
  return (
    <FormSection title="Premium Details">
      <DetailList
        label="Premium Details"
        items={[
          ['Policy Effective Date', formatIsoDate(record.policyeffectivedate)],
          ['Policy Schedule', policyDurationLabel(record.policyschedule)],
          ['Policy Schedule Date', formatIsoDate(record.policyscheduledate)],
          ['Policy Amount', formatUsd(record.policyamount)],
          // As billed: a record that names none is billed in one instalment a year, as its Instalment Plan says.
          ['Payment Schedule', policyDurationLabel(billingScheduleOf(record))],
          ['Policy Payment Grace Period', record.paymentgraceperiod],
          ['Sub LOB', record.sublob_name ?? record.intake_subName],
          ['Policy State', record.state_name],
          ['Policy Program', record.programname],
          ['Admitted', record.Admitted === '1' ? 'Y' : 'N'],
          ['Auto Payment', record.autopayment === 1 ? 'True' : 'False'],
        ]}
      />
    </FormSection>
  );
}

/** The insured vehicle (spec 3 §2.4): shown only when brand, model and year all exist. */
export function VehicleDetails({ record }: { record: RecordContent }) {
  const vehicle = vehicleOf(record);
  if (!vehicle) return null;
  return (
    <FormSection title="Vehicle Details">
      <DetailTable
        label="Vehicle Details"
        columns={VEHICLE_FIELDS.map((field) => VEHICLE_LABELS[field])}
        rows={[{ key: 'vehicle', cells: [vehicle.brand, vehicle.model, vehicle.year] }]}
      />
    </FormSection>
  );
}

/** The coverages taken (required or included: isChargedCoverage), with their limit and premium. */
export function CoverageDetails({ coverage }: { coverage: readonly CoverageRow[] }) {
  const taken = splitCoverages(coverage).charged;
  return (
    <FormSection title="Coverage Details">
      {taken.length === 0 ? (
        <p>No coverage is included.</p>
      ) : (
        <DetailTable
          label="Coverage Details"
          columns={['#', 'Coverage', 'Coverage Limit', 'Premium']}
          rows={taken.map((row, index) => ({
            key: row.coverage_id,
            cells: [index + 1, row.coverage_name, formatCoverageLimit(row.coveragelimit), formatUsd(row.premium)],
          }))}
        />
      )}
    </FormSection>
  );
}

/**
 * The record's values for attributes no longer on its form (deactivated, or their group taken off
 * the line of business): kept on the record, and shown here by the names they were stored under.
 */
function OffFormDetails({ groups, record }: { groups: readonly IntakeFormGroup[]; record: RecordContent }) {
  const entries = Object.entries(detailsOffForm(groups, record.policydetails)).flatMap(([id, byName]) =>
    Object.entries(byName).map(([name, rows]) => ({
      key: `${id}.${name}`,
      name,
      value: Object.entries(rows)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, value]) => value)
        .filter((value) => value !== '')
        .join(', '),
    })),
  );
  if (entries.length === 0) return null;
  return (
    <FormSection title="Details no longer on the form">
      <DetailTable label="Details no longer on the form" columns={['Attribute', 'Value']} rows={entries.map(({ key, name, value }) => ({ key, cells: [name, value] }))} />
    </FormSection>
  );
}

/**
 * Everything a read-only view shows of a record (spec 3 §2.4, §2.6, §2.7): Vehicle Details (when
 * the record has a whole vehicle), Premium Details
 * (not for WORKERS COMP), Coverage Details, the attribute groups (then the values of attributes no
 * longer on the form) and the coverage table. The
 * insured's attributes show the record's customer values and its date attributes the record's dates.
 */
export function RecordDetails({ record, groups, children }: { record: RecordContent; groups: readonly IntakeFormGroup[]; children?: ReactNode }) {
  return (
    <>
      <VehicleDetails record={record} />
      {hasPremiumDetails(record.intake_Name) && <PremiumDetails record={record} />}
      {children}
      <CoverageDetails coverage={record.policycoverage} />
      <IntakeForm readOnly groups={groups} details={recordDetailsShown(groups, record)} />
      <OffFormDetails groups={groups} record={record} />
      <FormSection title="Coverage">
        <CoverageTable rows={record.policycoverage} today="" readOnly />
      </FormSection>
    </>
  );
}
