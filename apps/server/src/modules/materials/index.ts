/** What other modules may use of the materials module (the course job reads a material's passages). */
/**
 * Only for the course generation still in modules/jobs (kinds/course-batches.ts), listed in
 * scripts/check-boundaries.mjs: goes once that code moves out and uses the functions below.
 */
export { materialsRepository } from "./materials.repository";
export { materialRoutes } from "./materials.routes";
export {
  getOwnedMaterial,
  listMaterials,
  ownedMaterialPassages,
  presentMaterial,
  recordCardPassages,
} from "./materials.service";
