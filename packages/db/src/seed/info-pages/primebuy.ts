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
import { electronicsFaq } from "./electronics.ts";
import {
  cardOnlinePayment,
  cardOnReceiptPayment,
  cashPayment,
  novaPost,
  orderSteps,
  ownCourier,
  pickup,
} from "./moldova.ts";

const langs: Language[] = ["ro", "ru", "en"];
const t = (ro: string, ru: string, en: string) => ({ ro, ru, en });

/** PrimeBuy: appliances and gadgets with its own service centre; every information page. */
export const primebuyInfoPages: InfoPagesSeed = {
  faq: faq(langs, electronicsFaq("12–36")),
  order_guide: steps(langs, orderSteps()),
  payment_systems: payments(langs, [cashPayment, cardOnlinePayment, cardOnReceiptPayment]),
  delivery_services: carriers(langs, [
    ownCourier(
      t(
        "Gratuit de la 2000 lei; altfel 70 lei",
        "Бесплатно от 2000 лей; иначе 70 лей",
        "Free from 2,000 MDL; otherwise 70 MDL",
      ),
    ),
    novaPost,
    pickup,
  ]),
  services: services(langs, [
    {
      title: t("Instalarea electrocasnicelor", "Установка бытовой техники", "Appliance installation"),
      description: t(
        "Mașini de spălat, plite și cuptoare încorporate.",
        "Стиральные машины, варочные панели и встраиваемые духовки.",
        "Washing machines, hobs and built-in ovens.",
      ),
      price: t("de la 300 lei", "от 300 лей", "from 300 MDL"),
    },
    {
      title: t(
        "Transfer de date pe telefonul nou",
        "Перенос данных на новый телефон",
        "Data transfer to a new phone",
      ),
      description: t(
        "Contacte, poze și aplicații, în 30 de minute.",
        "Контакты, фото и приложения за 30 минут.",
        "Contacts, photos and apps in 30 minutes.",
      ),
      price: t("150 lei", "150 лей", "150 MDL"),
    },
  ]),
  credit_page: page(langs, {
    title: t("Cumpărare în credit", "Покупка в кредит", "Buying on credit"),
    html: t(
      "<p>Creditul îl acordă instituțiile financiare partenere; PrimeBuy nu percepe comisioane suplimentare.</p>",
      "<p>Кредит предоставляют партнёрские финансовые организации; PrimeBuy не берёт дополнительных комиссий.</p>",
      "<p>Credit comes from our partner lenders; PrimeBuy charges no extra fees.</p>",
    ),
    sections: [
      {
        title: t("Condiții", "Условия", "Terms"),
        html: t(
          "<ul><li>De la 1500 lei</li><li>Între 3 și 36 de luni</li><li>0% la 3 și 6 luni pentru telefoane</li></ul>",
          "<ul><li>От 1500 лей</li><li>От 3 до 36 месяцев</li><li>0% на 3 и 6 месяцев для телефонов</li></ul>",
          "<ul><li>From 1,500 MDL</li><li>3 to 36 months</li><li>0% over 3 and 6 months on phones</li></ul>",
        ),
      },
      {
        title: t("Cum se obține", "Как оформить", "How to apply"),
        html: t(
          "<p>Alegeți „Credit” în coș; cu buletinul, decizia vine în 15 minute.</p>",
          "<p>Выберите «Кредит» в корзине; с удостоверением личности решение за 15 минут.</p>",
          "<p>Choose “Credit” in the cart; with your identity card, the decision takes 15 minutes.</p>",
        ),
      },
    ],
  }),
  discount_page: page(langs, {
    title: t("Reduceri", "Скидки", "Discounts"),
    html: t(
      "<p>Reducerile curente sunt pe pagina produselor la reducere; cele de mai jos sunt permanente.</p>",
      "<p>Текущие скидки — на странице товаров со скидкой; ниже — постоянные.</p>",
      "<p>Current markdowns are on the discounted products page; the ones below always apply.</p>",
    ),
    sections: [
      {
        title: t("Trade-in", "Трейд-ин", "Trade-in"),
        html: t(
          "<p>Aduceți telefonul vechi și primiți valoarea lui ca reducere la unul nou.</p>",
          "<p>Сдайте старый телефон и получите его стоимость скидкой на новый.</p>",
          "<p>Hand in your old phone and get its value off a new one.</p>",
        ),
      },
    ],
  }),
  insurance_page: page(langs, {
    title: t("Asigurarea dispozitivelor", "Страхование техники", "Device insurance"),
    html: t(
      "<p>Protejați telefonul sau laptopul împotriva căderilor, lichidelor și furtului, cu partenerul nostru de asigurări.</p>",
      "<p>Защитите телефон или ноутбук от падений, жидкостей и кражи с нашим страховым партнёром.</p>",
      "<p>Protect your phone or laptop against drops, spills and theft with our insurance partner.</p>",
    ),
    sections: [
      {
        title: t("Cost", "Стоимость", "Cost"),
        html: t(
          "<p>8% din prețul dispozitivului pe an.</p>",
          "<p>8% от цены устройства в год.</p>",
          "<p>8% of the device price a year.</p>",
        ),
      },
    ],
  }),
  service_center_page: serviceCenter(langs, {
    title: t("Centrul de service PrimeBuy", "Сервисный центр PrimeBuy", "PrimeBuy service centre"),
    html: t(
      "<p>Reparăm în garanție și după garanție electrocasnicele și gadgeturile cumpărate la noi, în cel mult 14 zile.</p>",
      "<p>Ремонтируем по гарантии и после неё технику и гаджеты, купленные у нас, не дольше 14 дней.</p>",
      "<p>We repair the appliances and gadgets bought from us, in and out of warranty, within 14 days.</p>",
    ),
    sections: [
      {
        title: t("Ce aduceți", "Что принести", "What to bring"),
        html: t(
          "<p>Produsul, bonul și certificatul de garanție.</p>",
          "<p>Товар, чек и гарантийный талон.</p>",
          "<p>The product, receipt and warranty card.</p>",
        ),
      },
    ],
    address: t("Chișinău, bd. Dacia 47", "Кишинёв, бул. Дачия 47", "47 Dacia Blvd, Chișinău"),
    phones: ["+373 22 855 105"],
    workHours: t(
      "Lu–Vi 9:00–18:00, Sâ 10:00–14:00",
      "Пн–Пт 9:00–18:00, Сб 10:00–14:00",
      "Mon–Fri 9:00–18:00, Sat 10:00–14:00",
    ),
  }),
};
