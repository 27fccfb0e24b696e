/**
 * `@kyubos/ui/core`: the theme, the provider and the basic controls, without the router, the
 * domain rules or the schemas, for a page that must load before the rest (the sign-in page).
 * Everything here is also exported by `@kyubos/ui`.
 */
export { theme, type Theme } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { Button, type ButtonProps } from './button';
export { Alert, type AlertProps, type AlertVariant } from './feedback';
export { TimedAlert, useTimedMessage, type TimedAlertProps, type TimedMessage, type TimedMessageControls } from './timed-alert';
export { TextField, type TextFieldProps } from './form-fields';
export { COPYRIGHT_LINE } from './copyright';
export { refocusField } from './focus-first-fault';
