/** Saves a file the browser holds (an export) through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a value as a pretty-printed JSON file. */
export function downloadJson(value: unknown, fileName: string): void {
  downloadBlob(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" }), fileName);
}
