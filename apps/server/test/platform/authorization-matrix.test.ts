import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, users } from "../../src/db/schema/index";
import { type AiTestApp, createAiTestApp } from "../ai/support/ai-test-app";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { type FuzzRequest, listOperations, type Operation, urlOf } from "../helpers/openapi-requests";
import {
  BASELINE_REFUSALS,
  createOwner,
  createResources,
  isDestructive,
  type Resources,
} from "./input-fuzz-routes";
import { baseline, paramFill } from "./route-baselines";

/**
 * And docs/decisions/access-policy.md: every route of the OpenAPI document that takes an id, as
 * anonymous (401), as the owner (the route works), and as another signed-in user on the owner's private
 * course, public course and inactive public course (404 where they may not see it; on a public course a read
 * works and a write is 403). Sessions, collections, jobs, plans, syllabi, materials and imports are always private.
 * The requests are the valid ones of the input fuzz (route-baselines.ts), so a refusal comes from the
 * policy, not from validation. A new id route fails here until RESOURCE_OF says what its id names.
 */

type Resource = "course" | "private";
/** What the first id of a route names, keyed like PATH_PARAMS by the literal segment before it. */
const RESOURCE_OF: Record<string, Resource> = {
  "courses/{id}": "course",
  "courses/{courseId}": "course",
  "cards/{cardId}": "course",
  "cards/{id}": "course",
  "from-course/{courseId}": "course",
  "index/{courseId}": "course",
  "jobs/{id}": "private",
  "syllabus/{id}": "private",
  "sessions/{id}": "private",
  "collections/{id}": "private",
  "compare/{idA}": "private",
  "course-plan/{id}": "private",
  "materials/{id}": "private",
  "imports/{id}": "private",
  // An imported image: whoever may see its course (the owner's course of createResources).
  "media/{id}": "course",
  // A sign-in (auth token) of the owner: only they may sign it out.
  "sign-ins/{id}": "private",
  // A data export: the zip of everything its owner stored.
  "export/{id}": "private",
};

/** Routes that only read a course they may see although they are not GETs: allowed to a non-owner. */
const READS_BY_POST = new Set([
  // Makes the caller's own collection out of a course they can read (requirements C7).
  "POST /api/collections/from-course/{courseId}",
]);

const ID_PARAM = /^id[A-Z]?$|Id$/;

function resourceOf(op: Operation): Resource | undefined {
  const first = op.pathParams.find((p) => ID_PARAM.test(p))!;
  const segments = op.path.split("/");
  let i = segments.indexOf(`{${first}}`) - 1;
  while (i > 0 && segments[i]!.startsWith("{")) i--;
  return RESOURCE_OF[`${segments[i]}/{${first}}`];
}

let t: AiTestApp;
let idRoutes: Operation[];
let owner: Awaited<ReturnType<typeof createOwner>>;
let intruder: SignedUpUser;
beforeAll(async () => {
  // As the input fuzz: workers off, a generation is stored and queued, never run.
  t = await createAiTestApp({ RUN_WORKERS: "false", AI_GENERATE_WAIT_MS: "0" });
  const ops = listOperations((await t.app.inject({ method: "GET", url: "/api/docs/json" })).json());
  idRoutes = ops.filter((op) => op.pathParams.some((p) => ID_PARAM.test(p)));
  owner = await createOwner(t);
  // Verified, guidelines accepted: the AI gates let them through, so only the access policy can refuse.
  intruder = await signUpUser(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, intruder.id));
  await t.app.inject({ method: "POST", url: "/api/auth/accept-guidelines", headers: intruder.auth });
}, 120_000);
afterAll(() => t.close());

function send(request: FuzzRequest, who: SignedUpUser | null) {
  const hasBody = request.body !== undefined;
  return t.app.inject({
    method: request.op.method as "GET",
    url: urlOf(request),
    headers: { ...(who ? who.auth : {}), ...(hasBody ? { "content-type": "application/json" } : {}) },
    ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
  });
}

const said = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 160)}`;

/** What another signed-in user must get on this route, with the owner's course in `state`. */
function expectedForIntruder(op: Operation, state: "private" | "public" | "inactive public"): string {
  if (resourceOf(op) === "private" || state !== "public") return "404";
  return op.method === "GET" || READS_BY_POST.has(op.key) ? "2xx" : "403";
}
const outcome = (res: LightMyRequestResponse) =>
  res.statusCode >= 200 && res.statusCode < 300 ? "2xx" : String(res.statusCode);

describe("authorization matrix over every id route of the OpenAPI document", () => {
  it("knows what every id route's id names", () => {
    expect(idRoutes.length).toBeGreaterThan(30);
    const unknown = idRoutes.filter((op) => !resourceOf(op)).map((op) => op.key);
    expect(unknown, "add the id's segment to RESOURCE_OF in authorization-matrix.test.ts").toEqual([]);
  });

  it("anonymous → 401; another user → 404 on what they may not see, 403 on a write they may see", async () => {
    const r = await createResources(t, owner);
    const problems: string[] = [];
    const setCourse = (state: { isPublic: boolean; isActive: boolean }) =>
      t.database.db.update(courses).set(state).where(eq(courses.id, r.courseId));
    const states = [
      ["private", { isPublic: false, isActive: true }],
      ["inactive public", { isPublic: true, isActive: false }],
      ["public", { isPublic: true, isActive: true }],
    ] as const;
    for (const [state, flags] of states) {
      await setCourse(flags);
      for (const op of idRoutes) {
        const request = baseline(op, r);
        if (state === "private") {
          const anonymous = await send(request, null);
          if (anonymous.statusCode !== 401) problems.push(`${op.key} anonymous: ${said(anonymous)}`);
        }
        const res = await send(request, intruder);
        const want = expectedForIntruder(op, state);
        const got = outcome(res);
        if (got !== want)
          problems.push(`${op.key} other user, ${state} course: want ${want}, got ${said(res)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("the owner may use every id route on their own resources", async () => {
    const shared = await createResources(t, owner);
    const problems: string[] = [];
    const ordered = [...idRoutes].sort((a, b) => Number(isDestructive(a)) - Number(isDestructive(b)));
    for (const op of ordered) {
      const r: Resources = isDestructive(op) ? await createResources(t, owner) : shared;
      const res = await send(baseline(op, r), r.user);
      const refusal = BASELINE_REFUSALS[op.key]?.status;
      if (res.statusCode >= 300 && res.statusCode !== refusal) problems.push(`${op.key} owner: ${said(res)}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

it("the matrix covers the routes it claims: each id is filled from the owner's resources", () => {
  const unfillable = idRoutes.flatMap((op) =>
    op.pathParams.filter((p) => !paramFill(op, p)).map((p) => `${op.key}: {${p}}`),
  );
  expect(unfillable).toEqual([]);
});
