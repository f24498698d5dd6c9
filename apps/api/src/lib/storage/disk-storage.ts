import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { checkedKey, type FileStorage } from "./file-storage.ts";

/** Files in a folder (the default: `./data/files`); written to a temporary name, then renamed into place. */
export function diskStorage(root: string): FileStorage {
  const path = (key: string) => join(root, checkedKey(key));
  return {
    kind: "disk",
    async put(key, bytes) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
  };
}
