import { contentLanguage, type StaffArea, staffMay } from "@sf/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { siteOf } from "../../lib/site.ts";
import type { StaffActor } from "../../services/admin/actor.ts";
import { authenticateStaff, STAFF_SESSION_HOURS } from "../../services/admin/staff-sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member of a back-office request. */
    staff: StaffActor | null;
  }
  interface FastifyContextConfig {
    /**
     * A back-office route (`/admin/api/*`): the area its caller's role must grant, `self` for
     * any signed-in member's own things, `sign-in` for the one route without a session,
     * `optional` for the one that answers whether there is one. The
     * shop comes from the staff session, not the `token` header.
     */
    staff?: StaffArea | "self" | "sign-in" | "optional";
  }
}

export const STAFF_COOKIE = "sf_admin";

/** The session token from the request's cookie. */
function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === STAFF_COOKIE) return value.join("=");
  }
  return null;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Sets the session cookie: HttpOnly, SameSite=Strict, only for /admin, Secure over https. */
export function setStaffCookie(reply: FastifyReply, token: string, https: boolean): void {
  const maxAge = token ? STAFF_SESSION_HOURS * 3600 : 0;
  reply.header(
    "set-cookie",
    `${STAFF_COOKIE}=${token}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${https ? "; Secure" : ""}`,
  );
}

/**
 * Every back-office request: a write from another origin is refused (the cookie is SameSite=Strict
 * too); the staff session names the member and the shop (401 without one); the route's area
 * must be granted to the member's role (403). A route that names no area is refused: closed by
 * default.
 */
export function registerStaffGuard(app: FastifyInstance): void {
  app.decorateRequest("staff", null);
  app.addHook("onRequest", async (request) => {
    if (!request.routeOptions.url) return;
    const area = request.routeOptions.config?.staff;
    if (!area) throw new AppError("permission_denied", "This back-office route has no access rule.");
    const origin = request.headers.origin;
    if (origin && request.method !== "GET" && originHost(origin) !== request.headers.host)
      throw new AppError("permission_denied", "Requests from another site are refused.");
    if (area === "sign-in") return;
    const token = sessionToken(request);
    const found = token ? await authenticateStaff(app.db, token, request.ip) : null;
    if (!found && area === "optional") return;
    if (!found) throw new AppError("not_authenticated", "Sign in to the back-office.");
    request.staff = found.actor;
    request.site = siteOf(found.site);
    request.lang = contentLanguage(
      request.headers["accept-language"],
      request.site.languages,
      request.site.mainLanguage,
    );
    if (area !== "self" && area !== "optional" && !staffMay(found.actor.role, area))
      throw new AppError("permission_denied", "Your role does not allow this.");
  });
}

/** The signed-in member (the guard has made sure of one on every route but sign-in). */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError("not_authenticated", "Sign in to the back-office.");
  return request.staff;
}
