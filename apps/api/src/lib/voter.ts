import { BROWSER_ID_HEADER, resolveVoter } from "@sf/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** Who votes on or posts a review: the browser_id cookie, x-browser-id header, body no_user_id, else the IP. */
export function voterOf(request: FastifyRequest, bodyId?: string): string {
  const header = request.headers[BROWSER_ID_HEADER];
  const result = resolveVoter({
    cookieHeader: request.headers.cookie,
    header: Array.isArray(header) ? header[0] : header,
    bodyId,
    ip: request.ip,
  });
  if ("error" in result) throw new AppError("invalid", result.error);
  return result.voter;
}
