import { Link } from 'react-router-dom';
import type { ClientUser } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';
import type { DataTableColumn } from '@kyubos/ui';
import { RecordListPage } from '../../../app/record-list-page';
import { useClientId } from '../../../app/use-client-id';
import { paths } from '../../../config/paths';
import { useClientUsersQuery } from '../api';

const columns: DataTableColumn<ClientUser>[] = [
  { key: 'firstname', header: 'First Name' },
  { key: 'lastname', header: 'Last Name' },
  {
    key: 'permissions',
    header: 'Permissions',
    width: '160px',
    render: (user) => (
      <Link to={paths.permissions.href(user.id)} aria-label={`Permissions of ${user.firstname} ${user.lastname}`}>
        Permissions
      </Link>
    ),
    filterValue: () => 'Permissions',
  },
];

export function UserListPage() {
  const query = useClientUsersQuery(useClientId());
  const { canWrite } = useItemAccess(paths.users.path);
  return (
    <RecordListPage
      title="Users"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addUser.href()}
      editHref={(user) => paths.editUser.href(user.id)}
    />
  );
}
