import { describe, expect, it } from "vitest";
import { courseSlug } from "../../src/modules/ai/course-plan";

const JOB = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

describe("courseSlug: the AI course's slug from its name (the one slug rule) plus the job id", () => {
  it.each([
    ["Émile Zola's Paris", "emile-zolas-paris-0a1b2c3d"],
    ["  Hello   World  ", "hello-world-0a1b2c3d"],
    ["!!!", "ai-course-0a1b2c3d"],
    [`${"word ".repeat(20)}`, `${"word-".repeat(12)}0a1b2c3d`],
  ])("%j gives %j", (name, slug) => {
    expect(courseSlug(name, JOB)).toBe(slug);
  });
});
