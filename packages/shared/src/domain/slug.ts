/**
 * The spec's slug rule (part2 §5, collections): lowercase, spaces to hyphens,
 * characters other than a-z, 0-9 and hyphen removed. Used for collections and courses alike.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "");
}
