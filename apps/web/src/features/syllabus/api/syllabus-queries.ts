import { type GenerateSubtopicBody, SYLLABUS_LIMITS } from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { syllabusApi } from "./syllabus-api";

export const syllabusKeys = {
  all: ["syllabi"] as const,
  list: () => [...syllabusKeys.all, "list"] as const,
  detail: (id: string) => [...syllabusKeys.all, "detail", id] as const,
  report: (id: string) => [...syllabusKeys.detail(id), "report"] as const,
  next: (id: string, count: number) => [...syllabusKeys.detail(id), "next", count] as const,
};

/** GET /ai-content/syllabus: the user's structured syllabi. */
export function useSyllabi() {
  return useQuery({
    queryKey: syllabusKeys.list(),
    queryFn: async () => (await syllabusApi.list()).data.syllabi,
  });
}

/** While a subtopic is being generated (another tab, another device), the report is followed this often. */
export const REPORT_POLL_MS = 5_000;

/** The coverage report of one syllabus; polled while any of its subtopics is being generated. */
export function useCoverageReport(id: string | undefined) {
  return useQuery({
    queryKey: syllabusKeys.report(id ?? ""),
    enabled: id !== undefined,
    queryFn: async () => (await syllabusApi.report(id!)).data,
    refetchInterval: (query) =>
      query.state.data?.subtopics.some((s) => s.generating) ? REPORT_POLL_MS : false,
  });
}

/** The next subtopics to generate: 3 on the detail page (requirements C9); `poll` follows a batch running elsewhere. */
export function useNextSubtopics(
  id: string | undefined,
  { count = SYLLABUS_LIMITS.nextSubtopics.default, poll = false }: { count?: number; poll?: boolean } = {},
) {
  return useQuery({
    queryKey: syllabusKeys.next(id ?? "", count),
    enabled: id !== undefined,
    queryFn: async () => (await syllabusApi.next(id!, count)).data.subtopics,
    refetchInterval: poll ? REPORT_POLL_MS : false,
  });
}

export function useCreateSyllabus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Parameters<typeof syllabusApi.create>[0]) =>
      (await syllabusApi.create(body)).data.syllabus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: syllabusKeys.list() }),
  });
}

/** One batch of a subtopic; the report, the next subtopics and the list move with it. */
export function useGenerateSubtopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GenerateSubtopicBody) => (await syllabusApi.generateSubtopic(body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: syllabusKeys.all }),
  });
}
