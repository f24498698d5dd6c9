import { globalSiteSettingsSchema } from "@sf/contract";
import { type Consent, FULL_CONSENT, NO_CONSENT } from "@sf/domain";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteBodyScripts, SiteHead } from "../app/components/site-head.tsx";

const render = (
  input: Parameters<typeof globalSiteSettingsSchema.parse>[0],
  consent: Consent | null = FULL_CONSENT,
) => renderToStaticMarkup(<SiteHead settings={globalSiteSettingsSchema.parse(input)} consent={consent} />);

const EVERY_TAG = {
  sitesettingsstatistic: {
    google_analytics_4: "G-ABC123",
    google_tag_manager: "GTM-ABC123",
    facebook_meta_pixel_code: "1234567890",
    facebook_verification: "fb-verify",
    google_search_console: "gsc-verify",
    yandex_metrika: "98765432",
    jivo_chat: "JivoAbc",
  },
};
const TRACKER = /googletagmanager|gtag\/js|gtm\.js|fbevents|mc\.yandex|jivosite/;

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
    expect(
      renderToStaticMarkup(<SiteBodyScripts settings={settings} consent={null} location="body_end" />),
    ).toContain("window.endLoaded=1");
    expect(
      renderToStaticMarkup(<SiteBodyScripts settings={settings} consent={null} location="body_start" />),
    ).toContain("<noscript><img src=/pixel.gif></noscript>");
    expect(renderToStaticMarkup(<SiteBodyScripts settings={settings} consent={null} location="head" />)).toBe(
      "",
    );
  });

  it("keeps a noscript snippet and a script's HTML comment from swallowing the page", () => {
    const settings = globalSiteSettingsSchema.parse({
      styles: {
        script: "var a='<!--<script>'",
        additional_js_items: [
          { location: "body_end", script: "<img></noscript><b>x</b>", script_type: "noscript" },
        ],
      },
    });
    expect(renderToStaticMarkup(<SiteHead settings={settings} consent={null} />)).toContain(
      "var a='<\\!--<script>'",
    );
    expect(
      renderToStaticMarkup(<SiteBodyScripts settings={settings} consent={null} location="body_end" />),
    ).toBe("<noscript><img>&lt;/noscript><b>x</b></noscript>");
  });
});

describe("SiteHead behind the cookie consent", () => {
  it("loads no tracker before the visitor chooses, nor after rejecting; verification metas stay", () => {
    for (const consent of [null, NO_CONSENT]) {
      const html = render(EVERY_TAG, consent);
      expect(html).not.toMatch(TRACKER);
      expect(html).not.toMatch(/fbq\(|ym\(/);
      expect(html).toContain('name="facebook-domain-verification" content="fb-verify"');
      expect(html).toContain('name="google-site-verification" content="gsc-verify"');
      const body = renderToStaticMarkup(
        <SiteBodyScripts
          settings={globalSiteSettingsSchema.parse(EVERY_TAG)}
          consent={consent}
          location="body_start"
        />,
      );
      expect(body).not.toContain("ns.html");
    }
  });

  it("sets Consent Mode's all-denied default before any Google tag, then the choice", () => {
    const before = render(EVERY_TAG, null);
    expect(before).toContain('gtag("consent","default",{"ad_storage":"denied"');
    expect(before).not.toContain('"update"');
    const html = render(EVERY_TAG, { analytics: true, marketing: false });
    const defaults = html.indexOf('gtag("consent","default"');
    const update = html.indexOf(
      'gtag("consent","update",{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"granted"})',
    );
    expect(defaults).toBeGreaterThan(-1);
    expect(update).toBeGreaterThan(defaults);
    expect(html.indexOf("gtag/js?id=G-ABC123")).toBeGreaterThan(update);
    expect(html.indexOf("gtm.js")).toBeGreaterThan(update);
  });

  it("loads each tag for its category only", () => {
    const analytics = render(EVERY_TAG, { analytics: true, marketing: false });
    expect(analytics).toMatch(/gtag\/js\?id=G-ABC123/);
    expect(analytics).toContain("ym(98765432");
    expect(analytics).not.toContain("fbevents");
    expect(analytics).not.toContain("jivosite");
    const marketing = render(EVERY_TAG, { analytics: false, marketing: true });
    expect(marketing).toContain("fbevents");
    expect(marketing).toContain("code.jivosite.com/widget/JivoAbc");
    expect(marketing).not.toContain("gtag/js");
    expect(marketing).not.toContain("ym(98765432");
  });
});
