import { AppError } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { demoProvider } from "./demo-provider.ts";
import { NOVAPOST_PRODUCTION_URL, NOVAPOST_SANDBOX_URL, NovaPostClient } from "./novapost-client.ts";
import { novaPostProvider } from "./novapost-provider.ts";
import type { PostalProvider } from "./provider.ts";

/** One client (and so one JWT) per host and key, shared by the shops that use them. */
const clients = new Map<string, NovaPostClient>();

/**
 * The carrier a shop's checkout uses: `additional_settings.novapost.provider` ("demo" unless
 * set). The API key is read from the environment variable the settings name (never from the
 * settings themselves); `NOVAPOST_BASE_URL` overrides the host (a proxy, or a test's fake server).
 */
export function getPostalProvider(site: Site, env: NodeJS.ProcessEnv = process.env): PostalProvider {
  const settings = site.settings.additional_settings.novapost;
  if (settings.provider === "demo") return demoProvider;
  const apiKey = env[settings.api_key_env];
  if (!apiKey) {
    throw new AppError("service_unavailable", "Nova Post is not configured for this shop (no API key).");
  }
  const baseUrl =
    env.NOVAPOST_BASE_URL ||
    (settings.environment === "sandbox" ? NOVAPOST_SANDBOX_URL : NOVAPOST_PRODUCTION_URL);
  const key = `${baseUrl}\n${apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new NovaPostClient(baseUrl, apiKey);
    clients.set(key, client);
  }
  return novaPostProvider(client, settings);
}
