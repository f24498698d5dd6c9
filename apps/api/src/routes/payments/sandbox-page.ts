import { createHash } from "node:crypto";
import { formatPrice, isLocale, type Locale } from "@sf/i18n";
import { escapeHtml } from "@sf/messaging";
import type { SandboxSession } from "../../services/payments/sandbox-session.ts";

/**
 * The sandbox's hosted payment page, in the order's language. Plain HTML: a form whose two
 * buttons post the decision back to the same address; one small script (allowed by its hash,
 * `PROGRESS_SCRIPT_HASH`) says the payment is being processed and disables the buttons while it
 * posts. Colours meet WCAG AA (the lowest pair, the muted text, is 7:1); focus is always visible.
 */
const WORDS = {
  ro: {
    title: "Plată de test",
    notice: "Aceasta este plata de test a platformei: nu se debitează bani de pe niciun card.",
    shop: "Magazin",
    order: "Comanda",
    orderNo: "nr. {id}",
    amount: "Suma de plată",
    approve: "Aprobă plata",
    processing: "Se procesează plata…",
    decline: "Refuză plata",
    paid: "Această plată a fost deja efectuată.",
    declined: "Această plată a fost refuzată. Reveniți în magazin pentru a încerca din nou.",
    order_paid: "Comanda este deja achitată.",
    back: "Înapoi în magazin",
    missing: "Plata nu a fost găsită.",
    invalid: "Alegeți „Aprobă” sau „Refuză”.",
    failed: "Magazinul nu a confirmat plata. Încercați din nou mai târziu.",
  },
  ru: {
    title: "Тестовая оплата",
    notice: "Это тестовая оплата платформы: деньги ни с какой карты не списываются.",
    shop: "Магазин",
    order: "Заказ",
    orderNo: "№ {id}",
    amount: "Сумма к оплате",
    approve: "Подтвердить оплату",
    processing: "Платёж обрабатывается…",
    decline: "Отклонить оплату",
    paid: "Эта оплата уже проведена.",
    declined: "Эта оплата отклонена. Вернитесь в магазин, чтобы попробовать снова.",
    order_paid: "Заказ уже оплачен.",
    back: "Вернуться в магазин",
    missing: "Оплата не найдена.",
    invalid: "Выберите «Подтвердить» или «Отклонить».",
    failed: "Магазин не подтвердил оплату. Попробуйте позже.",
  },
  uk: {
    title: "Тестова оплата",
    notice: "Це тестова оплата платформи: гроші з жодної картки не списуються.",
    shop: "Магазин",
    order: "Замовлення",
    orderNo: "№ {id}",
    amount: "Сума до сплати",
    approve: "Підтвердити оплату",
    processing: "Платіж обробляється…",
    decline: "Відхилити оплату",
    paid: "Цю оплату вже проведено.",
    declined: "Цю оплату відхилено. Поверніться до магазину, щоб спробувати ще раз.",
    order_paid: "Замовлення вже оплачено.",
    back: "Повернутися до магазину",
    missing: "Оплату не знайдено.",
    invalid: "Виберіть «Підтвердити» або «Відхилити».",
    failed: "Магазин не підтвердив оплату. Спробуйте пізніше.",
  },
  en: {
    title: "Test payment",
    notice: "This is the platform's test payment: no money is taken from any card.",
    shop: "Shop",
    order: "Order",
    orderNo: "no. {id}",
    amount: "Amount to pay",
    approve: "Approve payment",
    processing: "Processing the payment…",
    decline: "Decline payment",
    paid: "This payment has already been made.",
    declined: "This payment was declined. Return to the shop to try again.",
    order_paid: "The order is already paid.",
    back: "Back to the shop",
    missing: "Payment not found.",
    invalid: "Choose “Approve” or “Decline”.",
    failed: "The shop did not confirm the payment. Try again later.",
  },
} satisfies Record<Locale, Record<string, string>>;

type Words = (typeof WORDS)["en"];

/** The same page standing in for iute's application (the `iute_sandbox` provider, decision 0048). */
const CREDIT_WORDS = {
  ro: {
    title: "Cerere de credit de test (iute)",
    notice: "Aceasta este cererea de test a platformei în locul iute: nu se acordă niciun credit.",
    amount: "Suma creditului",
    approve: "Aprobă cererea",
    processing: "Se trimite decizia…",
    decline: "Refuză cererea",
    paid: "Această cerere a fost deja aprobată.",
    declined: "Această cerere a fost refuzată.",
  },
  ru: {
    title: "Тестовая заявка на кредит (iute)",
    notice: "Это тестовая заявка платформы вместо iute: кредит не выдаётся.",
    amount: "Сумма кредита",
    approve: "Одобрить заявку",
    processing: "Решение отправляется…",
    decline: "Отклонить заявку",
    paid: "Эта заявка уже одобрена.",
    declined: "Эта заявка отклонена.",
  },
  uk: {
    title: "Тестова заявка на кредит (iute)",
    notice: "Це тестова заявка платформи замість iute: кредит не видається.",
    amount: "Сума кредиту",
    approve: "Схвалити заявку",
    processing: "Рішення надсилається…",
    decline: "Відхилити заявку",
    paid: "Цю заявку вже схвалено.",
    declined: "Цю заявку відхилено.",
  },
  en: {
    title: "Test credit application (iute)",
    notice: "This is the platform's test application standing in for iute: no loan is granted.",
    amount: "Loan amount",
    approve: "Approve application",
    processing: "Sending the decision…",
    decline: "Refuse application",
    paid: "This application has already been approved.",
    declined: "This application was refused.",
  },
} satisfies Record<Locale, Partial<Words>>;

const wordsFor = (session: SandboxSession, locale: Locale): Words =>
  session.provider === "iute_sandbox" ? { ...WORDS[locale], ...CREDIT_WORDS[locale] } : WORDS[locale];

/** Shows the progress line and disables the buttons once the form is on its way (after the
 * submitter's value is taken: a button disabled before the submission would not send it). */
const PROGRESS_SCRIPT = `document.querySelector("form").addEventListener("submit",function(e){var f=e.currentTarget;f.setAttribute("aria-busy","true");document.getElementById("progress").hidden=false;setTimeout(function(){f.querySelectorAll("button").forEach(function(b){b.disabled=true})},0)})`;

/** The script's hash for the page's Content-Security-Policy (`script-src`). */
export const PROGRESS_SCRIPT_HASH = `'sha256-${createHash("sha256").update(PROGRESS_SCRIPT).digest("base64")}'`;

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f3f4f6}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #9ca3af;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 .5rem}.notice{color:#374151;margin:0 0 1.5rem}
dl{margin:0 0 1.5rem}dt{color:#374151}dd{margin:0 0 .75rem;font-size:1.25rem;font-weight:600}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}button,a.button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:8px;cursor:pointer;text-decoration:none}
.approve{background:#0a6b31;color:#fff;border:2px solid #0a6b31}.decline{background:#fff;color:#9b1c1c;border:2px solid #9b1c1c}
a.button{display:inline-block;background:#1d4ed8;color:#fff;border:2px solid #1d4ed8}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
.status{padding:.75rem 1rem;border-left:4px solid #1d4ed8;background:#eff6ff;margin:0 0 1.5rem}
.progress{margin:1rem 0 0}button:disabled{opacity:.6;cursor:progress}`;

export function pageLocale(lang: string | undefined): Locale {
  return lang && isLocale(lang) ? lang : "ro";
}

function layout(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>
`;
}

function summary(session: SandboxSession, words: Words, locale: Locale): string {
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return `<h1 id="title">${escapeHtml(words.title)}</h1>
<p class="notice">${escapeHtml(words.notice)}</p>
<dl>${row(words.shop, session.shopName)}${row(words.order, words.orderNo.replace("{id}", String(session.orderId)))}
${row(words.amount, formatPrice(session.amount, session.currency, locale))}</dl>`;
}

/** The page for a payment: the form while it is open, else what happened and a way back. */
export function sandboxPage(session: SandboxSession, message?: "invalid" | "failed"): string {
  const locale = pageLocale(session.lang);
  const words = wordsFor(session, locale);
  const alert = message ? `<p class="status" role="alert">${escapeHtml(words[message])}</p>` : "";
  if (session.state === "open") {
    return layout(
      locale,
      words.title,
      `${summary(session, words, locale)}${alert}
<form method="post" aria-labelledby="title"><div class="actions">
<button class="approve" type="submit" name="decision" value="approve">${escapeHtml(words.approve)}</button>
<button class="decline" type="submit" name="decision" value="decline">${escapeHtml(words.decline)}</button>
</div><p id="progress" class="status progress" role="status" hidden>${escapeHtml(words.processing)}</p></form>
<script>${PROGRESS_SCRIPT}</script>`,
    );
  }
  const back = session.state === "declined" ? session.failUrl : session.okUrl;
  return layout(
    locale,
    words.title,
    `${summary(session, words, locale)}${alert}<p class="status" role="status">${escapeHtml(words[session.state])}</p>
<p><a class="button" href="${escapeHtml(back)}">${escapeHtml(words.back)}</a></p>`,
  );
}

export function sandboxMissingPage(lang: string | undefined): string {
  const locale = pageLocale(lang);
  const words = WORDS[locale];
  return layout(
    locale,
    words.title,
    `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.missing)}</p>`,
  );
}
