import { type CoursePlan, PLAN_TIMING, type UpdateCoursePlanBody } from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { plansApi } from "./plans-api";

export const planKeys = {
  all: ["course-plans"] as const,
  list: () => [...planKeys.all, "list"] as const,
  plan: (id: string) => [...planKeys.all, "plan", id] as const,
};

/** The plan, cached 10 s and polled every 5 s while it is generating (requirements C4, C9). */
export function useCoursePlan(id: string | undefined) {
  return useQuery({
    queryKey: planKeys.plan(id ?? ""),
    enabled: id !== undefined,
    staleTime: PLAN_TIMING.planStaleMs,
    queryFn: async () => (await plansApi.get(id as string)).data.plan,
    refetchInterval: (query) => (query.state.data?.status === "generating" ? PLAN_TIMING.pollMs : false),
  });
}

/** The user's plans, cached 30 s (requirements C9). */
export function useCoursePlans() {
  return useQuery({
    queryKey: planKeys.list(),
    staleTime: PLAN_TIMING.listStaleMs,
    queryFn: async () => (await plansApi.list()).data.plans,
  });
}

/** Writes a plan the server answered into the cache (and marks the list stale). */
function useStorePlan() {
  const client = useQueryClient();
  return (plan: CoursePlan) => {
    client.setQueryData(planKeys.plan(plan.id), plan);
    void client.invalidateQueries({ queryKey: planKeys.list() });
  };
}

export function useCreatePlan() {
  const store = useStorePlan();
  return useMutation({
    mutationFn: plansApi.create,
    onSuccess: (res) => store(res.data.plan),
  });
}

export function useUpdatePlan(id: string) {
  const store = useStorePlan();
  return useMutation({
    mutationFn: (body: UpdateCoursePlanBody) => plansApi.update(id, body),
    onSuccess: (res) => store(res.data.plan),
  });
}

export function useGenerateNext(id: string) {
  const store = useStorePlan();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => plansApi.generateNext(id),
    onSuccess: (res) => store(res.data.plan),
    // A failed subtopic shows its error on the item: read the plan again.
    onError: () => client.invalidateQueries({ queryKey: planKeys.plan(id) }),
  });
}

export function useAutoGenerate(id: string) {
  const store = useStorePlan();
  return useMutation({
    mutationFn: (enabled: boolean) => plansApi.autoGenerate(id, { enabled }),
    onSuccess: (res) => store(res.data.plan),
  });
}
