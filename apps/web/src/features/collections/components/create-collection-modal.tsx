import {
  type CollectionColor,
  DEFAULT_COLLECTION_COLOR,
  SLUG_MESSAGES,
  slugDraft,
  slugify,
} from "@recall/shared";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { paths } from "../../../config/paths";
import { translateMessage } from "../../../lib/translate-message";
import { useCreateCollection } from "../api/collection-mutations";
import { useCollectionsText } from "../i18n";
import { ColorSwatches } from "./color-swatches";

const FORM_ID = "create-collection-form";

interface CreateCollectionModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The New Collection dialog (requirements C2, C5). The slug follows the name (the spec's slug rule) until the
 * user types in the slug field; what they type is kept URL-friendly by the same rule. A name with no
 * usable characters (e.g. "!!!") is answered with the plain slug message, not "enter both"; a cleared
 * slug is blank, so it gets "Please enter both name and slug".
 * On success it goes to the card library with the new collection preselected.
 */
export function CreateCollectionModal({ open, onClose }: CreateCollectionModalProps) {
  return open ? <CreateCollectionForm onClose={onClose} /> : null;
}

function CreateCollectionForm({ onClose }: { onClose: () => void }) {
  const { t } = useCollectionsText();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [color, setColor] = useState<CollectionColor>(DEFAULT_COLLECTION_COLOR);
  const [slugError, setSlugError] = useState<string | null>(null);
  const create = useCreateCollection();
  const navigate = useNavigate();

  const changeName = (value: string) => {
    setName(value);
    setSlugError(null);
    if (!slugEdited) setSlug(slugify(value));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const finalSlug = slugify(slug);
    // The slug message only when the slug still follows a name it cannot be made from ("!!!"); a slug
    // the user cleared is a blank field, answered as the spec says.
    if (name.trim() && !finalSlug && !slugEdited && !slugify(name)) {
      setSlugError(translateMessage(SLUG_MESSAGES.noUsableCharacters));
      return;
    }
    if (!name.trim() || !finalSlug) {
      toast.error(t("create.enterBoth"));
      return;
    }
    setSlug(finalSlug);
    create.mutate(
      { name: name.trim(), slug: finalSlug, color },
      {
        onSuccess: (collection) => {
          toast.success(t("create.created"));
          onClose();
          navigate(`${paths.cardLibrary}?collection=${encodeURIComponent(collection.id)}`);
        },
        onError: () => toast.error(t("create.failed")),
      },
    );
  };

  return (
    <Modal
      open
      title={t("create.title")}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("create.cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending}>
            {create.isPending ? t("create.creating") : t("create.submit")}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        <Field label={t("create.name")}>
          {(id) => (
            <Input
              id={id}
              value={name}
              onChange={(e) => changeName(e.target.value)}
              placeholder={t("create.namePlaceholder")}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={t("create.slug")} hint={t("create.slugHint")} error={slugError}>
          {(id) => (
            <Input
              id={id}
              value={slug}
              onChange={(e) => {
                setSlugEdited(true);
                setSlugError(null);
                setSlug(slugDraft(e.target.value));
              }}
              onBlur={() => setSlug(slugify(slug))}
              placeholder={t("create.slugPlaceholder")}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <ColorSwatches value={color} onChange={setColor} />
      </form>
    </Modal>
  );
}
