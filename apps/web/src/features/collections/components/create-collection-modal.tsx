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
import { useCreateCollection } from "../api/collection-mutations";
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
      setSlugError(SLUG_MESSAGES.noUsableCharacters);
      return;
    }
    if (!name.trim() || !finalSlug) {
      toast.error("Please enter both name and slug");
      return;
    }
    setSlug(finalSlug);
    create.mutate(
      { name: name.trim(), slug: finalSlug, color },
      {
        onSuccess: (collection) => {
          toast.success("Collection created! Now select cards to add.");
          onClose();
          navigate(`${paths.cardLibrary}?collection=${encodeURIComponent(collection.id)}`);
        },
        onError: () => toast.error("Failed to create collection. Check if the slug is unique."),
      },
    );
  };

  return (
    <Modal
      open
      title="New Collection"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create & Add Cards"}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        <Field label="Collection Name">
          {(id) => (
            <Input
              id={id}
              value={name}
              onChange={(e) => changeName(e.target.value)}
              placeholder="e.g. Exam revision"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Slug" hint="URL-friendly: lowercase letters, numbers and hyphens." error={slugError}>
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
              placeholder="exam-revision"
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
