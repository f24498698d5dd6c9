import type { FastifyInstance } from "fastify";
import { createFileStorage, type FileStorage, type StorageConfig } from "../lib/storage/file-storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded files (CVs): a folder under ./data by default, an S3-compatible bucket when configured. */
    storage: FileStorage;
  }
}

export function registerStorage(app: FastifyInstance, config: StorageConfig): void {
  app.decorate("storage", createFileStorage(config));
}
