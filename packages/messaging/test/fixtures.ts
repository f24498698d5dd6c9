import type { MessagingLog } from "../src/messaging.ts";
import type { MailShop, OrderMail } from "../src/types.ts";

export const shop: MailShop = {
  name: "Farmacia <Familiei> & Co",
  logoUrl: "https://shop.example/media/logo.svg",
  phone: "+373 22 123 456",
  publicUrl: "https://shop.example/",
};

export const order: OrderMail = {
  id: 4821,
  number: "MD-004821",
  createdAt: "2026-11-22T09:30:00Z",
  lang: "ro",
  currency: "MDL",
  customer: { name: "Ion Popescu", email: "ion@example.md", phone: "+37369123456" },
  lines: [
    { title: "Paracetamol 500 mg, 20 comprimate", code: "T-102", quantity: 2, price: 19.99, total: 39.98 },
    { title: "Cablu HDMI 2.1", quantity: 1.5, unit: "m", price: 1250, total: 1875 },
  ],
  totals: { subtotal: 1914.98, discount: 100, promoCode: "IARNA10", delivery: 0, total: 1814.98 },
  delivery: { type: "delivery", locality: "Chișinău", address: "str. Ștefan cel Mare 1, ap. 5" },
  payment: { type: "cash" },
  comments: 'Sunați înainte <script>alert("x")</script>',
};

/** A logger that keeps what was logged, so tests can assert on failures. */
export function recordingLog() {
  const entries: { level: "info" | "warn" | "error"; details: object; message: string }[] = [];
  const log: MessagingLog = {
    info: (details, message) => entries.push({ level: "info", details, message }),
    warn: (details, message) => entries.push({ level: "warn", details, message }),
    error: (details, message) => entries.push({ level: "error", details, message }),
  };
  return { log, entries };
}
