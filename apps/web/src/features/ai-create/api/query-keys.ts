/** Query keys of the AI create feature. */
export const aiKeys = {
  all: ["ai-content"] as const,
  status: () => [...aiKeys.all, "status"] as const,
  usage: () => [...aiKeys.all, "usage"] as const,
  estimate: (cardCount: number) => [...aiKeys.all, "estimate", cardCount] as const,
  templates: () => [...aiKeys.all, "templates"] as const,
  materials: () => [...aiKeys.all, "materials"] as const,
  job: (id: string) => [...aiKeys.all, "job", id] as const,
  courseGeneration: (courseId: string) => [...aiKeys.all, "course-generation", courseId] as const,
};
