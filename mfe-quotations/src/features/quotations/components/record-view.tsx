import { errorMessage } from '@kyubos/api';
import type { IntakeFormGroup, PaymentHistoryResponse, PolicyQuotation } from '@kyubos/contracts';
import { paymentSchedule, recordOpenTarget, recordScreenHref, scheduleTermOf, type RecordOpenTarget } from '@kyubos/domain';
import { QueryView, useNotice, useRouteRecord } from '@kyubos/screens';
import { RecordActivityTabs } from '@kyubos/screens/audit';
import { readsAuditTrail } from '@kyubos/session';
import { Alert, Breadcrumbs, Button, Page, TimedAlert, useTimedMessage, type BreadcrumbItem } from '@kyubos/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { downloadRecordDocument, useIntakeFormQuery, usePaymentHistoryQuery, useViewRecordQuery } from '../api';
import { DetailsModal, PaymentHistoryTable } from './payment-history';
import { DetailList, RecordDetails, type RecordContent } from './record-details';
import { ScheduleTable } from './schedule-table';

/** The message a record screen left for the list it returned to, shown for a few seconds. */
export function ListNoticeAlert() {
  const alert = useTimedMessage(6000);
  useNotice(alert);
  return <TimedAlert message={alert.message} />;
}

/** The attribute groups of the record's line of business, as its read-only views show them. */
export function WithGroups({ intakeId, children }: { intakeId: number; children: (groups: readonly IntakeFormGroup[]) => ReactNode }) {
  const definition = useIntakeFormQuery(intakeId);
  return (
    <QueryView query={definition} area="Quotations" what="form">
      {(data) => children(data.groups)}
    </QueryView>
  );
}

/**
 * The record of a view route (':id'), its form and its payments. A record opened on the screen
 * of another stage (an old link, a record approved meanwhile) moves to the screen of its stage;
 * a stage change made on this screen does not (its action leaves for the list itself).
 */
export function WithRecord({
  stage,
  children,
}: {
  /** 'edit': a saved intake form, shown read-only to a user who may not change it. */
  stage: RecordOpenTarget;
  children: (record: PolicyQuotation, groups: readonly IntakeFormGroup[], payments: PaymentHistoryResponse | undefined) => ReactNode;
}) {
  const { id, load } = useRouteRecord(useViewRecordQuery);
  const payments = usePaymentHistoryQuery(id, { skip: load === null });
  const [opened, setOpened] = useState<{ id: number; target: RecordOpenTarget } | null>(null);
  const record = load?.data;
  useEffect(() => {
    if (record && opened?.id !== record.id) setOpened({ id: record.id, target: recordOpenTarget(record) });
  }, [record, opened]);
  return (
    <QueryView query={load} area="Quotations" what="record">
      {(data) => {
        const target = opened?.id === data.id ? opened.target : recordOpenTarget(data);
        return target !== stage ? (
          <Navigate replace to={recordScreenHref(data)} />
        ) : (
          <WithGroups intakeId={data.intake_id}>{(groups) => children(data, groups, payments.data)}</WithGroups>
        );
      }}
    </QueryView>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding-top: ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type OpenModal = 'payments' | 'schedule' | null;

/** The PDF of each stage (made by the server from the record) and its button. */
const DOCUMENT = {
  quotation: { label: 'Download Quotation PDF', file: 'quotation' },
  binder: { label: 'Download Binder PDF', file: 'binder' },
  policy: { label: 'Download Policy PDF', file: 'policy-declarations' },
} as const;
type DocumentKind = keyof typeof DOCUMENT;

/**
 * The Payment Details (only with payments) and Schedule Details buttons of the read-only views,
 * each opening its modal with Cancel (spec 3 §2.4), and the document download.
 */
export function DetailButtons({
  record,
  payments,
  document,
}: {
  record: Pick<PolicyQuotation, 'id' | 'unique_id' | 'policyeffectivedate' | 'policyschedule' | 'paymentschedule'> & { policy_number?: string | null };
  payments: PaymentHistoryResponse['policypaymenthistory'] | undefined;
  /** The PDF the record's stage gives; absent for a history revision. */
  document?: DocumentKind;
}) {
  const [open, setOpen] = useState<OpenModal>(null);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    if (!document) return;
    setDownloading(true);
    setFailure(null);
    try {
      const number = (document === 'policy' && record.policy_number) || record.unique_id;
      await downloadRecordDocument(record.id, `${number}-${DOCUMENT[document].file}.pdf`);
    } catch (error) {
      setFailure(errorMessage(error, 'The document could not be made. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }
  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      {payments && payments.length > 0 && (
        <Button variant="secondary" onClick={() => setOpen('payments')}>
          Payment Details
        </Button>
      )}
      <Button variant="secondary" onClick={() => setOpen('schedule')}>
        Schedule Details
      </Button>
      {document && (
        <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
          {downloading ? 'Preparing PDF…' : DOCUMENT[document].label}
        </Button>
      )}
      {open === 'payments' && (
        <DetailsModal title="Payment Details" onClose={() => setOpen(null)}>
          <PaymentHistoryTable payments={payments ?? []} />
        </DetailsModal>
      )}
      {open === 'schedule' && (
        <DetailsModal title="Schedule Details" onClose={() => setOpen(null)}>
          <p>The policy terms of the schedule, not payment dates.</p>
          <ScheduleTable entries={paymentSchedule(record.policyeffectivedate, scheduleTermOf(record))} />
        </DetailsModal>
      )}
    </>
  );
}

/** The carrier's own policy number of an imported record, read-only on every screen the record opens in; nothing without one. */
export function CarrierPolicyNumber({ record }: { record: Pick<PolicyQuotation, 'carrier_policy_number'> }) {
  return record.carrier_policy_number ? <DetailList label="Carrier" items={[['Carrier Policy Number', record.carrier_policy_number]]} /> : null;
}

/** The frame of the record screens: title, breadcrumbs, any message, the record's details and the buttons. */
export function RecordScreen({
  title,
  trail,
  record,
  groups,
  message,
  before,
  actions,
  activityId,
  children,
}: {
  title: string;
  trail: BreadcrumbItem[];
  record: RecordContent & Pick<PolicyQuotation, 'carrier_policy_number'>;
  groups: readonly IntakeFormGroup[];
  message?: ReactNode;
  /** Shown above the premium details (e.g. the policy's own summary). */
  before?: ReactNode;
  actions: ReactNode;
  /** The record whose audit trail the Activity tab shows (administrators only); no tab without it (a history revision). */
  activityId?: number;
  /** Shown after the premium details. */
  children?: ReactNode;
}) {
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[...trail, { label: title }]} />}>
      {message}
      {record.submga_name && <DetailList label="Agent" items={[['Agent', [record.submga_code, record.submga_name].filter(Boolean).join(' ')]]} />}
      <CarrierPolicyNumber record={record} />
      {before}
      <RecordActivityTabs entity="policy_quotations" entityId={activityId ?? 0} enabled={activityId !== undefined && readsAuditTrail()}>
        <RecordDetails record={record} groups={groups}>
          {children}
        </RecordDetails>
        <Actions>{actions}</Actions>
      </RecordActivityTabs>
    </Page>
  );
}
