/**
 * Building blocks of the HTML e-mails: tables and inline styles only, because mail clients
 * (Outlook, Gmail) drop <style> blocks, flexbox and most CSS. Every value that reaches the HTML
 * goes through `escapeHtml` (texts) or `safeUrl` (links, images): shop texts and customer input
 * are never trusted.
 */
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Text with its line breaks kept (a comment, an address). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

/** An absolute http(s) URL, or null: no `javascript:`, `data:` or relative links in a message. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export const FONT = "font-family:Arial,Helvetica,sans-serif;color:#1f2328;";
export const MUTED = "color:#59636e;";
export const CELL = "padding:8px 6px;border-bottom:1px solid #e5e7eb;vertical-align:top;";

/** The page around a message: a centred 600 px table on a grey background. */
export function mailDocument(opts: { lang: string; title: string; preheader: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(opts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(opts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:6px;${FONT}font-size:15px;line-height:1.5;">
${opts.body}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A full-width row of the message table. */
export function row(content: string, style = ""): string {
  return `<tr><td style="padding:0 24px;${style}">${content}</td></tr>\n`;
}

export function heading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-size:17px;${FONT}">${escapeHtml(text)}</h2>`;
}

export function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0;"><tr><td style="background:#1f6feb;border-radius:4px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;color:#ffffff;text-decoration:none;font-weight:bold;font-family:Arial,Helvetica,sans-serif;">${escapeHtml(label)}</a></td></tr></table>`;
}

/** The shop's header: the logo when there is one, the name otherwise (and as alt text). */
export function shopHeader(name: string, logoUrl: string | null | undefined): string {
  const logo = safeUrl(logoUrl);
  const content = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" height="48" style="display:block;height:48px;max-width:240px;border:0;">`
    : `<span style="font-size:20px;font-weight:bold;">${escapeHtml(name)}</span>`;
  return row(content, "padding-top:24px;padding-bottom:8px;border-bottom:1px solid #e5e7eb;");
}
