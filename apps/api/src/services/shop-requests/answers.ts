import type { ShopRequestMail } from "@sf/messaging";

type Kind = ShopRequestMail["kind"];

/** The API's answer to the sender, in the request's language; the storefront shows its own. */
const ANSWERS: Record<string, Record<Kind, string> & { subscribed: string }> = {
  ro: {
    consultation: "Cererea de consultație a fost trimisă. Vă vom contacta în curând.",
    callback: "Cererea a fost trimisă. Vă vom suna în curând.",
    newsletter: "V-ați abonat la newsletter.",
    subscribed: "Această adresă este deja abonată la newsletter.",
    support: "Mesajul a fost trimis. Vă vom răspunde în curând.",
  },
  ru: {
    consultation: "Заявка на консультацию отправлена. Мы скоро свяжемся с вами.",
    callback: "Заявка отправлена. Мы скоро вам перезвоним.",
    newsletter: "Вы подписались на рассылку.",
    subscribed: "Этот адрес уже подписан на рассылку.",
    support: "Сообщение отправлено. Мы скоро ответим.",
  },
  uk: {
    consultation: "Заявку на консультацію надіслано. Ми незабаром зв'яжемося з вами.",
    callback: "Заявку надіслано. Ми незабаром вам зателефонуємо.",
    newsletter: "Ви підписалися на розсилку.",
    subscribed: "Ця адреса вже підписана на розсилку.",
    support: "Повідомлення надіслано. Ми незабаром відповімо.",
  },
  en: {
    consultation: "Your consultation request has been sent. We will contact you soon.",
    callback: "Your request has been sent. We will call you back soon.",
    newsletter: "You are subscribed to the newsletter.",
    subscribed: "This address is already subscribed to the newsletter.",
    support: "Your message has been sent. We will answer soon.",
  },
};

export function answerFor(kind: Kind, lang: string, created: boolean): string {
  const answers = ANSWERS[lang] ?? (ANSWERS.en as (typeof ANSWERS)[string]);
  return kind === "newsletter" && !created ? answers.subscribed : answers[kind];
}
