import type { FastifyRequest } from "fastify";
import type { AiClient } from "./ai-client";
import { requireGuidelinesAccepted, requireVerifiedEmail, screenOrThrow } from "./guidelines";

/** What one request will send to the model, declared by its route (read after the account checks pass). */
export interface AiRequestNeeds {
  /** Texts the model will read that come from the user (the request, a material): the content screen. */
  screen?: readonly (string | null | undefined)[];
  /**
   * The most the request's first model call can cost, when the route can tell; otherwise the cheapest call
   * there is. Refusing here keeps a request that cannot pay from claiming or storing anything first.
   */
  firstCallMicros?: number;
}

export type PreflightUser = {
  id: string;
  emailVerifiedAt: Date | null;
  guidelinesAcceptedAt: Date | null;
};

/**
 * The checks in front of every request that reaches the model, in this order: a provider is configured (503),
 * the email is verified (403), the content guidelines are accepted (403), the first call is affordable (402),
 * the user's texts pass the content screen (422). `needs` runs only once the account checks passed, so a
 * refused account learns nothing about ids it sent (403 before 404). Each model call still reserves its own
 * cost, and the reservation checks the email again (budget.ts), so a job resumed outside any request stays bound.
 */
export async function aiPreflight(
  ai: Pick<AiClient, "requireConfigured" | "requireAffordable" | "maxCostMicros">,
  user: PreflightUser,
  needs: () => AiRequestNeeds | Promise<AiRequestNeeds> = () => ({}),
): Promise<void> {
  ai.requireConfigured();
  requireVerifiedEmail(user);
  requireGuidelinesAccepted(user);
  const { screen = [], firstCallMicros = ai.maxCostMicros("", 1) } = await needs();
  await ai.requireAffordable(user.id, firstCallMicros);
  screenOrThrow(...screen);
}

/**
 * A value loaded once per request and shared by the route's preflight and its handler (the owned plan, the
 * material), so a record is read and authorized once.
 */
export function perRequest<R extends FastifyRequest, T>(load: (request: R) => Promise<T>) {
  const loaded = new WeakMap<FastifyRequest, Promise<T>>();
  return (request: R): Promise<T> => {
    let value = loaded.get(request);
    if (!value) {
      value = load(request);
      loaded.set(request, value);
    }
    return value;
  };
}
