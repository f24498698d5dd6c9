import type { MailShop } from "@sf/messaging";
import type { Site } from "../lib/site.ts";

/**
 * The shop as its messages show it: name, logo and contact phone from the site's settings, and
 * the storefront's origin for links (PUBLIC_URL; the API never sees the storefront's host).
 */
export function getMailShop(
  site: Site,
  publicUrl = process.env.PUBLIC_URL ?? "http://localhost:3000",
): MailShop {
  const settings = site.settings;
  const logo = settings.logo.siteLogo;
  return {
    name: settings.project,
    logoUrl: logo ? absoluteUrl(logo, publicUrl) : null,
    phone: settings.phones.main ?? settings.phones.support ?? settings.phones.stationary ?? null,
    publicUrl,
  };
}

function absoluteUrl(value: string, base: string): string | null {
  try {
    return new URL(value, base).toString();
  } catch {
    return null;
  }
}
