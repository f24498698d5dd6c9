import { notifyMeRequestSchema } from "@sf/contract";
import { apiFor } from "./api/request.server.ts";

export type NotifyMeResult = {
  intent: "notify_me";
  status: "created" | "repeated" | "invalid_email" | "failed";
  email: string;
};

/**
 * The product page's "notify me" form (with or without JavaScript): validates the e-mail with
 * the API's own schema, then stores the request through `/base/user-request/`.
 */
export async function submitNotifyMe(request: Request, form: FormData): Promise<NotifyMeResult> {
  const email = String(form.get("email") ?? "").slice(0, 300);
  const parsed = notifyMeRequestSchema.safeParse({
    type: "notify_me",
    product_id: form.get("product_id"),
    email,
  });
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.some((issue) => issue.path[0] === "email");
    return { intent: "notify_me", status: emailIssue ? "invalid_email" : "failed", email };
  }
  try {
    const result = await (await apiFor(request)).site.userRequest(parsed.data);
    return { intent: "notify_me", status: result.created ? "created" : "repeated", email };
  } catch {
    // Refused (e.g. back in stock meanwhile) or unreachable: the form says it did not work.
    return { intent: "notify_me", status: "failed", email };
  }
}
