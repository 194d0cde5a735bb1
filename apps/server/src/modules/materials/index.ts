/** What other modules may use of the materials module (the course job reads a material's passages). */
export type { MaterialRow } from "./materials.repository";
export { materialRoutes } from "./materials.routes";
export {
  getOwnedMaterial,
  listMaterials,
  ownedMaterialOrNull,
  ownedMaterialPassages,
  presentMaterial,
  recordCardPassages,
} from "./materials.service";
