import { describe, expect, it } from "vitest";
import { messengerLinks } from "../src/messengers.ts";

describe("messenger links", () => {
  it("name the known messengers and keep web and app links only", () => {
    expect(
      messengerLinks([
        { type: "viber", url: "viber://chat?number=%2B37369000000" },
        { type: "Telegram", url: " https://t.me/shop " },
        { type: "whatsapp", url: "https://wa.me/37369000000" },
        { type: "Line", url: "https://line.me/shop" },
        { type: "evil", url: "javascript:alert(1)" },
        { type: "data", url: "data:text/html,hi" },
        { type: " ", url: "https://x.example" },
      ]),
    ).toEqual([
      ["Viber", "viber://chat?number=%2B37369000000"],
      ["Telegram", "https://t.me/shop"],
      ["WhatsApp", "https://wa.me/37369000000"],
      ["Line", "https://line.me/shop"],
    ]);
  });
});
