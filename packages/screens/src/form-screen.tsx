import type { ComponentType, ReactNode } from 'react';
import type { skipToken } from '@kyubos/api';
import { Breadcrumbs, Page, type BreadcrumbItem } from '@kyubos/ui';
import { RequireWriteAccess, ScreenAccessProvider, type FormAccess } from './form-access';
import { QueriesView, QueryView, type ScreenQueries, type ScreenQuery } from './query-view';
import { RecordAsRead } from './record-as-read';
import { useRouteRecord } from './route-id';

export interface FormScreenProps<T> {
  title: string;
  /** The list the form belongs to: its breadcrumb, and the area named when access is refused. */
  list: { label: string; href: string };
  /**
   * What the caller may do on the list's item (useItemAccess, or usePlatformDataAccess for
   * platform data). An add screen shows a caller who may not write the refusal instead of the
   * form; an edit screen shows them the record read-only, without Save.
   */
  access: FormAccess;
  /**
   * An edit screen's record query (null for a malformed id). The form is rendered by
   * `children(record)` once the record is there. Without it the screen is an add screen.
   */
  load?: ScreenQuery<T> | null;
  /** What the record is, for a failed load: 'The country could not be loaded'. */
  what?: string;
  /** Breadcrumbs above the list's, for screens below another record ('Lines of Business'). */
  parents?: readonly BreadcrumbItem[];
  /** Where the Home breadcrumb leads (default: the admin home). */
  homeHref?: string;
  children: ReactNode | ((record: T) => ReactNode);
}

/**
 * The frame of a create/edit screen: breadcrumbs to the list, the caller's access (refused on an
 * add screen, read-only on an edit screen), and the record's loading, missing, refused and failed states.
 * An edit screen's form is given the record as it read it (RecordAsRead): a later load of the record
 * changes neither its values nor the version its save sends; after "changed meanwhile" the form
 * offers to reload it.
 */
export function FormScreen<T>({ title, list, access, load, what, parents = [], homeHref, children }: FormScreenProps<T>) {
  const content =
    load === undefined ? (
      <RequireWriteAccess access={access} area={list.label}>
        {children as ReactNode}
      </RequireWriteAccess>
    ) : (
      <QueryView query={load} area={list.label} what={what}>
        {(record) => (
          // The form stays on the record it was filled from (and sends its version) until the user reloads it.
          <RecordAsRead record={record} refetch={load!.refetch} what={what}>
            {(read) => (typeof children === 'function' ? children(read) : children)}
          </RecordAsRead>
        )}
      </QueryView>
    );
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs homeHref={homeHref} items={[...parents, { label: list.label, to: list.href }, { label: title }]} />}>
      <ScreenAccessProvider access={access} area={list.label}>
        {content as ReactNode}
      </ScreenAccessProvider>
    </Page>
  );
}

export interface MultiFormScreenProps<T extends Record<string, unknown>> extends Omit<FormScreenProps<T>, 'load' | 'what' | 'children'> {
  /**
   * Every query the form needs (the record, the form's definition, ...), by name; the form is
   * rendered by `children(answers)` once all of them are there.
   */
  loads: ScreenQueries<T>;
  /** What each query loads, for its failure: `{ record: 'quotation', definition: 'form' }`. */
  what?: NoInfer<Partial<Record<keyof T, string>>>;
  children: (answers: NoInfer<T>) => ReactNode;
}

/**
 * A create/edit screen that needs several answers first: breadcrumbs to the list, then loading,
 * not found, refused or failed for any of them, the same way as `FormScreen`; its forms are
 * read-only for a caller who may not write.
 */
export function MultiFormScreen<T extends Record<string, unknown>>({ title, list, access, loads, what, parents = [], homeHref, children }: MultiFormScreenProps<T>) {
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs homeHref={homeHref} items={[...parents, { label: list.label, to: list.href }, { label: title }]} />}>
      <ScreenAccessProvider access={access} area={list.label}>
        <QueriesView queries={loads} area={list.label} what={what}>
          {children}
        </QueriesView>
      </ScreenAccessProvider>
    </Page>
  );
}

/** What a record form takes: the stored record (edit) and how to send the values. */
export interface RecordFormComponentProps<T, V> {
  initial?: T;
  onSave: (values: V) => Promise<unknown>;
}

/** An RTK Query mutation hook, as far as these screens use it. */
type MutationHook<A> = () => readonly [(arg: A) => { unwrap: () => Promise<unknown> }, ...unknown[]];

interface ScreenOf<T, V> {
  title: string;
  list: { label: string; href: string };
  /** As FormScreen's. */
  access: FormAccess;
  Form: ComponentType<RecordFormComponentProps<T, V>>;
}

/** An add screen: the empty form, sent with the create mutation. */
export function AddScreen<T, V>({ title, list, access, Form, useCreate }: ScreenOf<T, V> & { useCreate: MutationHook<V> }) {
  const [create] = useCreate();
  return (
    <FormScreen title={title} list={list} access={access}>
      <Form onSave={(values) => create(values).unwrap()} />
    </FormScreen>
  );
}

/** An edit screen: the record of the route's id in the form, sent with its id by the update mutation. */
export function EditScreen<T, V>({
  title,
  list,
  access,
  Form,
  what,
  useRecord,
  useUpdate,
}: ScreenOf<T, V> & { what: string; useRecord: (id: number | typeof skipToken) => ScreenQuery<T>; useUpdate: MutationHook<V & { id: number }> }) {
  const { id, load } = useRouteRecord(useRecord);
  const [update] = useUpdate();
  return (
    <FormScreen title={title} list={list} access={access} load={load} what={what}>
      {(record: T) => <Form initial={record} onSave={(values) => update({ ...values, id }).unwrap()} />}
    </FormScreen>
  );
}
