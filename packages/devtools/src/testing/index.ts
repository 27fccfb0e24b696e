export { mockFetch, liveToken, type MockAnswer, type RecordedCall } from './mock-fetch';
export { renderWithProviders } from './render';
