import type { Card } from "@recall/shared";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { useUpdateCard } from "../../api/course-cards";
import { AnswerFields } from "./answer-fields";
import { type CardDraft, draftToBody, toDraft, validateDraft } from "./card-draft";
import { CoreFields } from "./core-fields";
import { ConnectionFields, LayerFields } from "./layer-fields";

interface CardEditModalProps {
  courseId: string;
  card: Card;
  onClose: () => void;
}

/** Edits every field of a card; saving sends the whole card with the type rules applied. */
export function CardEditModal({ courseId, card, onClose }: CardEditModalProps) {
  const [draft, setDraft] = useState<CardDraft>(() => toDraft(card));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateCard(courseId);
  const form = useRef<HTMLFormElement>(null);

  const set = (patch: Partial<CardDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = () => {
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first problem may be far up a long form: bring it into view once it is rendered.
      requestAnimationFrame(() =>
        form.current
          ?.querySelector('[role="alert"]')
          ?.scrollIntoView?.({ block: "center", behavior: "smooth" }),
      );
      return;
    }
    update.mutate(
      { cardId: card.id, body: draftToBody(draft) },
      {
        onSuccess: () => {
          toast.success("Card updated successfully");
          onClose();
        },
        onError: () => toast.error("Failed to update card"),
      },
    );
  };

  const parts = { draft, set, errors };
  const errorCount = Object.keys(errors).length;
  return (
    <Modal
      open
      title="Edit Card"
      onClose={onClose}
      closeOnOutsideClick={false}
      className="sm:max-w-3xl"
      footer={
        <>
          {errorCount > 0 ? (
            <p className="mr-auto hidden self-center text-sm text-red-600 sm:block">
              Fix the highlighted fields ({errorCount}).
            </p>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <form
        ref={form}
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        noValidate
      >
        <CoreFields {...parts} />
        <AnswerFields {...parts} />
        <LayerFields {...parts} />
        <ConnectionFields {...parts} />
      </form>
    </Modal>
  );
}
