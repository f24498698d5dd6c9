import sanitizeHtml from "sanitize-html";

/**
 * The one policy for shop HTML (articles, information pages, offers, vacancies): text
 * structure, links, pictures and tables; nothing that runs, loads a frame or styles the page.
 * Every rich-text field is cleaned with it when written (back-office) and the vacancies when
 * read (their rows also come from ERPs). Scripts, event handlers (`on*`), `style`, `class`,
 * frames, forms and `javascript:`/`data:` URLs never reach the storefront.
 */
const SHOP_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "blockquote",
    "code",
    "pre",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  // What is dropped goes with its content when it is code, keeps its text otherwise.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // A link opening a new tab cannot reach back into the shop's page.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === "_blank" ? { ...rest, target, rel: "noopener noreferrer" } : rest,
      };
    },
  },
};

/** Shop HTML made safe to show on the storefront (and trimmed). */
export function sanitizeShopHtml(html: string): string {
  return sanitizeHtml(html, SHOP_HTML).trim();
}
