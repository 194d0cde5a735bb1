export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The part of a zod error we read (kept structural: zod is a dependency of @recall/shared, not of the web app). */
interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** The first message per top-level field of a failed zod parse, for showing under each input. */
export function fieldErrors<K extends string>(error: IssueList): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && out[key] === undefined) out[key] = issue.message;
  }
  return out as FieldErrors<K>;
}
