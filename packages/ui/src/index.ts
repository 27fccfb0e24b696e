/** @kyubos/ui: the portal's theme and component kit. */
export { theme, type Theme } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { VisuallyHidden, visuallyHidden, focusRing, SkipLink, MAIN_CONTENT_ID } from './a11y';
export { PageArrival, PAGE_ARRIVAL_WAIT_MS } from './page-arrival';

export * from './icons';
export { Button, IconButton, type ButtonProps, type IconButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { LinkButton, type LinkButtonProps } from './link-button';
export {
  Alert,
  ErrorPanel,
  PermissionPanel,
  Note,
  LoadingState,
  LOADING_TEXT,
  EmptyState,
  type AlertProps,
  type AlertVariant,
  type ErrorPanelProps,
  type PermissionPanelProps,
  type LoadingStateProps,
  type EmptyStateProps,
} from './feedback';
export { TimedAlert, useTimedMessage, type TimedAlertProps, type TimedMessage, type TimedMessageControls } from './timed-alert';
export { refocusField, useFocusFirstFault } from './focus-first-fault';
export { SideScroll, type SideScrollProps } from './side-scroll';
export { Modal, type ModalProps } from './modal';
export { ConfirmDialog, useConfirm, type ConfirmAnswer, type ConfirmDialogProps, type ConfirmOptions, type ConfirmControls } from './confirm-dialog';

export {
  TextField,
  TextAreaField,
  SelectField,
  RadioGroupField,
  CheckboxField,
  FormGrid,
  FormSection,
  SectionTitle,
  SectionDescription,
  FieldFrame,
  useFieldIds,
  controlStyles,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type RadioGroupFieldProps,
  type CheckboxFieldProps,
  type FormSectionProps,
  type FieldOption,
} from './form-fields';
export { SearchCombobox, SuggestionNote, SuggestionOption, SuggestionPanel, useSettledText, useSuggestionList, type SearchComboboxProps } from './search-combobox';
export { PhoneField, toPhoneDigits, PHONE_MAX_DIGITS, type PhoneFieldProps } from './phone-field';
export { afterPointerRelease } from './pointer-release';
export { RowsTable, CellInput, type CellInputProps } from './rows-table';
export { SaveCancelBar, type SaveCancelBarProps } from './save-cancel-bar';

export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from './breadcrumbs';
export { Page, Card, Toolbar, ListBar, type PageProps } from './layout';
export { Tabs, type TabsProps } from './tabs';
export { NotFoundPage, type NotFoundPageProps } from './not-found-page';

export { DataTable, type DataTableProps, type ServerPaging, type TableSort } from './data-table/data-table';
export { Pager, type PagerProps } from './data-table/pager';
export { ListFooter, type ListFooterProps } from './data-table/list-footer';
export { filterRows, cellText, type DataTableColumn, type ColumnFilters } from './data-table/columns';
export { MoneyCell, DateTimeCell, DateCell, type MoneyCellProps, type DateTimeCellProps, type DateCellProps } from './cells';
export { StatTiles, type StatTile } from './stat-tiles';
export { RowMenu, type RowMenuProps, type RowMenuItem } from './row-menu';
export { useMenuButton, type MenuButton } from './menu-button';
export { COPYRIGHT_LINE } from './copyright';
export { PeriodField, type PeriodFieldProps } from './period-field';
export { ControlValueField, controlValueToSend, type ControlValueFieldProps } from './control-value-field';
export { BdxFileInput, UploadProgress, type BdxFileInputProps } from './bdx-file-input';
