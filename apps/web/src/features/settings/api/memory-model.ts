import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const key = ["memory-model"] as const;
/** While a fit is queued or running, the panel looks again every 2 s. */
const FIT_POLL_MS = 2_000;

export function useMemoryModel() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await api.call("GET /me/memory-model")).data,
    refetchInterval: (query) =>
      query.state.data?.status === "queued" || query.state.data?.status === "fitting" ? FIT_POLL_MS : false,
  });
}

export function useSetDesiredRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (desiredRetention: number) =>
      (await api.call("PATCH /me/memory-model", { body: { desiredRetention } })).data,
    onSuccess: (data) => client.setQueryData(key, data),
  });
}

export function useFitMemoryModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call("POST /me/memory-model/fit", {}, { once: true })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
