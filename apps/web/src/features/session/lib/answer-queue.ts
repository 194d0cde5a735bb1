import type { AnswerBody } from "@recall/shared";
import type { AnswerRecord } from "./answer-record";

/**
 * The answers of the sessions in progress on this device (offline study; docs/decisions/offline.md).
 * Every answer is written here before it is sent and marked sent once the server has it, so an answer given
 * without a connection survives a closed tab or a reload and is sent, in order, when the connection returns;
 * and a reload without a connection, resumed from an older copy of the session, still knows every answer
 * given since. A session's answers are deleted when it completes. The server counts each `clientAnswerId`
 * once, so sending one twice is harmless.
 *
 * IndexedDB where the browser has it; otherwise (old browsers, private modes that refuse it, jsdom)
 * this page's memory, which keeps the session working without surviving a reload.
 */
export interface QueuedAnswer {
  /** The answer's clientAnswerId. */
  key: string;
  sessionId: string;
  body: AnswerBody;
  /** What the session page needs to count the answer again after a reload (session-resume.ts). */
  record: AnswerRecord;
  /** Epoch ms; the order answers are sent in. */
  queuedAt: number;
  /** The server has it (kept until the session completes, for a reload from an older copy). */
  sent?: boolean;
}

const DB_NAME = "recall-offline";
const STORE = "answers";
const BY_SESSION = "by-session";

let opening: Promise<IDBDatabase | null> | null = null;
const memory = new Map<string, QueuedAnswer>();

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === "undefined") return Promise.resolve(null);
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: "key" });
      store.createIndex(BY_SESSION, "sessionId");
    };
    req.onsuccess = () => resolve(req.result);
    // Refused (a private mode, a full disk): the queue lives in memory for this page instead.
    req.onerror = () => resolve(null);
    req.onblocked = () => resolve(null);
  });
  return opening;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore | null> {
  const db = await open();
  return db ? db.transaction(STORE, mode).objectStore(STORE) : null;
}

const inOrder = (items: QueuedAnswer[]) =>
  items.sort((a, b) => a.queuedAt - b.queuedAt || a.key.localeCompare(b.key));

export const answerQueue = {
  async put(item: QueuedAnswer): Promise<void> {
    const answers = await store("readwrite");
    if (answers) await request(answers.put(item));
    else memory.set(item.key, item);
  },

  async remove(key: string): Promise<void> {
    const answers = await store("readwrite");
    if (answers) await request(answers.delete(key));
    else memory.delete(key);
  },

  /** Marks the answer as on the server. */
  async markSent(item: QueuedAnswer): Promise<void> {
    await answerQueue.put({ ...item, sent: true });
  },

  /** Every answer of one session given on this device (sent or not), oldest first. */
  async forSession(sessionId: string): Promise<QueuedAnswer[]> {
    const answers = await store("readonly");
    if (!answers) return inOrder([...memory.values()].filter((a) => a.sessionId === sessionId));
    return inOrder(await request(answers.index(BY_SESSION).getAll(IDBKeyRange.only(sessionId))));
  },

  /** Forgets a session's answers (it is complete: the server has them all). */
  async clearSession(sessionId: string): Promise<void> {
    const answers = await store("readwrite");
    if (!answers) {
      for (const [key, a] of memory) if (a.sessionId === sessionId) memory.delete(key);
      return;
    }
    const keys = await request(answers.index(BY_SESSION).getAllKeys(IDBKeyRange.only(sessionId)));
    await Promise.all(keys.map((key) => answerQueue.remove(String(key))));
  },
};

/** For tests: forget the opened database (after fake-indexeddb is reset) and the memory fallback. */
export function resetAnswerQueueForTests(): void {
  opening = null;
  memory.clear();
}
