import { escapeHtml, type OutboxEntry } from "@sf/messaging";

/**
 * The dev outbox's two pages. Everything from a message is escaped; a message's own HTML is
 * shown only inside a sandboxed iframe (`srcdoc`, no scripts, no same-origin), so a message
 * cannot run code on the API's origin.
 */
const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:24px;color:#1f2328}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #d0d7de;vertical-align:top}
th{background:#f6f8fa}pre{background:#f6f8fa;padding:12px;overflow:auto;white-space:pre-wrap;word-break:break-word}
iframe{width:100%;height:70vh;border:1px solid #d0d7de}.kind{font-size:12px;padding:1px 6px;border-radius:8px;background:#ddf4ff}
.muted{color:#59636e}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>
`;
}

function time(iso: string): string {
  return escapeHtml(iso.replace("T", " ").replace(/\.\d+Z$/, " UTC"));
}

export function outboxListPage(entries: OutboxEntry[], dir: string): string {
  const rows = entries
    .map((m) => {
      const summary = m.kind === "sms" ? m.text.slice(0, 80) : m.subject;
      return `<tr><td>${time(m.at)}</td><td><span class="kind">${escapeHtml(m.kind)}</span></td><td>${escapeHtml(m.to)}</td>
<td><a href="/dev/outbox/${encodeURIComponent(m.id)}">${escapeHtml(summary || "(no subject)")}</a></td>
<td>${m.kind === "email" ? `<a href="/dev/outbox/${encodeURIComponent(m.id)}?format=eml">.eml</a>` : ""}</td></tr>`;
    })
    .join("\n");
  const table = entries.length
    ? `<table><thead><tr><th>Time</th><th>Kind</th><th>To</th><th>Subject / text</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No messages yet.</p>";
  return page(
    "Dev outbox",
    `<h1>Dev outbox</h1>
<p class="muted">No <code>SMTP_URL</code> is set, so e-mails and text messages are written to <code>${escapeHtml(dir)}</code> instead of being sent. Newest first.</p>
${table}`,
  );
}

export function outboxMessagePage(entry: OutboxEntry, eml: Buffer | null): string {
  const meta: [string, string | null][] = [
    ["Time", entry.at],
    ["Kind", entry.kind],
    ["From", entry.from],
    ["To", entry.to],
    ["Subject", entry.subject || null],
    ["Message-ID", entry.messageId],
    [
      "Attachments",
      entry.attachments
        ?.map((file) => `${file.filename} (${file.contentType}, ${file.size} bytes)`)
        .join(", ") || null,
    ],
  ];
  const metaRows = meta
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const headers = eml ? headerBlock(eml) : "";
  const parts =
    entry.kind === "sms"
      ? `<h2>Text (${entry.text.length} characters)</h2><pre>${escapeHtml(entry.text)}</pre>`
      : `${entry.html ? `<h2>HTML</h2><iframe sandbox="" referrerpolicy="no-referrer" title="The message's HTML body" srcdoc="${escapeHtml(entry.html)}"></iframe>` : ""}
<h2>Text version</h2><pre>${escapeHtml(entry.text)}</pre>
${headers ? `<h2>Headers</h2><pre>${escapeHtml(headers)}</pre>` : ""}
${eml ? `<p><a href="/dev/outbox/${encodeURIComponent(entry.id)}?format=eml" download>Download the .eml</a> (opens in any mail client)</p>` : ""}`;
  return page(
    entry.subject || `SMS to ${entry.to}`,
    `<p><a href="/dev/outbox">← Outbox</a></p>
<h1>${escapeHtml(entry.subject || `SMS to ${entry.to}`)}</h1>
<table>${metaRows}</table>
${parts}`,
  );
}

/** The header block of an RFC 822 message: everything before the first empty line. */
function headerBlock(eml: Buffer): string {
  const text = eml.toString("utf8");
  const end = text.search(/\r?\n\r?\n/);
  return (end === -1 ? text : text.slice(0, end)).replace(/\r\n/g, "\n");
}
