/** What other modules may use of the materials module (the course job reads a material's passages). */
export { materialRoutes } from "./materials.routes";
export {
  getOwnedMaterial,
  listMaterials,
  ownedMaterialPassages,
  presentMaterial,
  recordCardPassages,
} from "./materials.service";
