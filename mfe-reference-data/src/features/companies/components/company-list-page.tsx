import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import type { Company } from '@kyubos/contracts';
import { formatIsoDate } from '@kyubos/domain/format';
import { ArrowLeftIcon, IconButton, LinkButton, PencilIcon, TimedAlert, TrashIcon, useConfirm, useTimedMessage, type DataTableColumn } from '@kyubos/ui';
import { usePlatformDataAccess } from '../../../shared/use-platform-data-access';
import { paths, records } from '../../../config/paths';
import { RecordListScreen } from '../../../shared/record-list-screen';
import { useCompaniesQuery, useRemoveCompanyMutation } from '../api';

const columns: DataTableColumn<Company>[] = [
  { key: 'companyName', header: 'Company Name' },
  { key: 'type', header: 'Type', width: '110px' },
  { key: 'planName', header: 'Plan' },
  { key: 'startDate', header: 'Start Date', width: '130px', render: (company) => formatIsoDate(company.startDate) },
  { key: 'email', header: 'Email' },
];

export function CompanyListPage() {
  const navigate = useNavigate();
  const query = useCompaniesQuery();
  const access = usePlatformDataAccess(paths.companies.path);
  const [removeCompany] = useRemoveCompanyMutation();
  const { confirm, confirmDialog } = useConfirm();
  const notice = useTimedMessage(6000);

  async function remove(company: Company) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    try {
      await removeCompany(company.id).unwrap();
      notice.show(`${company.companyName} was removed.`, 'success');
    } catch (error) {
      notice.show(errorMessage(error));
    }
  }

  return (
    <RecordListScreen
      title="Companies"
      columns={columns}
      query={query}
      access={access}
      routes={records.companies}
      // The row's own Edit button is beside it; this one opens the same screen (and double-click does).
      actionLabel={(company) => `Open ${company.companyName}`}
      toolbar={
        <LinkButton to={paths.home.href()} variant="secondary">
          <ArrowLeftIcon size={14} /> Back
        </LinkButton>
      }
      rowActions={
        access.canWrite
          ? (company) => (
              <>
                <IconButton label={`Edit ${company.companyName}`} icon={<PencilIcon />} onClick={() => navigate(paths.editCompany.href(company.id))} />
                {access.canDelete && <IconButton label={`Remove ${company.companyName}`} tone="danger" icon={<TrashIcon />} onClick={() => void remove(company)} />}
              </>
            )
          : undefined
      }
    >
      <TimedAlert message={notice.message} />
      {confirmDialog}
    </RecordListScreen>
  );
}
