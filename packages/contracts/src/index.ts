export * from './common';
export * from './issue-messages';
export {
  DEFAULT_PRODUCT_NAME,
  LIST_FILTER_MAX_LENGTH,
  isListFilterAccepted,
  PASSWORD_RESET_PATHS,
  QUOTATION_SCREEN_ITEMS,
  RECORD_READER_ITEMS,
  RECORD_WRITER_ITEMS,
  type PasswordResetAudience,
  type PasswordResetStep,
} from './constants';
export * from './auth';
export * from './client';
export * from './menu';
export * from './intake';
export * from './dashboard';
export * from './runtime-config';
export * from './form-values';
export * from './money';
export * from './phone';
export * from './client-users';
export * from './agents';
export * from './policies';
export * from './reference-data';
export * from './company';
export * from './bdx-portal';
export * from './intake-config';
export * from './intake-setup';
export * from './partners';
export * from './bdx-admin';
export * from './policy-terms';
export * from './policy-payments';
export * from './quotation-actions';
export * from './quotations';
export * from './bdx-storage';
export * from './policy-transactions';
export * from './billing';
export * from './audit';
export * from './claims';
export * from './reports';
export * from './runtime-config-parse';
export * from './list-export';
