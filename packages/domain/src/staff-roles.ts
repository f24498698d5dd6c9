/**
 * Back-office roles and what each may do. The owner does everything and manages staff; a manager
 * runs orders, the catalogue and customers (their reviews and requests in the inboxes included);
 * a content editor edits content only. Promotions, delivery and settings are the owner's.
 */
export const STAFF_ROLES = ["owner", "manager", "content_editor"] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** The back-office's areas: the API checks one per endpoint, the admin app hides what is refused. */
export const STAFF_AREAS = [
  "dashboard",
  "orders",
  "catalogue",
  "customers",
  "content",
  "inboxes",
  "promotions",
  "delivery",
  "staff",
  "audit",
  "settings",
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const GRANTS: Record<StaffRoleName, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  manager: ["dashboard", "orders", "catalogue", "customers", "inboxes"],
  content_editor: ["content"],
};

export function staffMay(role: StaffRoleName, area: StaffArea): boolean {
  return GRANTS[role].includes(area);
}

export function staffAreas(role: StaffRoleName): StaffArea[] {
  return [...GRANTS[role]];
}

/** A staff password: 10 to 128 characters, not all one character. */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < 10) return "The password needs at least 10 characters.";
  if (password.length > 128) return "The password can have at most 128 characters.";
  if (new Set(password).size < 4) return "The password is too simple.";
  return null;
}
