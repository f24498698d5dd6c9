import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The dev outbox: where messages go when no real transport is configured. Each message is a
 * `{id}.json` card (what the outbox pages list and show) and, for e-mail, the `{id}.eml` exactly
 * as it would have gone over SMTP (RFC 822, opens in any mail client). One card per message
 * rather than one shared index file, so several API processes can write the same directory
 * without losing entries. Ids start with the time, so sorting names sorts by age.
 */
export type OutboxKind = "email" | "sms";

export type OutboxEntry = {
  id: string;
  kind: OutboxKind;
  /** ISO 8601. */
  at: string;
  to: string;
  from: string | null;
  /** Empty for SMS. */
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  /** The files the e-mail carried (their bytes are in the .eml). */
  attachments?: { filename: string; contentType: string; size: number }[];
};

export type NewOutboxEntry = Omit<OutboxEntry, "id" | "at">;

export type Outbox = {
  dir: string;
  /** Writes the message (and its .eml) and returns its card. */
  add(entry: NewOutboxEntry, eml?: Buffer): Promise<OutboxEntry>;
  /** Newest first. */
  list(limit?: number): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | null>;
  eml(id: string): Promise<Buffer | null>;
};

const ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

/** Whether a string is an outbox id: the only names ever joined to the outbox path. */
export function isOutboxId(value: string): boolean {
  return ID.test(value);
}

export function createOutbox(dir: string): Outbox {
  const path = (id: string, ext: "json" | "eml") => {
    if (!isOutboxId(id)) throw new Error(`not an outbox id: ${JSON.stringify(id)}`);
    return join(dir, `${id}.${ext}`);
  };

  // Strictly increasing within the process, so two messages in one millisecond keep their order.
  let lastTime = 0;

  return {
    dir,

    async add(entry, eml) {
      lastTime = Math.max(Date.now(), lastTime + 1);
      const at = new Date(lastTime).toISOString();
      const id = `${at.replace(/[-:.]/g, "")}-${randomBytes(4).toString("hex")}`;
      const card: OutboxEntry = { id, at, ...entry };
      await mkdir(dir, { recursive: true });
      // The card is written last and renamed into place: a listed message is always complete.
      if (eml) await writeAtomically(path(id, "eml"), eml);
      await writeAtomically(path(id, "json"), `${JSON.stringify(card, null, 2)}\n`);
      return card;
    },

    async list(limit = 200) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const ids = names
        .filter((name) => name.endsWith(".json") && isOutboxId(name.slice(0, -5)))
        .map((name) => name.slice(0, -5))
        .sort()
        .reverse()
        .slice(0, limit);
      const cards = await Promise.all(ids.map((id) => this.get(id)));
      return cards.filter((card): card is OutboxEntry => card !== null);
    },

    async get(id) {
      if (!isOutboxId(id)) return null;
      const raw = await readOptional(path(id, "json"));
      if (!raw) return null;
      try {
        return JSON.parse(raw.toString("utf8")) as OutboxEntry;
      } catch {
        return null;
      }
    },

    async eml(id) {
      if (!isOutboxId(id)) return null;
      return readOptional(path(id, "eml"));
    },
  };
}

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

async function readOptional(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
