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
import {
  cardOnlinePayment,
  cashPayment,
  novaPost,
  orderSteps,
  ownCourier,
  paynetPayment,
  pickup,
} from "./moldova.ts";

const langs: Language[] = ["ro", "ru", "uk", "en"];
const t = (ro: string, ru: string, uk: string, en: string) => ({ ro, ru, uk, en });
const home = t("Casă și grădină", "Дом и сад", "Дім і сад", "Home and garden");

/** Casa Mea: home and garden; instalments, a discount card, purchase insurance and its own service centre. */
export const defaultInfoPages: InfoPagesSeed = {
  faq: faq(langs, [
    {
      category: home,
      q: t(
        "Când se pot planta răsadurile afară?",
        "Когда можно высаживать рассаду в грунт?",
        "Коли можна висаджувати розсаду в ґрунт?",
        "When can seedlings go out into the garden?",
      ),
      a: t(
        "În Moldova, după 10 mai, când nopțile nu mai scad sub 10 °C. Până atunci, călire pe balcon câte câteva ore pe zi.",
        "В Молдове — после 10 мая, когда ночи уже не холоднее 10 °C. До этого закаляйте рассаду на балконе по несколько часов в день.",
        "У Молдові — після 10 травня, коли ночі вже не холодніші за 10 °C. До того гартуйте розсаду на балконі по кілька годин на день.",
        "In Moldova, after 10 May, once nights stay above 10 °C. Until then, harden them off on a balcony for a few hours a day.",
      ),
    },
    {
      category: home,
      q: t(
        "Montați mobilierul cumpărat?",
        "Вы собираете купленную мебель?",
        "Ви збираєте куплені меблі?",
        "Do you assemble the furniture you sell?",
      ),
      a: t(
        "Da, montatorii noștri vin la domiciliu; serviciul costă 10% din prețul mobilierului, minimum 200 lei.",
        "Да, наши сборщики приезжают на дом; услуга стоит 10% от цены мебели, минимум 200 лей.",
        "Так, наші збирачі приїжджають додому; послуга коштує 10% від ціни меблів, мінімум 200 лей.",
        "Yes, our fitters come to your home; it costs 10% of the furniture price, at least 200 MDL.",
      ),
    },
    {
      category: t("Comenzi", "Заказы", "Замовлення", "Orders"),
      q: t(
        "Pot returna un produs care nu se potrivește?",
        "Можно вернуть товар, который не подошёл?",
        "Чи можна повернути товар, який не підійшов?",
        "Can I return something that does not fit?",
      ),
      a: t(
        "Da, în 14 zile de la primire, dacă produsul este nefolosit și în ambalajul original. Plantele vii nu se returnează.",
        "Да, в течение 14 дней после получения, если товар не использовался и в оригинальной упаковке. Живые растения возврату не подлежат.",
        "Так, протягом 14 днів після отримання, якщо товар не використовувався і в оригінальній упаковці. Живі рослини поверненню не підлягають.",
        "Yes, within 14 days of delivery if unused and in the original packaging. Live plants cannot be returned.",
      ),
    },
  ]),
  order_guide: steps(langs, orderSteps()),
  payment_systems: payments(langs, [cashPayment, cardOnlinePayment, paynetPayment]),
  delivery_services: carriers(langs, [
    ownCourier(
      t(
        "60 lei, gratuit de la 1000 lei; a doua zi",
        "60 лей, бесплатно от 1000 лей; на следующий день",
        "60 лей, безкоштовно від 1000 лей; наступного дня",
        "60 MDL, free from 1,000 MDL; next day",
      ),
    ),
    novaPost,
    pickup,
  ]),
  services: services(langs, [
    {
      title: t("Montaj mobilier", "Сборка мебели", "Збирання меблів", "Furniture assembly"),
      description: t(
        "La domiciliu, cu garanție 12 luni.",
        "На дому, с гарантией 12 месяцев.",
        "Вдома, з гарантією 12 місяців.",
        "At your home, with a 12-month guarantee.",
      ),
      price: t("de la 200 lei", "от 200 лей", "від 200 лей", "from 200 MDL"),
    },
    {
      title: t("Amenajarea grădinii", "Озеленение участка", "Озеленення ділянки", "Garden planting"),
      description: t(
        "Plantăm arbuștii și gazonul comandate.",
        "Высадим заказанные кустарники и газон.",
        "Висадимо замовлені кущі та газон.",
        "We plant the shrubs and lawn you ordered.",
      ),
      price: null,
    },
  ]),
  credit_page: page(langs, {
    title: t("Cumpărare în rate", "Покупка в рассрочку", "Купівля в розстрочку", "Buy in instalments"),
    html: t(
      "<p>Pentru comenzile de la 3000 lei puteți plăti în 3–24 de rate prin băncile partenere.</p>",
      "<p>Заказы от 3000 лей можно оплатить в 3–24 платежа через банки-партнёры.</p>",
      "<p>Замовлення від 3000 лей можна оплатити в 3–24 платежі через банки-партнери.</p>",
      "<p>Orders of 3,000 MDL or more can be paid in 3 to 24 instalments through our partner banks.</p>",
    ),
    sections: [
      {
        title: t("Fără dobândă", "Без процентов", "Без відсотків", "Interest-free"),
        html: t(
          "<p>3 și 6 rate fără dobândă și fără comision pentru mobilier și electrocasnice.</p>",
          "<p>3 и 6 платежей без процентов и комиссий на мебель и бытовую технику.</p>",
          "<p>3 і 6 платежів без відсотків і комісій на меблі та побутову техніку.</p>",
          "<p>3 and 6 instalments with no interest or fees on furniture and appliances.</p>",
        ),
      },
      {
        title: t("Acte", "Документы", "Документи", "Documents"),
        html: t(
          "<p>Doar buletinul de identitate.</p>",
          "<p>Только удостоверение личности.</p>",
          "<p>Лише посвідчення особи.</p>",
          "<p>Only your identity card.</p>",
        ),
      },
    ],
  }),
  discount_page: page(langs, {
    title: t("Reduceri", "Скидки", "Знижки", "Discounts"),
    html: t(
      "<p>Cu cardul Casa Mea primiți 3% înapoi în puncte la fiecare cumpărătură.</p>",
      "<p>С картой Casa Mea вы получаете 3% баллами с каждой покупки.</p>",
      "<p>З карткою Casa Mea ви отримуєте 3% балами з кожної покупки.</p>",
      "<p>With the Casa Mea card you get 3% back in points on every purchase.</p>",
    ),
    sections: [
      {
        title: t("Sezon de grădină", "Садовый сезон", "Садовий сезон", "Garden season"),
        html: t(
          "<p>În martie și aprilie, 10% reducere la semințe și răsaduri.</p>",
          "<p>В марте и апреле — 10% скидки на семена и рассаду.</p>",
          "<p>У березні та квітні — 10% знижки на насіння і розсаду.</p>",
          "<p>In March and April, 10% off seeds and seedlings.</p>",
        ),
      },
    ],
  }),
  insurance_page: page(langs, {
    title: t("Asigurarea cumpărăturilor", "Страхование покупок", "Страхування покупок", "Purchase insurance"),
    html: t(
      "<p>Asigurați mobila și electrocasnicele împotriva deteriorării accidentale, de la 4% din preț pe an.</p>",
      "<p>Застрахуйте мебель и бытовую технику от случайных повреждений — от 4% цены в год.</p>",
      "<p>Застрахуйте меблі та побутову техніку від випадкових пошкоджень — від 4% ціни на рік.</p>",
      "<p>Insure furniture and appliances against accidental damage, from 4% of the price a year.</p>",
    ),
    sections: [
      {
        title: t("Ce acoperă", "Что покрывает", "Що покриває", "What it covers"),
        html: t(
          "<p>Lovituri, pete și defecte apărute la transport sau în folosire, cu reparație sau înlocuire.</p>",
          "<p>Удары, пятна и поломки при перевозке или в быту — ремонт или замена.</p>",
          "<p>Удари, плями та поломки під час перевезення чи в побуті — ремонт або заміна.</p>",
          "<p>Knocks, stains and breakdowns in transport or daily use, repaired or replaced.</p>",
        ),
      },
      {
        title: t("Cum se încheie", "Как оформить", "Як оформити", "How to take it out"),
        html: t(
          "<p>Bifați asigurarea la comandă sau cereți-o consultantului; polița vine pe e-mail.</p>",
          "<p>Отметьте страховку при заказе или попросите консультанта; полис придёт на e-mail.</p>",
          "<p>Позначте страховку під час замовлення або попросіть консультанта; поліс прийде на e-mail.</p>",
          "<p>Tick insurance when ordering or ask a consultant; the policy arrives by e-mail.</p>",
        ),
      },
    ],
  }),
  service_center_page: serviceCenter(langs, {
    title: t("Service Casa Mea", "Сервис Casa Mea", "Сервіс Casa Mea", "Casa Mea service centre"),
    html: t(
      "<p>Reparăm în garanție și după garanție mobila și electrocasnicele cumpărate la noi.</p>",
      "<p>Ремонтируем по гарантии и после неё мебель и технику, купленные у нас.</p>",
      "<p>Ремонтуємо за гарантією і після неї меблі та техніку, куплені в нас.</p>",
      "<p>We repair furniture and appliances bought from us, in and out of warranty.</p>",
    ),
    sections: [
      {
        title: t("Vizită la domiciliu", "Выезд на дом", "Виїзд додому", "Home visits"),
        html: t(
          "<p>Meșterul vine în Chișinău în 2 zile lucrătoare; piesele le aduce cu el.</p>",
          "<p>Мастер приезжает по Кишинёву за 2 рабочих дня и привозит детали с собой.</p>",
          "<p>Майстер приїжджає по Кишиневу за 2 робочі дні й привозить деталі з собою.</p>",
          "<p>A technician visits within 2 working days in Chișinău and brings the parts.</p>",
        ),
      },
    ],
    address: t(
      "Chișinău, str. Uzinelor 19",
      "Кишинёв, ул. Узинелор, 19",
      "Кишинів, вул. Узінелор, 19",
      "19 Uzinelor St, Chișinău",
    ),
    phones: ["+373 22 840 215"],
    workHours: t("Lu–Vi 8:00–18:00", "Пн–Пт 8:00–18:00", "Пн–Пт 8:00–18:00", "Mon–Fri 8 am–6 pm"),
  }),
};
