import { RELATED_MESSAGES } from "@recall/shared";
import { Tags } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client";
import { AiActionButton } from "../../ai-create";
import { relatedApi } from "../api/related-api";
import { useRelatedCardsText } from "../i18n";

/**
 * Index Course (requirements C7 POST /ai-content/cards/index/{courseId} {autoGenerateTags}): the cards without
 * concept tags get them; 'Failed to index course' (requirements C8) or the server's message on failure.
 */
export function IndexCourseButton({ courseId, onIndexed }: { courseId: string; onIndexed?: () => void }) {
  const { t } = useRelatedCardsText();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const { data } = await relatedApi.indexCourse(courseId, { autoGenerateTags: true });
      toast.success(
        data.untagged === 0
          ? t("indexCourse.allTagged")
          : t("indexCourse.indexed", { tagged: data.tagged, count: data.untagged }),
      );
      onIndexed?.();
    } catch (err) {
      toast.error(errorMessage(err, RELATED_MESSAGES.indexFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <AiActionButton onClick={() => void run()} disabled={pending}>
      <Tags aria-hidden className="h-4 w-4" />
      {pending ? t("indexCourse.indexing") : t("indexCourse.button")}
    </AiActionButton>
  );
}
