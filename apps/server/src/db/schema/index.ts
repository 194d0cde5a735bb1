export * from "./ai";
export * from "./analytics";
export * from "./collections";
export * from "./courses";
export * from "./materials";
export * from "./study";
export * from "./syllabi";
export * from "./users";
