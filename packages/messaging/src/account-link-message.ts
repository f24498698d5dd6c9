import { isLocale, type Locale } from "@sf/i18n";
import { button, escapeHtml, MUTED, mailDocument, row, shopHeader } from "./mail-html.ts";
import type { MailContent, MailShop } from "./types.ts";

/** The e-mails that carry a one-time link to the storefront. */
export type AccountLinkKind = "activation" | "reset_password" | "delete_account";

type Texts = { subject: string; intro: string; action: string; validity: string; ignore: string };

const TEXTS: Record<Locale, Record<AccountLinkKind, Texts>> = {
  ro: {
    activation: {
      subject: "Activați-vă contul",
      intro: "Vă mulțumim pentru înregistrare. Confirmați adresa de e-mail pentru a vă activa contul:",
      action: "Activează contul",
      validity: "Linkul este valabil 3 zile și poate fi folosit o singură dată.",
      ignore: "Dacă nu v-ați înregistrat, ignorați acest mesaj.",
    },
    reset_password: {
      subject: "Resetarea parolei",
      intro: "Ați cerut o parolă nouă. Alegeți-o aici:",
      action: "Alege o parolă nouă",
      validity: "Linkul este valabil o oră și poate fi folosit o singură dată.",
      ignore: "Dacă nu ați cerut resetarea, ignorați mesajul: parola rămâne aceeași.",
    },
    delete_account: {
      subject: "Confirmați ștergerea contului",
      intro: "Ați cerut ștergerea contului. Datele contului se șterg definitiv după confirmare:",
      action: "Șterge contul",
      validity: "Linkul este valabil o oră și poate fi folosit o singură dată.",
      ignore: "Dacă nu ați cerut ștergerea, ignorați mesajul: contul rămâne neschimbat.",
    },
  },
  ru: {
    activation: {
      subject: "Активируйте аккаунт",
      intro: "Спасибо за регистрацию. Подтвердите адрес электронной почты, чтобы активировать аккаунт:",
      action: "Активировать аккаунт",
      validity: "Ссылка действует 3 дня, использовать её можно один раз.",
      ignore: "Если вы не регистрировались, просто проигнорируйте это письмо.",
    },
    reset_password: {
      subject: "Сброс пароля",
      intro: "Вы запросили новый пароль. Задайте его здесь:",
      action: "Задать новый пароль",
      validity: "Ссылка действует один час, использовать её можно один раз.",
      ignore: "Если вы не запрашивали сброс, проигнорируйте письмо: пароль останется прежним.",
    },
    delete_account: {
      subject: "Подтвердите удаление аккаунта",
      intro:
        "Вы запросили удаление аккаунта. После подтверждения данные аккаунта будут удалены безвозвратно:",
      action: "Удалить аккаунт",
      validity: "Ссылка действует один час, использовать её можно один раз.",
      ignore: "Если вы не запрашивали удаление, проигнорируйте письмо: аккаунт останется без изменений.",
    },
  },
  uk: {
    activation: {
      subject: "Активуйте обліковий запис",
      intro: "Дякуємо за реєстрацію. Підтвердьте адресу електронної пошти, щоб активувати обліковий запис:",
      action: "Активувати обліковий запис",
      validity: "Посилання дійсне 3 дні, використати його можна один раз.",
      ignore: "Якщо ви не реєструвалися, просто проігноруйте цей лист.",
    },
    reset_password: {
      subject: "Скидання пароля",
      intro: "Ви запросили новий пароль. Задайте його тут:",
      action: "Задати новий пароль",
      validity: "Посилання дійсне одну годину, використати його можна один раз.",
      ignore: "Якщо ви не запитували скидання, проігноруйте лист: пароль залишиться тим самим.",
    },
    delete_account: {
      subject: "Підтвердьте видалення облікового запису",
      intro: "Ви запросили видалення облікового запису. Після підтвердження дані буде видалено назавжди:",
      action: "Видалити обліковий запис",
      validity: "Посилання дійсне одну годину, використати його можна один раз.",
      ignore: "Якщо ви не запитували видалення, проігноруйте лист: обліковий запис залишиться без змін.",
    },
  },
  en: {
    activation: {
      subject: "Activate your account",
      intro: "Thank you for signing up. Confirm your e-mail address to activate your account:",
      action: "Activate my account",
      validity: "The link is valid for 3 days and can be used once.",
      ignore: "If you did not sign up, ignore this message.",
    },
    reset_password: {
      subject: "Reset your password",
      intro: "You asked for a new password. Choose it here:",
      action: "Choose a new password",
      validity: "The link is valid for one hour and can be used once.",
      ignore: "If you did not ask for this, ignore the message: your password stays the same.",
    },
    delete_account: {
      subject: "Confirm deleting your account",
      intro: "You asked to delete your account. Once you confirm, its data is deleted for good:",
      action: "Delete my account",
      validity: "The link is valid for one hour and can be used once.",
      ignore: "If you did not ask for this, ignore the message: your account stays as it is.",
    },
  },
};

/** An account e-mail with its one-time link (activation, password reset, account deletion). */
export function accountLinkMessage(
  kind: AccountLinkKind,
  url: string,
  lang: string,
  shop: MailShop,
): MailContent {
  const locale: Locale = isLocale(lang) ? lang : "ro";
  const t = TEXTS[locale][kind];
  const subject = `${t.subject} – ${shop.name}`;
  const body =
    shopHeader(shop.name, shop.logoUrl) +
    row(`<p style="margin:24px 0 8px;">${escapeHtml(t.intro)}</p>
${button(url, t.action)}
<p style="margin:0 0 8px;font-size:12px;${MUTED}">${escapeHtml(url)}</p>
<p style="margin:0 0 8px;">${escapeHtml(t.validity)}</p>
<p style="margin:0 0 24px;font-size:12px;${MUTED}">${escapeHtml(t.ignore)}</p>`);
  return {
    subject,
    html: mailDocument({ lang: locale, title: subject, preheader: t.intro, body }),
    text: [shop.name, "", t.intro, "", url, "", t.validity, t.ignore, ""].join("\n"),
  };
}
