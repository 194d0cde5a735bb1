import type {
  ImportStatus,
  ImportStatusResponse,
  ImportUploadResponse,
  StartImportBody,
} from "@recall/shared";
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
      (await api.upload<ImportUploadResponse>("/imports", file, { filename: file.name })).data,
  });
}

/** POST /imports/:id/start with the learner's choices. */
export function useStartImport(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StartImportBody) =>
      (await api.postOnce<ImportStatusResponse>(`/imports/${id}/start`, body)).data,
    onSuccess: (data) => queryClient.setQueryData(importKeys.detail(data.id), data),
  });
}

/** GET /imports/:id, polled until the job completed or failed. */
export function useImportStatus(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: importKeys.detail(id ?? ""),
    queryFn: async () => (await api.get<ImportStatusResponse>(`/imports/${id}`)).data,
    enabled: enabled && id !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}
