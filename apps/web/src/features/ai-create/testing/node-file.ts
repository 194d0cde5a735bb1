import { File as NodeFile } from "node:buffer";

/**
 * A file a test can upload and see arrive: Node's fetch (which MSW intercepts) does not take jsdom's File
 * as a Blob and sends the text "undefined" instead of its bytes, while Node's own File is a file to the page
 * (name, size, type) and bytes to fetch.
 */
export function nodeFile(text: string, name: string, type: string): File {
  // Node's File lacks only the DOM's webkitRelativePath, which the page does not read.
  return new NodeFile([text], name, { type }) as unknown as File;
}
