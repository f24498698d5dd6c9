import { describe, expect, it } from "vitest";
import { sanitizeShopHtml } from "../src/services/admin/content/html-policy.ts";

describe("the shop HTML policy", () => {
  it("keeps text structure, links, pictures and tables", () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> <a href="https://example.com/x">link</a>.</p>' +
      '<ul><li>one</li></ul><img src="/media/uploads/a.webp" alt="A" width="10" height="5">' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeShopHtml(html)).toBe(html.replace('width="10" height="5">', 'width="10" height="5" />'));
  });

  it("drops scripts, styles, frames and forms with their code", () => {
    expect(sanitizeShopHtml("<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>")).toBe(
      "<p>Hi</p>",
    );
    expect(sanitizeShopHtml('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe("<p>x</p>");
    expect(sanitizeShopHtml('<form action="/steal"><input name="card"><button>Go</button></form>')).toBe(
      "Go",
    );
    expect(sanitizeShopHtml("<svg><script>alert(1)</script></svg><p>ok</p>")).toBe("<p>ok</p>");
    expect(sanitizeShopHtml("<object data='x.swf'></object><embed src='x.swf'>ok")).toBe("ok");
  });

  it("drops event handlers, style and class attributes", () => {
    expect(sanitizeShopHtml('<p onclick="steal()" style="position:fixed" class="x">Hi</p>')).toBe(
      "<p>Hi</p>",
    );
    expect(sanitizeShopHtml('<img src="https://x.example/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://x.example/a.png" />',
    );
    expect(sanitizeShopHtml('<a href="/ro/page" onmouseover="x()">a</a>')).toBe('<a href="/ro/page">a</a>');
  });

  it("drops javascript:, data: and vbscript: URLs however they are written", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    ])
      expect(sanitizeShopHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    expect(sanitizeShopHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe("<img />");
    expect(sanitizeShopHtml('<img src="javascript:alert(1)">')).toBe("<img />");
    expect(sanitizeShopHtml('<a href="//evil.example/x">x</a>')).toBe("<a>x</a>");
  });

  it("a link to a new tab cannot reach back to the page; other targets go", () => {
    expect(sanitizeShopHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeShopHtml('<a href="https://x.example" target="top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it("escapes what is not markup and closes what is left open", () => {
    expect(sanitizeShopHtml('<p>a < b & "c"')).toBe('<p>a &lt; b &amp; "c"</p>');
    expect(sanitizeShopHtml("<p><strong>open")).toBe("<p><strong>open</strong></p>");
    expect(sanitizeShopHtml("<<script>script>alert(1)<</script>/script>")).not.toMatch(/<script/i);
  });
});
