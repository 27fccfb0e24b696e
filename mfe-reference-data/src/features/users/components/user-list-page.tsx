import { Link } from 'react-router-dom';
import type { ClientUser } from '@kyubos/contracts';
import type { DataTableColumn } from '@kyubos/ui';
import { paths, records } from '../../../config/paths';
import { ClientRecordListScreen } from '../../../shared/record-list-screen';
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
  return (
    <ClientRecordListScreen
      title="Users"
      columns={columns}
      menuPath={paths.users.path}
      useClientList={useClientUsersQuery}
      routes={records.users}
      rowName={(user) => `${user.firstname} ${user.lastname}`}
      listCall="/viewclientuser"
      fileName="users"
    />
  );
}
