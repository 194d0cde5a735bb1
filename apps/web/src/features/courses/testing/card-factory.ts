export { makeCard } from "../../../test/card-factory";
