/** What other modules may use of the materials module (the course job reads a material's passages). */
export { type MaterialRow, materialsRepository } from "./materials.repository";
export { materialRoutes } from "./materials.routes";
export { getOwnedMaterial, listMaterials, ownedMaterialOrNull, presentMaterial } from "./materials.service";
