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
import { useCollectionsText } from "../i18n";
import {
  collectionToForm,
  EditCollectionSchema,
  type EditCollectionValues,
} from "../lib/edit-collection-form";
import { sessionModeLabel } from "../lib/labels";
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
  const { t: text } = useCollectionsText();
  const form = useZodForm(EditCollectionSchema, { defaultValues: collectionToForm(collection) });
  const color = useWatch({ control: form.control, name: "color" }) as CollectionColor;
  const update = useUpdateCollection();

  const save = form.handleSubmit((body) =>
    update.mutate(
      { id: collection.id, body },
      {
        onSuccess: () => {
          toast.success(text("edit.updated"));
          onClose();
        },
        onError: (err) => showServerErrors(form, err, text("edit.failed")),
      },
    ),
  );

  return (
    <Modal
      open
      title={text("edit.title")}
      onClose={onClose}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {text("edit.cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={update.isPending}>
            {update.isPending ? text("edit.saving") : text("edit.save")}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={FORM_ID}
          noValidate
          onSubmit={save}
          className="space-y-4"
          aria-label={text("edit.formLabel")}
        >
          <TextField<EditCollectionValues> name="name" label={text("edit.name")} autoComplete="off" />
          <TextareaField<EditCollectionValues> name="description" label={text("edit.description")} rows={3} />
          <ColorSwatches
            value={color}
            onChange={(next) => form.setValue("color", next, { shouldDirty: true })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<EditCollectionValues>
              name="config.cardsPerSession"
              label={text("edit.cardsPerSession")}
              hint={text("edit.range", { min, max })}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
            />
            <SelectField<EditCollectionValues> name="config.sessionMode" label={t("collections.sessionMode")}>
              {SESSION_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {sessionModeLabel(mode)}
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
