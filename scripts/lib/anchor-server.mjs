#!/usr/bin/env node
// The bench's anchor: a bare Fastify route that answers the same bytes the measured route
// answered (same content type), so the ratio of the two req/s is what our code costs.
// Usage: node scripts/lib/anchor-server.mjs PORT FILE CONTENT_TYPE
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const [port, file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
const app = Fastify({ logger: false });
app.get("/*", async (_request, reply) => reply.header("content-type", contentType).send(body));
await app.listen({ port: Number(port), host: "127.0.0.1" });
console.log(`anchor on ${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.close().then(() => process.exit(0)));
