import { type Collection, slugFromName } from "@recall/shared";
import { toast } from "sonner";
import {
  useDeleteCollection,
  useDuplicateCollection,
  useUpdateCollection,
} from "../api/collection-mutations";

/**
 * Favourite, duplicate and delete for one collection, with the messages of requirements C8.
 * Duplicate asks for a new name (cancel or blank does nothing) and derives the slug by the spec's rule;
 * a name without usable characters is refused with the plain slug message.
 */
export function useCollectionActions(collection: Collection) {
  const update = useUpdateCollection();
  const duplicate = useDuplicateCollection();
  const remove = useDeleteCollection();

  const toggleFavorite = () =>
    update.mutate(
      { id: collection.id, body: { isFavorite: !collection.isFavorite } },
      { onError: () => toast.error("Failed to update favorite status") },
    );

  const duplicateCollection = () => {
    const input = window.prompt("Name of the copy:", `${collection.name} (Copy)`);
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
        onSuccess: () => toast.success("Collection duplicated!"),
        onError: () => toast.error("Failed to duplicate collection"),
      },
    );
  };

  const deleteCollection = () => {
    if (!window.confirm(`Delete the collection "${collection.name}"? Its cards stay in their courses.`))
      return;
    remove.mutate(collection.id, {
      onSuccess: () => toast.success("Collection deleted!"),
      onError: () => toast.error("Failed to delete collection"),
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
