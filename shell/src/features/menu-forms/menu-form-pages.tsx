import { useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@kyubos/api';
import { Breadcrumbs, ErrorPanel, LoadingState, NotFoundPage, Page } from '@kyubos/ui';
import { useMenuItemQuery, useSubMenuItemQuery } from './api';

type QueryState = { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => void };

/** The shared outcome of loading a menu item: loading, not found, a retryable error, or the page. */
function MenuItemFrame({ query, title, crumbs }: { query: QueryState; title?: string; crumbs: { label: string }[] }) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError && errorStatus(query.error) === 404) return <NotFoundPage />;
  if (query.isError) {
    return <ErrorPanel title="This menu item could not be loaded" message={errorMessage(query.error)} onRetry={query.refetch} />;
  }
  return (
    <Page title={title ?? ''} breadcrumbs={<Breadcrumbs items={crumbs} />}>
      <p>There is nothing configured for {title} yet.</p>
    </Page>
  );
}

/** /menuform/{id}: a menu item whose menu type is not a plain link. */
export function MenuFormPage() {
  const id = Number(useParams().id);
  const query = useMenuItemQuery(id);
  const name = query.data?.menu.name;
  return <MenuItemFrame query={query} title={name} crumbs={name ? [{ label: name }] : []} />;
}

/** /submenuform/{menu_id}/{id}: a sub-menu whose type is not a plain link. */
export function SubMenuFormPage() {
  const params = useParams();
  const query = useSubMenuItemQuery({ menu_id: Number(params.menuId), id: Number(params.id) });
  const data = query.data;
  return (
    <MenuItemFrame
      query={query}
      title={data?.submenu.name}
      crumbs={data ? [{ label: data.menu.name }, { label: data.submenu.name }] : []}
    />
  );
}
