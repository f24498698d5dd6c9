import type { Language } from "@sf/contract";
import {
  carriers,
  faq,
  type InfoPagesSeed,
  page,
  payments,
  serviceCenter,
  services,
  steps,
} from "./build.ts";
import { cardOnlinePayment, cashPayment, novaPost, orderSteps, ownCourier, pickup } from "./moldova.ts";

const langs: Language[] = ["ro", "ru", "en"];
const t = (ro: string, ru: string, en: string) => ({ ro, ru, en });
const care = t("Îngrijire", "Уход", "Skincare");

/** Foundation Beauty: a cosmetics boutique; beauty FAQs, consultations, discounts, instalments, a quality guarantee and device service. */
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
  credit_page: page(langs, {
    title: t("Plata în 3 rate", "Оплата в 3 платежа", "Pay in 3 instalments"),
    html: t(
      "<p>Aparatele de îngrijire și seturile de peste 1500 lei se pot plăti în 3 rate fără dobândă.</p>",
      "<p>Приборы для ухода и наборы дороже 1500 леев можно оплатить в 3 платежа без процентов.</p>",
      "<p>Beauty devices and sets over 1,500 MDL can be paid in 3 interest-free instalments.</p>",
    ),
    sections: [
      {
        title: t("Cum funcționează", "Как это работает", "How it works"),
        html: t(
          "<p>Alegeți plata cu cardul și numărul de rate pe pagina băncii.</p>",
          "<p>Выберите оплату картой и число платежей на странице банка.</p>",
          "<p>Choose card payment, then the number of instalments on the bank’s page.</p>",
        ),
      },
    ],
  }),
  insurance_page: page(langs, {
    title: t("Garanția calității", "Гарантия качества", "Quality guarantee"),
    html: t(
      "<p>Toate produsele sunt originale, cu termen de valabilitate de cel puțin 12 luni la livrare.</p>",
      "<p>Вся продукция оригинальная, со сроком годности не менее 12 месяцев на момент доставки.</p>",
      "<p>Every product is genuine, with at least 12 months of shelf life on delivery.</p>",
    ),
    sections: [
      {
        title: t("Reacție alergică", "Аллергическая реакция", "Allergic reaction"),
        html: t(
          "<p>Dacă un produs vă provoacă o reacție, îl primim înapoi în 14 zile, chiar deschis.</p>",
          "<p>Если средство вызвало реакцию, примем его обратно в течение 14 дней, даже вскрытым.</p>",
          "<p>If a product causes a reaction, we take it back within 14 days, even opened.</p>",
        ),
      },
    ],
  }),
  service_center_page: serviceCenter(langs, {
    title: t("Service aparate de frumusețe", "Сервис бьюти-техники", "Beauty device service"),
    html: t(
      "<p>Uscătoare, placi și perii de curățare cumpărate la noi: diagnostic gratuit și reparație în garanție.</p>",
      "<p>Фены, утюжки и щётки для очищения, купленные у нас: бесплатная диагностика и гарантийный ремонт.</p>",
      "<p>Hair dryers, straighteners and cleansing brushes bought from us: free diagnosis and warranty repair.</p>",
    ),
    sections: [
      {
        title: t("Termen", "Сроки", "Turnaround"),
        html: t(
          "<p>Diagnostic în 2 zile, reparație în cel mult 14 zile.</p>",
          "<p>Диагностика за 2 дня, ремонт — не более 14 дней.</p>",
          "<p>Diagnosis within 2 days, repair within 14 days.</p>",
        ),
      },
    ],
    address: t("Chișinău, str. Pușkin 22", "Кишинёв, ул. Пушкина, 22", "22 Pușkin St, Chișinău"),
    phones: ["+373 22 271 809"],
    workHours: t("Lu–Vi 10:00–19:00", "Пн–Пт 10:00–19:00", "Mon–Fri 10 am–7 pm"),
  }),
};
