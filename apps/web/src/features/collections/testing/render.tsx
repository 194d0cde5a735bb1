export {
  deferred,
  errorReply,
  type FetchCall,
  mockFetch,
  type Reply,
  renderPage,
} from "../../../test/render";
