/**
 * The shop owner's CSS, scripts and noscript snippets are trusted content, written into the page
 * as they are; these keep each inside its element. Where the HTML parser would end the element
 * early (or, after `<!--`, not end it at all), the text gets an escape its own language reads
 * the same inside strings, comments and regular expressions, where such text can appear.
 */

/** Inside <script>: `</script` would close it; `<!--` then `<script` would hide the real close. */
export function scriptText(code: string): string {
  return code.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
}

/** Inside <style>: `</style` would close it (`\/` is `/` in CSS). */
export function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

/**
 * Inside <noscript>: with scripts on, its text runs to the first `</noscript`, and what followed
 * would be parsed as the page's own markup; without scripts it is markup, where `&lt;` shows as `<`.
 */
export function noscriptHtml(html: string): string {
  return html.replace(/<\/(noscript)/gi, "&lt;/$1");
}
