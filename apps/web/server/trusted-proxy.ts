import { BlockList, isIP } from "node:net";

/**
 * Which peers' X-Forwarded-For and X-Forwarded-Proto the web server believes (`WEB_TRUST_PROXY`,
 * like the API's `TRUST_PROXY`): a comma-separated list of addresses and CIDR ranges, by default
 * this host (a TLS proxy on the same machine); `1` or `true` trusts every peer (only when nothing
 * else can reach the port), `0` or `false` none.
 */
export type TrustedProxies = (address: string) => boolean;

const LOOPBACK = "127.0.0.0/8,::1/128";

export function trustedProxies(setting: string | undefined): TrustedProxies {
  const value = setting?.trim() || LOOPBACK;
  if (value === "1" || value === "true") return () => true;
  if (value === "0" || value === "false") return () => false;
  const list = new BlockList();
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", bits] = entry.split("/");
    const family = isIP(address);
    if (!family) throw new Error(`WEB_TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? "ipv4" : "ipv6");
  };
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) as `127.0.0.1`. */
function unmapped(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

/**
 * What a request says about its client, believing forwarded headers only as far as the chain of
 * trusted proxies goes: the client's address is the nearest untrusted one in X-Forwarded-For
 * (read from the right, as each proxy appends), and the scheme is X-Forwarded-Proto's only when
 * the peer itself is trusted.
 */
export function forwardedClient(
  peer: string,
  headers: Headers,
  trusted: TrustedProxies,
): { address: string; https: boolean | null } {
  if (!peer || !trusted(peer)) return { address: peer, https: null };
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  let address = peer;
  for (let index = chain.length - 1; index >= 0; index--) {
    address = chain[index] as string;
    if (!trusted(address)) break;
  }
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return { address, https: proto === "https" ? true : proto === "http" ? false : null };
}
