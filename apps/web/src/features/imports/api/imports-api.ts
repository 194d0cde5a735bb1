import type { ImportStatus, StartImportBody } from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const importKeys = {
  all: ["imports"] as const,
  detail: (id: string) => ["imports", id] as const,
};

/** How often the page asks for progress while the job is queued or running. */
export const IMPORT_POLL_MS = 1_000;

const finished = (status: ImportStatus | undefined) =>
  status?.state === "completed" || status?.state === "failed";

/** POST /imports: the raw file, its name in the query; answers the import and its preview. */
export function useUploadImport() {
  return useMutation({
    mutationFn: async (file: File) =>
      (await api.call("POST /imports", { file, query: { filename: file.name } })).data,
  });
}

/** POST /imports/:id/start with the learner's choices. */
export function useStartImport(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StartImportBody) =>
      (await api.call("POST /imports/:id/start", { params: { id: String(id) }, body }, { once: true })).data,
    onSuccess: (data) => queryClient.setQueryData(importKeys.detail(data.id), data),
  });
}

/** GET /imports/:id, polled until the job completed or failed. */
export function useImportStatus(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: importKeys.detail(id ?? ""),
    queryFn: async () => (await api.call("GET /imports/:id", { params: { id: String(id) } })).data,
    enabled: enabled && id !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}
