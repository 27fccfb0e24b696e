/**
 * @kyubos/screens: the one way to build a list or a form screen. Routes as data (`route`),
 * ids from the URL (`useRouteId`), data states (`QueryView`, `QueryError`), list screens
 * (`ListScreen`, and `ServerList`/`ServerListScreen` for lists the server pages), the notice a screen leaves for the list it returns to (`useNotice`) and forms whose rules come from the contract's zod schema (`useSchemaForm`,
 * `RecordForm`, `FormScreen`, `MultiFormScreen` for several queries, `SchemaSection` and
 * `useSchemaRows` for sectioned forms with conditional sections and repeating rows).
 */
export { route, type AppRoute } from './paths';
export { parseRecordId, useRouteId, useRouteIds, useRouteRecord } from './route-id';
export { useAction } from './action';
export { QueryError, type QueryErrorProps } from './query-error';
export { QueryView, QueriesView, type QueryViewProps, type QueriesViewProps, type ScreenQuery, type ScreenQueries } from './query-view';
export { ListScreen, type ListScreenProps, type ListQuery } from './list-screen';
export {
  ServerList,
  ServerListScreen,
  useServerList,
  serverPage,
  type ServerListProps,
  type ServerListScreenProps,
  type ServerListState,
  type ServerListParams,
  type ServerListQuery,
  type ServerPage,
  type SortDirection,
  type UseServerListOptions,
} from './server-list';
export { FormScreen, MultiFormScreen, AddScreen, EditScreen, type FormScreenProps, type MultiFormScreenProps, type RecordFormComponentProps } from './form-screen';
export { RecordForm, type RecordFormProps } from './record-form';
export { RecordAsRead, useAsRead, useRecordReload, type RecordReload } from './record-as-read';
export { useUnsavedChangesWarning } from './unsaved-changes-warning';
export { useAskBeforeLeaving, SAVE_BEFORE_LEAVING, SaveBeforeLeavingDialog, type AskBeforeLeavingOptions } from './ask-before-leaving';
export { RequireWriteAccess, WRITE_REFUSAL, readOnlyNotice, type FormAccess, type RequireWriteAccessProps } from './form-access';
export { useFormSubmit, UNSAVED_CHANGES, type SubmittableForm, type FormSubmit } from './form-submit';
export { useSchemaForm, toFormValues, fieldMessage, isUnreadableInput, type SchemaForm, type FormValues, type BoundField } from './schema-form';
export { fieldRules, type FieldRules } from './field-rules';
export { useTypedDate, typedDateProblem, type TypedDate } from './typed-date';
export {
  SchemaSection,
  SchemaSections,
  SchemaRowsTable,
  useSchemaRows,
  type SchemaSectionProps,
  type SectionSpec,
  type SectionField,
  type SchemaRows,
  type SchemaRowsOptions,
  type SchemaRowsTableProps,
} from './schema-sections';
export { useNotice, type ListNotice } from './notice';
export { ExportButtons, type ExportButtonsProps, type ListExportConfig } from './list-export';
// Parts a few screens use, from entries of their own so that every other screen (and the first
// screen after sign-in) downloads none of them: `@kyubos/screens/audit` (AuditScreen, ActivityList,
// RecordActivityTabs, useViewAuditQuery), `@kyubos/screens/bdx-upload` (BdxUploadForm,
// intakeCategoryOptions) and `@kyubos/screens/loss-ratio` (LossRatioTable, LOSS_RATIO_GROUP_LABEL).
export { useRowSelection, type RowSelection } from './row-selection';
