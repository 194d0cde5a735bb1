import { RUNTIME_CACHES } from "./cache-names";

type CacheDeleter = Pick<CacheStorage, "delete">;

/**
 * Deletes the service worker's caches of a user's data (a session's cards, card images) on logout, so the
 * next person on a shared device cannot read them offline. The precached app shell holds no user data
 * and stays. Never throws: logout must finish whatever the cache storage says.
 */
export async function clearPrivateCaches(
  storage: CacheDeleter | undefined = typeof caches === "undefined" ? undefined : caches,
): Promise<void> {
  if (!storage) return;
  await Promise.all(Object.values(RUNTIME_CACHES).map((name) => storage.delete(name).catch(() => false)));
}
