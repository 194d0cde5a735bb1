import { planAutoJob } from "../course-plans/index";
import { dataExportJob } from "../data-export/index";
import { importJob } from "../imports/index";
import { memoryModelFitJob } from "../memory-model/index";
import { courseJob } from "./kinds/course.job";
import { courseRestJob } from "./kinds/course-rest.job";

/**
 * Every kind of durable generation this build runs (docs/decisions/ai-jobs.md "Job registry"). To add a
 * kind: define it with `defineJobKind` in its feature's folder and list it here; nothing else changes.
 */
export const JOB_KINDS = [courseJob, courseRestJob, planAutoJob, importJob, memoryModelFitJob, dataExportJob];
