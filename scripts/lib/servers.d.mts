// Types of servers.mjs for playwright.config.ts.
export type ServerKind = "api" | "web";
export declare const NODE_FLAGS: Record<ServerKind, string[]>;
export declare const SERVER_ENV: Record<string, string>;
export declare function serverEnv(kind: ServerKind): Record<string, string>;
export declare function serverArgs(
  kind: ServerKind,
  options?: { dev?: boolean; embedded?: boolean },
): string[];
export declare function assertServersBuilt(): void;
