import type { ReactNode } from 'react';
import { Breadcrumbs, Page } from '@kyubos/ui';
import { QueryView, type ScreenQuery } from './query-view';

export interface FormScreenProps<T> {
  title: string;
  /** The list the form belongs to: its breadcrumb, and the area named when access is refused. */
  list: { label: string; href: string };
  /**
   * An edit screen's record query (null for a malformed id). The form is rendered by
   * `children(record)` once the record is there.
   */
  load?: ScreenQuery<T> | null;
  /** What the record is, for a failed load: 'The country could not be loaded'. */
  what?: string;
  children: ReactNode | ((record: T) => ReactNode);
}

/** The frame of a create/edit screen: breadcrumbs to the list, and the record's loading, missing, refused and failed states. */
export function FormScreen<T>({ title, list, load, what, children }: FormScreenProps<T>) {
  const content =
    load === undefined ? (
      children
    ) : (
      <QueryView query={load} area={list.label} what={what}>
        {(record) => (typeof children === 'function' ? children(record) : children)}
      </QueryView>
    );
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[{ label: list.label, to: list.href }, { label: title }]} />}>
      {content as ReactNode}
    </Page>
  );
}
