import { Link } from 'react-router-dom';
import type { ClientUser } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import type { DataTableColumn } from '@kyubos/ui';
import { paths, records } from '../../../config/paths';
import { RecordListScreen } from '../../../shared/record-list-screen';
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
  const access = useItemAccess(paths.users.path);
  const clientId = useClientId();
  return (
    <RecordListScreen
      title="Users"
      columns={columns}
      query={useClientUsersQuery(clientId)}
      access={access}
      routes={records.users}
      exportAs={{ listCall: '/viewclientuser', body: { company_id: clientId }, fileName: 'users' }}
    />
  );
}
