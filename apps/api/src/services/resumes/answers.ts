/** The API's answer to the sender, in the request's language; the storefront shows its own. */
const SENT: Record<string, string> = {
  ro: "CV-ul a fost trimis. Vă mulțumim!",
  ru: "Резюме отправлено. Спасибо!",
  uk: "Резюме надіслано. Дякуємо!",
  en: "Your CV has been sent. Thank you!",
};

export const resumeSentAnswer = (lang: string): string => SENT[lang] ?? (SENT.en as string);
