export { type FetchCall, mockFetch, renderPage as renderWithProviders } from "../../../test/render";
