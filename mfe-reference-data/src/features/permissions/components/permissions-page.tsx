import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, skipToken } from '@kyubos/api';
import { useClientId, useClientUserQuery, useItemAccess } from '@kyubos/mfe';
import { QueryError, useRouteId } from '@kyubos/screens';
import { Alert, Breadcrumbs, Button, LinkButton, LoadingState, NotFoundPage, Page, Toolbar } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useClientPermissionQuery, useMenuCategoriesQuery, useSaveClientPermissionMutation } from '../api';
import { menuItemOptions, permissionRequest, placementOf, type MenuItemOption, type Placement } from '../permission-model';
import { PermissionBoard } from './permission-board';

const USERS = { label: 'Users', to: paths.users.href() };

function PermissionEditor({ uid, items, saved }: { uid: number; items: MenuItemOption[]; saved: Placement }) {
  const navigate = useNavigate();
  const clientId = useClientId();
  const { canWrite } = useItemAccess(paths.users.path);
  const [placement, setPlacement] = useState(saved);
  const [save, { isLoading: saving }] = useSaveClientPermissionMutation();
  const [saveError, setSaveError] = useState<string | null>(null);

  async function submit() {
    setSaveError(null);
    try {
      await save(permissionRequest(uid, clientId, items, placement)).unwrap();
      navigate(paths.users.href());
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  }

  return (
    <>
      {saveError && <Alert>{saveError}</Alert>}
      {!canWrite && <Alert>You have Read permission on users: permissions cannot be changed.</Alert>}
      <PermissionBoard items={items} placement={placement} onChange={setPlacement} readOnly={!canWrite} />
      <Toolbar>
        <LinkButton to={paths.users.href()} variant="secondary">
          Cancel
        </LinkButton>
        {canWrite && (
          <Button variant="primary" onClick={() => void submit()} disabled={saving} aria-busy={saving || undefined}>
            {saving ? 'Saving…' : 'Save Permissions'}
          </Button>
        )}
      </Toolbar>
    </>
  );
}

/** /permissions/{uid}: which menu items a staff user holds, at which level. */
export function PermissionsPage() {
  const uid = useRouteId('uid');
  const menu = useMenuCategoriesQuery();
  const set = useClientPermissionQuery(uid ?? skipToken);
  const user = useClientUserQuery(uid ?? skipToken);
  const items = useMemo(() => (menu.data ? menuItemOptions(menu.data) : []), [menu.data]);
  const name = user.data ? `${user.data.user.firstname} ${user.data.user.lastname}`.trim() : '';
  const title = name ? `Permissions: ${name}` : 'Permissions';

  const failed = menu.error ?? set.error;
  let content;
  if (uid === null) {
    content = <NotFoundPage />;
  } else if (failed) {
    content = (
      <QueryError
        error={failed}
        area="Permissions"
        what="permissions"
        retry={() => {
          void menu.refetch();
          void set.refetch();
        }}
      />
    );
  } else if (!menu.data || !set.data) {
    content = <LoadingState />;
  } else {
    content = <PermissionEditor key={`${uid}-${set.fulfilledTimeStamp}`} uid={uid} items={items} saved={placementOf(items, set.data)} />;
  }
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[USERS, { label: 'Permissions' }]} />}>
      {content}
    </Page>
  );
}
