/**
 * Exposed as './record-panel': the full list of quotations, binders and policies that the shell's
 * home page shows below its tiles. It renders inside the shell's own store, theme and router.
 */
export { FullRecordListPanel as default } from '../features/quotations/components/list-pages';
