import type { GlobalSiteSettings } from "@sf/contract";
import {
  type Consent,
  GOOGLE_CONSENT_DEFAULT,
  googleConsentUpdate,
  readableTextOn,
  type TrackingTag,
  tagAllowed,
} from "@sf/domain";
import { noscriptHtml, scriptText, styleText } from "../lib/inline-code.ts";
import { useNonce } from "../lib/nonce.ts";

/** `consent`: the visitor's choice, null before it (decision 0037): no tracking tag loads then. */
type Props = { settings: GlobalSiteSettings; consent: Consent | null };

const SAFE_ID = /^[\w-]{2,64}$/;
const safeId = (value: string | null) => (value && SAFE_ID.test(value) ? value : null);

/**
 * Everything in <head> that the site settings drive: colour overrides, fonts, favicon,
 * custom CSS and scripts, and tracking tags — each only when configured, and a tag only when the
 * visitor's consent allows it (before any Google tag, Consent Mode v2 defaults to all denied,
 * then the visitor's choice updates it; verification meta tags need no consent). External scripts are
 * `defer`, not `async`: React's server renderer moves async scripts to the top of <head>, out of
 * the order in which the browser's Preact hydrates it (decision 0012).
 */
export function SiteHead({ settings, consent }: Props) {
  const { colors, styles, sitesettingsstatistic: stats, additional_settings: extra } = settings;
  const vars: string[] = [];
  if (colors.primary)
    vars.push(`--sf-primary:${colors.primary}`, `--sf-on-primary:${readableTextOn(colors.primary)}`);
  if (colors.secondary)
    vars.push(`--sf-secondary:${colors.secondary}`, `--sf-on-secondary:${readableTextOn(colors.secondary)}`);
  let fontFace = "";
  if (extra.font_file) {
    fontFace = `@font-face{font-family:"SiteFont";src:url(${JSON.stringify(extra.font_file)});font-display:swap}`;
    vars.push(`--sf-font:"SiteFont",system-ui,sans-serif`);
  }
  const themeCss = `${fontFace}${vars.length ? `:root{${vars.join(";")}}` : ""}`;
  const allowed = (tag: TrackingTag, id: string | null) => (id && tagAllowed(tag, consent) ? id : null);
  const googleConfigured = Boolean(safeId(stats.google_analytics_4) || safeId(stats.google_tag_manager));
  const ga4 = allowed("ga4", safeId(stats.google_analytics_4));
  const gtm = allowed("gtm", safeId(stats.google_tag_manager));
  const pixel = allowed("metaPixel", safeId(stats.facebook_meta_pixel_code));
  const metrika = allowed(
    "yandexMetrika",
    stats.yandex_metrika && /^\d{4,12}$/.test(stats.yandex_metrika) ? stats.yandex_metrika : null,
  );
  const jivo = allowed("jivo", safeId(stats.jivo_chat));
  // Every script here carries the page's CSP nonce; what they load is allowed by 'strict-dynamic'.
  const nonce = useNonce();
  return (
    <>
      <link rel="icon" href={settings.icons.favicon ?? "/favicon.svg"} />
      {extra.font_link ? <link rel="stylesheet" href={extra.font_link} /> : null}
      {themeCss ? (
        <style data-site="theme" dangerouslySetInnerHTML={{ __html: styleText(themeCss) }} />
      ) : null}
      {styles.css ? (
        <style data-site="custom-css" dangerouslySetInnerHTML={{ __html: styleText(styles.css) }} />
      ) : null}
      {stats.facebook_verification ? (
        <meta name="facebook-domain-verification" content={stats.facebook_verification} />
      ) : null}
      {stats.google_search_console ? (
        <meta name="google-site-verification" content={stats.google_search_console} />
      ) : null}
      {googleConfigured ? (
        <script
          nonce={nonce}
          data-tag="google-consent"
          dangerouslySetInnerHTML={{ __html: googleConsentSnippet(consent) }}
        />
      ) : null}
      {ga4 ? (
        <>
          <script
            nonce={nonce}
            defer
            src={`https://www.googletagmanager.com/gtag/js?id=${ga4}`}
            data-tag="ga4"
          />
          <script
            nonce={nonce}
            data-tag="ga4-config"
            dangerouslySetInnerHTML={{
              __html: `gtag("js",new Date());gtag("config","${ga4}");`,
            }}
          />
        </>
      ) : null}
      {gtm ? (
        <script
          nonce={nonce}
          data-tag="gtm"
          dangerouslySetInnerHTML={{
            __html: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtm}');`,
          }}
        />
      ) : null}
      {pixel ? (
        <script
          nonce={nonce}
          data-tag="meta-pixel"
          dangerouslySetInnerHTML={{
            __html: `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');`,
          }}
        />
      ) : null}
      {metrika ? (
        <script
          nonce={nonce}
          data-tag="yandex-metrika"
          dangerouslySetInnerHTML={{
            __html: `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${metrika},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});`,
          }}
        />
      ) : null}
      {jivo ? (
        <script nonce={nonce} defer src={`https://code.jivosite.com/widget/${jivo}`} data-tag="jivo" />
      ) : null}
      {styles.script ? (
        <script
          nonce={nonce}
          data-site="custom-script"
          dangerouslySetInnerHTML={{ __html: scriptText(styles.script) }}
        />
      ) : null}
      <SiteBodyScripts settings={settings} consent={consent} location="head" />
    </>
  );
}

/**
 * Google Consent Mode v2: defaults (all denied) before any Google tag, then the visitor's choice.
 * It only fills `dataLayer`: no request leaves the page.
 */
function googleConsentSnippet(consent: Consent | null): string {
  const update = consent ? `gtag("consent","update",${JSON.stringify(googleConsentUpdate(consent))});` : "";
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("consent","default",${JSON.stringify(GOOGLE_CONSENT_DEFAULT)});${update}`;
}

/**
 * `additional_js_items` for one location, as <script> or <noscript>: the owner's code, placed as
 * the setting says and not gated by the consent (the owner answers for it, decision 0037). At
 * the start of <body>, Tag Manager's noscript frame when the consent allows Tag Manager.
 */
export function SiteBodyScripts({
  settings,
  consent,
  location,
}: Props & { location: "head" | "body_start" | "body_end" }) {
  const items = settings.styles.additional_js_items.filter((item) => item.location === location);
  const gtmId = safeId(settings.sitesettingsstatistic.google_tag_manager);
  const gtm = location === "body_start" && tagAllowed("gtm", consent) ? gtmId : null;
  const nonce = useNonce();
  return (
    <>
      {gtm ? (
        <noscript>
          <iframe
            title="Google Tag Manager"
            src={`https://www.googletagmanager.com/ns.html?id=${gtm}`}
            height="0"
            width="0"
            style={{ display: "none", visibility: "hidden" }}
          />
        </noscript>
      ) : null}
      {items.map((item, index) =>
        item.script_type === "noscript" ? (
          <noscript key={index} dangerouslySetInnerHTML={{ __html: noscriptHtml(item.script) }} />
        ) : (
          <script
            nonce={nonce}
            key={index}
            data-site="additional-js"
            dangerouslySetInnerHTML={{ __html: scriptText(item.script) }}
          />
        ),
      )}
    </>
  );
}
