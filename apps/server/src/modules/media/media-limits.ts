import type { Config } from "../../config";

/** How much media an import may store: per file and in all (MEDIA_MAX_FILE_MB, MEDIA_MAX_IMPORT_MB). */
export interface MediaLimits {
  fileBytes: number;
  importBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_MEDIA_LIMITS: MediaLimits = { fileBytes: 10 * MB, importBytes: 100 * MB };

export const mediaLimitsOf = (config: Pick<Config, "MEDIA_MAX_FILE_MB" | "MEDIA_MAX_IMPORT_MB">) => ({
  fileBytes: config.MEDIA_MAX_FILE_MB * MB,
  importBytes: config.MEDIA_MAX_IMPORT_MB * MB,
});

/** "2.5 MB", "10 MB", "800 KB", "12 bytes": sizes in refusals. */
export function sizeLabel(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
