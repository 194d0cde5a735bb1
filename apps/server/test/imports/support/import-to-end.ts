import { expect } from "vitest";
import type { SignedUpUser } from "../../helpers/factories";
import type { TestApp } from "../../helpers/test-app";

/** Upload → preview → start → the durable job, until it completes or fails: the path a learner takes. */
export async function importToEnd(t: TestApp, owner: SignedUpUser, filename: string, body: Uint8Array) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/imports?filename=${encodeURIComponent(filename)}`,
    headers: { ...owner.auth, "content-type": "application/octet-stream" },
    payload: Buffer.from(body),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { data } = res.json();
  const started = await t.app.inject({
    method: "POST",
    url: `/api/imports/${data.import.id}/start`,
    headers: owner.auth,
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = (
      await t.app.inject({ method: "GET", url: `/api/imports/${data.import.id}`, headers: owner.auth })
    ).json().data;
    if (state.state === "completed" || state.state === "failed") return { preview: data.preview, state };
    if (Date.now() > deadline) throw new Error(`import still ${state.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
