export { mockFetch, liveToken, type MockAnswer, type RecordedCall } from './mock-fetch';
export { renderRoutes, renderWithProviders } from './render';
