/**
 * The forgot-password and forgot-login-id screens (`@kyubos/mfe/forgot`): signed-out pages that
 * load when opened, so a signed-in first screen downloads none of them.
 */
export { OtpBoxes, type OtpBoxesProps } from './otp-boxes';
export { ForgotPasswordPage } from './forgot-password-page';
export { OtpCheckPage } from './otp-check-page';
export { PasswordChangePage } from './password-change-page';
export { ForgotLoginIdPage } from './forgot-login-id-page';
