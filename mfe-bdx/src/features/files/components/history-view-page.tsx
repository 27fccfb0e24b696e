import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@kyubos/api';
import { bdxAdminStatus, bdxTimeline, formatDateTime, formatPeriod } from '@kyubos/domain';
import { QueryView, useRouteId } from '@kyubos/screens';
import { RecordActivityTabs } from '@kyubos/screens/audit';
import { readsAuditTrail } from '@kyubos/session';
import { Breadcrumbs, Button, MoneyCell, Page } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useBdxFileDetailQuery } from '../api';

/** A file's history: the status timeline with the time of each step reached (spec 4 §2.4); Cancel back to the list. */
export function HistoryViewPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const query = useBdxFileDetailQuery(id ?? skipToken);
  return (
    <Page title="History" breadcrumbs={<Breadcrumbs items={[{ label: 'History', to: paths.history.href() }, { label: 'File history' }]} />}>
      <QueryView query={id === null ? null : query} area="History" what="file">
        {({ brdxfile: file }) => (
          <RecordActivityTabs entity="bdx_files" entityId={file.id} enabled={readsAuditTrail()}>
            <p>
              <strong>{file.file_name}</strong> · {file.career_name} · {formatPeriod(file.period)} · <MoneyCell value={file.control_value} cents /> ·{' '}
              {bdxAdminStatus(file)}
            </p>
            <Timeline aria-label="Status timeline">
              {bdxTimeline(file).map((step) => (
                <li key={step.label} data-reached={step.at ? 'true' : 'false'}>
                  <span>{step.label}</span>
                  <time dateTime={step.at ?? undefined}>{step.at ? formatDateTime(step.at) : 'Not reached'}</time>
                </li>
              ))}
            </Timeline>
            {file.approve_note && <p>{`Approval note: ${file.approve_note}`}</p>}
            {file.import_note && <p>{`Import note: ${file.import_note}`}</p>}
            <Button variant="secondary" onClick={() => navigate(paths.history.href())}>
              Cancel
            </Button>
          </RecordActivityTabs>
        )}
      </QueryView>
    </Page>
  );
}

const Timeline = styled.ol`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  display: grid;
  gap: 10px;
  li {
    display: grid;
    grid-template-columns: 160px 1fr;
    padding-left: 14px;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
  }
  li[data-reached='true'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    font-weight: 600;
  }
`;
