import { globalSiteSettingsSchema } from "@sf/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteBodyScripts, SiteHead } from "../app/components/site-head.tsx";

const render = (input: Parameters<typeof globalSiteSettingsSchema.parse>[0]) =>
  renderToStaticMarkup(<SiteHead settings={globalSiteSettingsSchema.parse(input)} />);

describe("SiteHead", () => {
  it("loads no tracking tag, custom CSS or script when none is configured", () => {
    const html = render({});
    expect(html).not.toMatch(/data-tag=|data-site="custom|googletagmanager|fbevents|metrika|jivosite/);
    expect(html).toContain('rel="icon"');
  });

  it("adds each configured tag, and only that one", () => {
    const html = render({
      sitesettingsstatistic: { google_analytics_4: "G-ABC123", yandex_metrika: "98765432" },
    });
    expect(html).toContain("gtag/js?id=G-ABC123");
    expect(html).toContain('ym(98765432,"init"');
    expect(html).not.toContain("gtm.js");
    expect(html).not.toContain("fbq(");
  });

  it("ignores tracking ids that could break out of the snippet", () => {
    const html = render({ sitesettingsstatistic: { google_tag_manager: "GTM-1');alert(1);//" } });
    expect(html).not.toContain("alert(1)");
  });

  it("applies owner colours with a readable text colour, and the font file", () => {
    const html = render({
      colors: { primary: "#1d3a8a" },
      additional_settings: { font_file: "/media/font.woff2" },
    });
    expect(html).toContain("--sf-primary:#1d3a8a;--sf-on-primary:#ffffff");
    expect(html).toContain('@font-face{font-family:"SiteFont";src:url("/media/font.woff2")');
  });

  it("keeps custom CSS and scripts from closing their element early", () => {
    const html = render({
      styles: { css: "a>b{color:red}</style><script>x()</script>", script: "run()</script>" },
    });
    expect(html).toContain("a>b{color:red}<\\/style>");
    expect(html).toContain("run()<\\/script>");
  });

  it("places additional_js_items by location and type", () => {
    const settings = globalSiteSettingsSchema.parse({
      styles: {
        additional_js_items: [
          { location: "body_end", script: "window.endLoaded=1", script_type: "script" },
          { location: "body_start", script: "<img src=/pixel.gif>", script_type: "noscript" },
        ],
      },
    });
    expect(renderToStaticMarkup(<SiteBodyScripts settings={settings} location="body_end" />)).toContain(
      "window.endLoaded=1",
    );
    expect(renderToStaticMarkup(<SiteBodyScripts settings={settings} location="body_start" />)).toContain(
      "<noscript><img src=/pixel.gif></noscript>",
    );
    expect(renderToStaticMarkup(<SiteBodyScripts settings={settings} location="head" />)).toBe("");
  });
});
