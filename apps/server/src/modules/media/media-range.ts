/**
 * One `Range: bytes=…` request header read against a file of `size` bytes (RFC 9110 requirements C14): the byte span to
 * send (206), "unsatisfiable" (416), or null to send the whole file (no header, another unit, or several
 * ranges, which browsers do not ask of media and a whole 200 answers correctly).
 */
export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    // A suffix: the last `to` bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return "unsatisfiable";
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
