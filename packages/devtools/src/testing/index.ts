export { mockFetch, liveToken, type MockAnswer, type RecordedCall } from './mock-fetch';
export { captureSavedFiles, mockExportCalls, type ExportCall } from './downloads';
export { renderRoutes, renderWithProviders } from './render';
export { dropFocusOnDisable } from './focus';
export { fixClock } from './clock';
