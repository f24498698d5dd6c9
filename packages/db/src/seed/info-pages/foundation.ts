import type { Language } from "@sf/contract";
import { carriers, faq, type InfoPagesSeed, page, payments, services, steps } from "./build.ts";
import { cardOnlinePayment, cashPayment, novaPost, orderSteps, ownCourier, pickup } from "./moldova.ts";

const langs: Language[] = ["ro", "ru", "en"];
const t = (ro: string, ru: string, en: string) => ({ ro, ru, en });
const care = t("Îngrijire", "Уход", "Skincare");

/** Foundation Beauty: a cosmetics boutique; beauty FAQs, consultations and a discount page. */
export const foundationInfoPages: InfoPagesSeed = {
  faq: faq(langs, [
    {
      category: care,
      q: t(
        "Cum aleg un ser pentru tenul meu?",
        "Как выбрать сыворотку для моей кожи?",
        "How do I choose a serum for my skin?",
      ),
      a: t(
        "Pentru ten uscat căutați acid hialuronic, pentru ten gras niacinamidă, pentru pete vitamina C. Consultanta noastră vă ajută gratuit în magazin.",
        "Для сухой кожи ищите гиалуроновую кислоту, для жирной — ниацинамид, от пигментации — витамин C. Наш консультант бесплатно поможет в магазине.",
        "For dry skin look for hyaluronic acid, for oily skin niacinamide, for dark spots vitamin C. Our adviser helps for free in the shop.",
      ),
    },
    {
      category: care,
      q: t("Produsele sunt originale?", "Продукция оригинальная?", "Are the products genuine?"),
      a: t(
        "Da, cumpărăm doar de la distribuitorii oficiali; fiecare lot are certificat de conformitate.",
        "Да, мы закупаем только у официальных дистрибьюторов; на каждую партию есть сертификат соответствия.",
        "Yes, we buy only from official distributors; every batch has a certificate of conformity.",
      ),
    },
    {
      category: t("Comenzi", "Заказы", "Orders"),
      q: t(
        "Pot returna un produs deschis?",
        "Можно вернуть вскрытый товар?",
        "Can I return an opened product?",
      ),
      a: t(
        "Cosmeticele deschise nu se returnează din motive de igienă. Cele sigilate — în 14 zile.",
        "Вскрытую косметику по гигиеническим причинам не возвращают. Запечатанную — в течение 14 дней.",
        "Opened cosmetics cannot be returned for hygiene reasons. Sealed ones, within 14 days.",
      ),
    },
  ]),
  order_guide: steps(langs, orderSteps()),
  payment_systems: payments(langs, [cashPayment, cardOnlinePayment]),
  delivery_services: carriers(langs, [
    ownCourier(
      t("45 lei, gratuit de la 700 lei", "45 лей, бесплатно от 700 лей", "45 MDL, free from 700 MDL"),
    ),
    novaPost,
    pickup,
  ]),
  services: services(langs, [
    {
      title: t("Diagnosticul tenului", "Диагностика кожи", "Skin analysis"),
      description: t(
        "Cu aparat, în 20 de minute, și o rutină de îngrijire scrisă.",
        "Аппаратная, за 20 минут, с письменной схемой ухода.",
        "With a scanner in 20 minutes, plus a written routine.",
      ),
      price: t("150 lei", "150 лей", "150 MDL"),
    },
  ]),
  discount_page: page(langs, {
    title: t("Reduceri", "Скидки", "Discounts"),
    html: t(
      "<p>La prima comandă online folosiți codul BINEVENIT10 pentru 10% reducere.</p>",
      "<p>При первом онлайн-заказе используйте код BINEVENIT10 — скидка 10%.</p>",
      "<p>Use the code BINEVENIT10 for 10% off your first online order.</p>",
    ),
    sections: [
      {
        title: t("Ziua de naștere", "День рождения", "Birthday"),
        html: t(
          "<p>15% reducere o săptămână înainte și după ziua de naștere, cu cardul clientului.</p>",
          "<p>15% скидки за неделю до и после дня рождения по карте клиента.</p>",
          "<p>15% off for a week either side of your birthday with the customer card.</p>",
        ),
      },
    ],
  }),
};
