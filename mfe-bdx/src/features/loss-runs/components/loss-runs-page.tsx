import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import { LOSS_RATIO_GROUPS, lossRunRequest, type LossRatioGroup, type LossRunClaim, type LossRunRequest } from '@kyubos/contracts';
import { CLAIM_STATUS_LABEL, countOf, todayIso } from '@kyubos/domain';
import { ExportButtons, QueryError, useSchemaForm } from '@kyubos/screens';
import { LOSS_RATIO_GROUP_LABEL, LossRatioTable } from '@kyubos/screens/loss-ratio';
import { Breadcrumbs, Button, Card, DataTable, DateCell, FormGrid, MoneyCell, Page, SelectField, TextField, TimedAlert, useTimedMessage, type DataTableColumn } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { downloadLossRun, useLossRatioQuery, useLossRunQuery } from '../api';

const TITLE = 'Loss Runs';
const FIELDS = ['from', 'to', 'policy_number', 'insured'] as const;

const CLAIM_COLUMNS: DataTableColumn<LossRunClaim>[] = [
  { key: 'claim_number', header: 'Claim Number' },
  { key: 'policy_number', header: 'Policy Number' },
  { key: 'insured', header: 'Insured' },
  { key: 'program', header: 'Program' },
  { key: 'date_of_loss', header: 'Date of Loss', render: (row) => <DateCell value={row.date_of_loss} />, filterValue: (row) => row.date_of_loss },
  { key: 'date_reported', header: 'Date Reported', render: (row) => <DateCell value={row.date_reported} />, filterValue: (row) => row.date_reported ?? '' },
  { key: 'status', header: 'Status', render: (row) => CLAIM_STATUS_LABEL[row.status], filterValue: (row) => CLAIM_STATUS_LABEL[row.status] },
  { key: 'paid', header: 'Paid', align: 'end', render: (row) => <MoneyCell value={row.paid} cents />, filterValue: (row) => row.paid },
  { key: 'reserve', header: 'Reserve', align: 'end', render: (row) => <MoneyCell value={row.reserve} cents />, filterValue: (row) => row.reserve },
  { key: 'recovery', header: 'Recovery', align: 'end', render: (row) => <MoneyCell value={row.recovery} cents />, filterValue: (row) => row.recovery },
  { key: 'incurred', header: 'Incurred', align: 'end', render: (row) => <MoneyCell value={row.incurred} cents />, filterValue: (row) => row.incurred },
];


/** The calendar year of today (UTC) is the period the screen opens with (earned premium counts no day after today). */
function thisYear(): LossRunRequest {
  const year = todayIso().slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The period, search and grouping a link gives (?from=&to=&group_by=, as the dashboard's loss ratio tile links, and &policy_number=&insured=), else the calendar year by program. */
function openedWith(params: URLSearchParams): { filters: LossRunRequest; group: LossRatioGroup } {
  const policyNumber = params.get('policy_number')?.trim();
  const insured = params.get('insured')?.trim();
  const linked: LossRunRequest = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    ...(policyNumber ? { policy_number: policyNumber } : {}),
    ...(insured ? { insured } : {}),
  };
  const group = LOSS_RATIO_GROUPS.find((key) => key === params.get('group_by')) ?? 'program';
  // What the server would refuse (no real date, To before From, a search too long) opens the calendar year instead.
  return { filters: lossRunRequest.safeParse(linked).success ? linked : thisYear(), group };
}

/** The link of what the screen shows, read back by `openedWith`. */
function linkOf({ from, to, policy_number, insured }: LossRunRequest, group: LossRatioGroup): URLSearchParams {
  return new URLSearchParams({ from, to, group_by: group, ...(policy_number ? { policy_number } : {}), ...(insured ? { insured } : {}) });
}

/**
 * Reports → Loss Runs: the claims with a date of loss in the period, of one policy, of an
 * insured or of the whole book, with incurred = paid + reserve − recovery and their totals,
 * printable as a PDF, each claim opening its view; under them the loss ratio of the period per program or line of business.
 */
export function LossRunsPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened] = useState(() => openedWith(searchParams));
  const [filters, setFilters] = useState<LossRunRequest>(opened.filters);
  const [group, setGroup] = useState<LossRatioGroup>(opened.group);
  const form = useSchemaForm(lossRunRequest, filters, FIELDS);
  const alert = useTimedMessage(3000);
  const [printing, setPrinting] = useState(false);
  const run = useLossRunQuery(filters);
  const ratio = useLossRatioQuery({ from: filters.from, to: filters.to, group_by: group });

  // Once the user has chosen, what is shown is written back to the URL in place, so a reload or Back shows it again.
  const chosen = useRef(false);
  const link = linkOf(filters, group).toString();
  useEffect(() => {
    if (chosen.current && link !== searchParams.toString()) setSearchParams(link, { replace: true });
  }, [link, searchParams, setSearchParams]);

  function show(nextFilters: LossRunRequest, nextGroup: LossRatioGroup) {
    chosen.current = true;
    setFilters(nextFilters);
    setGroup(nextGroup);
  }

  function onShow(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    const { from, to, policy_number, insured } = form.values;
    show({ from, to, ...(policy_number.trim() ? { policy_number: policy_number.trim() } : {}), ...(insured.trim() ? { insured: insured.trim() } : {}) }, group);
  }

  async function onPrint() {
    setPrinting(true);
    try {
      await downloadLossRun(filters);
    } catch (error) {
      alert.show(errorMessage(error));
    } finally {
      setPrinting(false);
    }
  }

  const totals = run.data?.totals;
  return (
    <Page
      title={TITLE}
      plain
      breadcrumbs={<Breadcrumbs items={[{ label: 'Reports' }, { label: TITLE }]} />}
      toolbar={
        <>
          <Button onClick={() => void onPrint()} disabled={printing || !run.data}>
            Print PDF
          </Button>
          {/* The claims of the period and search shown, with their totals, as a file the server writes. */}
          <ExportButtons config={{ listCall: '/viewlossrun', body: filters, fileName: 'loss-run' }} />
        </>
      }
    >
      <TimedAlert message={alert.message} />
      <Card>
        <form onSubmit={onShow} aria-label="Loss Run filters">
          <FormGrid>
            <TextField {...form.field('from', 'From')} type="date" />
            <TextField {...form.field('to', 'To')} type="date" />
            <TextField {...form.field('policy_number', 'Policy Number')} />
            <TextField {...form.field('insured', 'Insured')} />
          </FormGrid>
          <Button type="submit">Show</Button>
        </form>
      </Card>
      <Card>
        <DataTable
          caption="Claims"
          columns={CLAIM_COLUMNS}
          rows={run.data?.claims ?? []}
          getRowId={(row) => row.id}
          onOpen={(row) => navigate(paths.claimView.href(row.id))}
          actionLabel={(row) => `Open claim ${row.claim_number}`}
          isLoading={run.isLoading || run.isFetching}
          error={run.error ? <QueryError error={run.error} area={TITLE} what="list" retry={run.refetch} /> : undefined}
          numbered
          pageSize={10}
          emptyText="No claims with a date of loss in this period."
        />
        {totals && (
          <p aria-label="Loss Run totals">
            {countOf(totals.claims, 'claim')} · Paid <MoneyCell value={totals.paid} cents /> · Reserve <MoneyCell value={totals.reserve} cents /> · Recovery{' '}
            <MoneyCell value={totals.recovery} cents /> · Incurred <MoneyCell value={totals.incurred} cents />
          </p>
        )}
      </Card>
      <Card>
        <SelectField
          label="Loss Ratio by"
          name="group_by"
          value={group}
          onChange={(value) => show(filters, value === 'lob' ? 'lob' : 'program')}
          options={LOSS_RATIO_GROUPS.map((value) => ({ value, label: LOSS_RATIO_GROUP_LABEL[value] }))}
        />
        <LossRatioTable
          group={group}
          answer={ratio.data}
          isLoading={ratio.isLoading || ratio.isFetching}
          error={ratio.error ? <QueryError error={ratio.error} area={TITLE} what="list" retry={ratio.refetch} /> : undefined}
        />
      </Card>
    </Page>
  );
}
