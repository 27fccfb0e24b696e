/**
 * @kyubos/screens: the one way to build a list or a form screen. Routes as data (`route`),
 * ids from the URL (`useRouteId`), data states (`QueryView`, `QueryError`), list screens
 * (`ListScreen`), the notice a screen leaves for the list it returns to (`useNotice`) and forms whose rules come from the contract's zod schema (`useSchemaForm`,
 * `RecordForm`, `FormScreen`).
 */
export { route, type AppRoute } from './paths';
export { parseRecordId, useRouteId, useRouteIds, useRouteRecord } from './route-id';
export { useAction } from './action';
export { QueryError, type QueryErrorProps } from './query-error';
export { QueryView, type QueryViewProps, type ScreenQuery } from './query-view';
export { ListScreen, type ListScreenProps, type ListQuery } from './list-screen';
export { FormScreen, AddScreen, EditScreen, type FormScreenProps, type RecordFormComponentProps } from './form-screen';
export { RecordForm, type RecordFormProps, type FormAccess } from './record-form';
export { useSchemaForm, toFormValues, fieldMessage, type SchemaForm, type FormValues, type BoundField } from './schema-form';
export { fieldRules, type FieldRules } from './field-rules';
export { BdxUploadForm, lobOptions, type BdxLob, type BdxUploadFormProps, type BdxUploadRead } from './bdx-upload-form';
export { useNotice, type ListNotice } from './notice';
