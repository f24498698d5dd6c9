import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * Real server processes for the scale-out proof: each one is `node --import tsx <entry>` with
 * its own environment, its output kept (last 200 lines) to explain a failure, and stopped with
 * SIGTERM (SIGKILL after 5 s). Nothing here balances or coordinates them: that is the point.
 */
export type ServerProcess = {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
};

/** A port the kernel says is free on 127.0.0.1 (closed again before the server takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

/** Only what a server needs from the parent: no stray DATABASE_URL or REDIS_URL leaks in. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ["PATH", "HOME", "TMPDIR", "LANG"]) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  return env;
}

export async function startServer(options: {
  name: string;
  entry: string;
  cwd: string;
  port: number;
  env: Record<string, string>;
  /** A path that answers once the server listens. */
  readyPath: string;
  /** Told of the process as soon as it is spawned, so a failed start elsewhere still stops it. */
  track: (server: ServerProcess) => void;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["--import", "tsx", options.entry], {
    cwd: options.cwd,
    env: { ...baseEnv(), ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line) output.push(`[${options.name}] ${line}`);
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: ServerProcess = {
    name: options.name,
    url,
    child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killed);
    },
  };
  options.track(server);
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${options.name} exited with ${child.exitCode}:\n${output.join("\n")}`);
    try {
      await fetch(url + options.readyPath, { signal: AbortSignal.timeout(2_000) });
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await server.stop();
  throw new Error(`${options.name} did not answer at ${url} in time:\n${output.join("\n")}`);
}

/** Runs a command to its end (bounded), failing with its output. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} ended with ${code ?? signal}:\n${output}`));
    });
  });
}
