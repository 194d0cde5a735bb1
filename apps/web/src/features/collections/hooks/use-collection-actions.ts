import { type Collection, slugFromName } from "@recall/shared";
import { toast } from "sonner";
import {
  useDeleteCollection,
  useDuplicateCollection,
  useUpdateCollection,
} from "../api/collection-mutations";
import { useCollectionsText } from "../i18n";

/**
 * Favourite, duplicate and delete for one collection, with the messages of requirements C8.
 * Duplicate asks for a new name (cancel or blank does nothing) and derives the slug by the spec's rule;
 * a name without usable characters is refused with the plain slug message.
 */
export function useCollectionActions(collection: Collection) {
  const { t } = useCollectionsText();
  const update = useUpdateCollection();
  const duplicate = useDuplicateCollection();
  const remove = useDeleteCollection();

  const toggleFavorite = () =>
    update.mutate(
      { id: collection.id, body: { isFavorite: !collection.isFavorite } },
      { onError: () => toast.error(t("actions.favoriteFailed")) },
    );

  const duplicateCollection = () => {
    const input = window.prompt(t("actions.copyPrompt"), t("actions.copyName", { name: collection.name }));
    const newName = input?.trim();
    if (!newName) return;
    const slug = slugFromName(newName);
    if (!slug.ok) {
      toast.error(slug.message);
      return;
    }
    duplicate.mutate(
      { id: collection.id, body: { newName, newSlug: slug.slug, includeCards: true } },
      {
        onSuccess: () => toast.success(t("actions.duplicated")),
        onError: () => toast.error(t("actions.duplicateFailed")),
      },
    );
  };

  const deleteCollection = () => {
    if (!window.confirm(t("actions.confirmDelete", { name: collection.name }))) return;
    remove.mutate(collection.id, {
      onSuccess: () => toast.success(t("actions.deleted")),
      onError: () => toast.error(t("actions.deleteFailed")),
    });
  };

  return {
    toggleFavorite,
    duplicateCollection,
    deleteCollection,
    favoritePending: update.isPending,
    busy: duplicate.isPending || remove.isPending,
  };
}
