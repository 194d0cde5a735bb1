import { AppError } from "../../../lib/errors";
import type { ImportPlan } from "../import-plan";

/** TEMP placeholder (dropped at merge): the Anki package reader lands on its own branch. */
export async function readAnkiPackage(_bytes: Uint8Array, _options?: unknown): Promise<ImportPlan> {
  throw new AppError("BAD_REQUEST", "Anki packages are not supported yet");
}
