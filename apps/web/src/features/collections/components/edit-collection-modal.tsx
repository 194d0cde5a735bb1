import { COLLECTION_LIMITS, type Collection, type CollectionColor, SESSION_MODES } from "@recall/shared";
import { FormProvider, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  FormErrorSummary,
  SelectField,
  showServerErrors,
  TextareaField,
  TextField,
  useZodForm,
} from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { useUpdateCollection } from "../api/collection-mutations";
import {
  collectionToForm,
  EditCollectionSchema,
  type EditCollectionValues,
} from "../lib/edit-collection-form";
import { SESSION_MODE_LABELS } from "../lib/labels";
import { ColorSwatches } from "./color-swatches";

const FORM_ID = "edit-collection-form";
const { min, max } = COLLECTION_LIMITS.cardsPerSession;

interface EditCollectionModalProps {
  collection: Collection;
  onClose: () => void;
}

/**
 * Edit Collection: rename, description, colour (the palette of requirements C9) and session settings. Cards per
 * session outside 5-50 is refused on the field (the form and the server say the same), never dropped.
 */
export function EditCollectionModal({ collection, onClose }: EditCollectionModalProps) {
  const { t } = useTranslation();
  const form = useZodForm(EditCollectionSchema, { defaultValues: collectionToForm(collection) });
  const color = useWatch({ control: form.control, name: "color" }) as CollectionColor;
  const update = useUpdateCollection();

  const save = form.handleSubmit((body) =>
    update.mutate(
      { id: collection.id, body },
      {
        onSuccess: () => {
          toast.success("Collection updated");
          onClose();
        },
        onError: (err) => showServerErrors(form, err, "Failed to update collection"),
      },
    ),
  );

  return (
    <Modal
      open
      title="Edit Collection"
      onClose={onClose}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={FORM_ID} noValidate onSubmit={save} className="space-y-4" aria-label="Edit collection">
          <TextField<EditCollectionValues> name="name" label="Collection Name" autoComplete="off" />
          <TextareaField<EditCollectionValues> name="description" label="Description" rows={3} />
          <ColorSwatches
            value={color}
            onChange={(next) => form.setValue("color", next, { shouldDirty: true })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<EditCollectionValues>
              name="config.cardsPerSession"
              label="Cards per session"
              hint={`From ${min} to ${max}.`}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
            />
            <SelectField<EditCollectionValues> name="config.sessionMode" label={t("collections.sessionMode")}>
              {SESSION_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {SESSION_MODE_LABELS[mode]}
                </option>
              ))}
            </SelectField>
          </div>
          <FormErrorSummary />
        </form>
      </FormProvider>
    </Modal>
  );
}
