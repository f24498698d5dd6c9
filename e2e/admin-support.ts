import type { Page } from "@playwright/test";
import { API_URL, expect } from "./support.ts";

/** The back-office of the browser tests' API, and the demo shop's owner (README). */
export const ADMIN = `${API_URL}/admin`;
export const OWNER = { shop: "default", email: "owner@example.com", password: "demo-owner-2026" };

type StaffLogin = { shop: string; email: string; password: string };

/** A new member of the demo shop in `role`, added by its owner through the staff API. */
export async function newStaff(
  role: "content_editor" | "manager",
  prefix: string = role,
): Promise<StaffLogin> {
  const signIn = await fetch(`${ADMIN}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  expect(signIn.status).toBe(200);
  const cookie = String(signIn.headers.get("set-cookie")).split(";")[0] as string;
  const member = {
    shop: OWNER.shop,
    email: `${prefix}.${Date.now()}@example.md`,
    password: "parola-editor-2026",
  };
  const created = await fetch(`${ADMIN}/api/staff`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ email: member.email, password: member.password, role }),
  });
  expect(created.status).toBe(201);
  return member;
}

/** Signs in to the back-office (in Romanian, its default) and waits for the signed-in shell. */
export async function signIn(page: Page, who: StaffLogin) {
  await page.goto(`${ADMIN}/`);
  await page.getByLabel("Codul magazinului").fill(who.shop);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Parola").fill(who.password);
  await page.getByRole("button", { name: "Intră" }).click();
  await expect(page.getByRole("button", { name: "Ieșire" })).toBeVisible();
}
