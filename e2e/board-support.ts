import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createTranslator, type Locale } from "../packages/i18n/src/index.ts";
import { sentCode } from "./outbox.ts";
import { expect } from "./support.ts";

/** The board's browser tests' shared steps (issue 17). */

/** Signs in (or up, for a new number) by phone with the SMS code from the dev outbox. */
export async function memberSignIn(page: Page, lang: Locale, national: string, phone: string) {
  const t = createTranslator(lang);
  await page.goto(`/${lang}/login`);
  await page.getByLabel(t("member.phone")).fill(national);
  await page.getByRole("button", { name: t("member.sendCode") }).click();
  await page.getByLabel(t("member.code")).fill(await sentCode(phone));
  await page.getByRole("button", { name: t("member.signIn") }).click();
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-signed-in", "true");
}

export const COLOURS = { red: "#d01010", green: "#10a020", blue: "#1030d0" } as const;
export type Colour = keyof typeof COLOURS;

/** A real 640 x 480 PNG of one colour, as a file input takes it. */
export async function picture(colour: Colour): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: COLOURS[colour] },
  })
    .png()
    .toBuffer();
  return { name: `${colour}.png`, mimeType: "image/png", buffer };
}
