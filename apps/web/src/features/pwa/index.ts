/** The installable app and its offline shell: the service worker's registration and caches. */
export { RUNTIME_CACHES, SERVICE_WORKER_URL } from "./cache-names";
export { clearPrivateCaches } from "./clear-private-caches";
export { registerServiceWorker, registerServiceWorkerWhenIdle } from "./register-service-worker";
