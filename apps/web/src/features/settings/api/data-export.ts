import type { DataExportStatus } from "@recall/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** While the export job is queued or running, the section looks again every 2 s. */
export const EXPORT_POLL_MS = 2_000;

const running = (s: DataExportStatus | undefined) => s?.state === "queued" || s?.state === "running";

/** Starts an export (or gets the one already running). */
export function useStartDataExport() {
  return useMutation({
    mutationFn: async () => (await api.call("POST /me/export")).data,
  });
}

/** The export's state, polled until it completes or fails. */
export function useDataExport(id: string | null) {
  return useQuery({
    queryKey: ["data-export", id],
    queryFn: async () => (await api.call("GET /me/export/:id", { params: { id: String(id) } })).data,
    enabled: id !== null,
    refetchInterval: (query) => (running(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

/** The zip, fetched with the token (a plain link would carry none). */
export const downloadDataExport = (id: string) => api.download(`/me/export/${id}/download`);
