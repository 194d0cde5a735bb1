import { fewerCardsMessage, SESSION_CARD_LIMITS } from "@recall/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { trackEvent } from "../../../lib/analytics";
import { errorMessage } from "../../../lib/api-client";
import { sessionApi, sessionKeys } from "../api/session-api";
import { useStudyCourses } from "../api/study-courses";
import { useSessionText } from "../i18n";
import { markSessionStartRequested } from "../lib/performance-marks";
import type { SessionNavState } from "./session-nav-state";
import { CardCountSlider } from "./start/card-count-slider";
import { CoursePicker } from "./start/course-picker";

/** /session/start: pick active courses (own and public) and a card count, then start. */
export function SessionStartPage() {
  const { t } = useSessionText();
  useDocumentTitle(t("start.title"));
  // The session page's code loads while the learner picks courses, not after Start Session
  // (the wait from Start Session to the first card is then the server's answer alone).
  useEffect(() => {
    void import("./session-page");
  }, []);
  const courses = useStudyCourses();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [plannedCards, setPlannedCards] = useState<number>(SESSION_CARD_LIMITS.default);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = courses.data ?? [];
  // Only ids still listed count (a course may have been deactivated since it was ticked).
  const chosen = list.filter((c) => selected.has(c.id));
  const courseIds = chosen.map((c) => c.id);
  const available = chosen.reduce((sum, c) => sum + c.cardCount, 0);

  const start = useMutation({
    mutationFn: () => sessionApi.start({ courseIds, plannedCards }),
    onSuccess: ({ data }) => {
      const given = data.cards.length;
      toast.success(
        t("start.started"),
        given < plannedCards ? { description: fewerCardsMessage(given, plannedCards) } : undefined,
      );
      // The dashboard lists the new session (in progress) on the next visit.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      trackEvent("session-start", {
        sessionId: data.session.id,
        courseIds,
        plannedCards,
        cards: data.cards.length,
      });
      const state: SessionNavState = { sessionId: data.session.id, cards: data.cards, collectionId: null };
      navigate(paths.session(data.session.id), { state });
    },
    onError: (err) => toast.error(errorMessage(err, t("start.failed"))),
  });

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("start.title")}</h1>
        <p className="text-slate-600">{t("start.subtitle")}</p>
      </div>
      <Panel className="space-y-6">
        {courses.isPending ? (
          <Spinner label={t("start.loading")} />
        ) : courses.isError ? (
          <div role="alert" className="space-y-3 text-center">
            <p className="text-red-700">{errorMessage(courses.error, t("start.loadFailed"))}</p>
            <Button variant="secondary" onClick={() => courses.refetch()}>
              {t("start.retry")}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="space-y-3 text-center">
            <p className="text-slate-600">{t("start.noCourses")}</p>
            <Link to={paths.courses} className="font-medium text-brand-600 hover:text-brand-700">
              {t("start.browse")}
            </Link>
          </div>
        ) : (
          <CoursePicker
            courses={list}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(all) => setSelected(new Set(all ? list.map((c) => c.id) : []))}
          />
        )}
        <CardCountSlider value={plannedCards} onChange={setPlannedCards} />
        {courseIds.length > 0 && available < plannedCards ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {fewerCardsMessage(available, plannedCards, courseIds.length)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">
            {courseIds.length === 0 ? t("start.selectOne") : t("start.selected", { count: courseIds.length })}
          </p>
          <Button
            size="lg"
            disabled={courseIds.length === 0 || start.isPending}
            onClick={() => {
              markSessionStartRequested();
              start.mutate();
            }}
          >
            <Play aria-hidden className="h-5 w-5" />{" "}
            {start.isPending ? t("start.starting") : t("start.startSession")}
          </Button>
        </div>
      </Panel>
    </div>
  );
}
