import { Link } from 'react-router-dom';
import type { ClientUser } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { ListScreen } from '@kyubos/screens';
import type { DataTableColumn } from '@kyubos/ui';
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
    <ListScreen
      title="Users"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addUser.href()}
      editHref={(user) => paths.editUser.href(user.id)}
    />
  );
}
