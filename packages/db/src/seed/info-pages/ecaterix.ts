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
import { cardOnlinePayment, cardOnReceiptPayment, cashPayment, orderSteps, ownCourier } from "./moldova.ts";

const langs: Language[] = ["ro", "ru", "en"];
const t = (ro: string, ru: string, en: string) => ({ ro, ru, en });
const food = t("Meniu și livrare", "Меню и доставка", "Menu and delivery");

/** Ecaterix: a caterer. Catering FAQs, a discount page, paying for events in parts, food safety and the equipment return point. */
export const ecaterixInfoPages: InfoPagesSeed = {
  faq: faq(langs, [
    {
      category: food,
      q: t(
        "Până când pot comanda pentru ziua următoare?",
        "До какого времени можно заказать на завтра?",
        "Until when can I order for tomorrow?",
      ),
      a: t(
        "Până la ora 14:00. Comenzile de după această oră le livrăm poimâine.",
        "До 14:00. Заказы после этого времени доставим послезавтра.",
        "Until 14:00. Orders placed later are delivered the day after tomorrow.",
      ),
    },
    {
      category: food,
      q: t(
        "Aveți meniuri pentru alergii sau vegetarieni?",
        "Есть ли меню для аллергиков и вегетарианцев?",
        "Do you have menus for allergies or vegetarians?",
      ),
      a: t(
        "Da: meniu vegetarian, fără gluten și fără lactoză. Alergenii sunt indicați la fiecare fel de mâncare.",
        "Да: вегетарианское, безглютеновое и безлактозное меню. Аллергены указаны у каждого блюда.",
        "Yes: vegetarian, gluten-free and lactose-free menus. Allergens are listed for every dish.",
      ),
    },
    {
      category: t("Evenimente", "Мероприятия", "Events"),
      q: t(
        "Cu cât timp înainte rezerv catering pentru un eveniment?",
        "За сколько дней заказывать кейтеринг на мероприятие?",
        "How far ahead should I book event catering?",
      ),
      a: t(
        "Pentru până la 50 de invitați — cu 3 zile înainte; pentru evenimente mai mari — cu o săptămână.",
        "До 50 гостей — за 3 дня; для больших мероприятий — за неделю.",
        "For up to 50 guests, 3 days ahead; for larger events, a week ahead.",
      ),
    },
  ]),
  order_guide: steps(langs, orderSteps()),
  payment_systems: payments(langs, [cashPayment, cardOnlinePayment, cardOnReceiptPayment]),
  delivery_services: carriers(langs, [
    ownCourier(
      t(
        "Gratuit de la 600 lei; dimineața, între 6:00 și 9:00",
        "Бесплатно от 600 лей; утром, с 6:00 до 9:00",
        "Free from 600 MDL; mornings, 6:00 to 9:00",
      ),
    ),
  ]),
  services: services(langs, [
    {
      title: t("Catering pentru evenimente", "Кейтеринг мероприятий", "Event catering"),
      description: t(
        "Bufet și coffee break pentru 20–300 de invitați.",
        "Фуршет и кофе-брейк на 20–300 гостей.",
        "Buffets and coffee breaks for 20 to 300 guests.",
      ),
      price: t("de la 250 lei de persoană", "от 250 лей на гостя", "from 250 MDL per guest"),
    },
    {
      title: t("Consultația nutriționistului", "Консультация диетолога", "Dietitian consultation"),
      description: t(
        "Alegem împreună programul potrivit.",
        "Вместе подберём подходящую программу.",
        "We pick the right meal plan together.",
      ),
      price: t("Gratuit cu un abonament", "Бесплатно при подписке", "Free with a subscription"),
    },
  ]),
  discount_page: page(langs, {
    title: t("Reduceri la abonamente", "Скидки на подписки", "Subscription discounts"),
    html: t(
      "<p>Cu cât programul este mai lung, cu atât ziua costă mai puțin.</p>",
      "<p>Чем длиннее программа, тем дешевле день.</p>",
      "<p>The longer the plan, the less each day costs.</p>",
    ),
    sections: [
      {
        title: t("Abonamente", "Подписки", "Plans"),
        html: t(
          "<ul><li>14 zile — 5%</li><li>28 de zile — 10%</li></ul>",
          "<ul><li>14 дней — 5%</li><li>28 дней — 10%</li></ul>",
          "<ul><li>14 days: 5% off</li><li>28 days: 10% off</li></ul>",
        ),
      },
    ],
  }),
  credit_page: page(langs, {
    title: t("Plata evenimentelor în tranșe", "Оплата мероприятий частями", "Paying for events in parts"),
    html: t(
      "<p>Pentru evenimente de la 5000 lei: 30% avans la rezervare, restul după eveniment.</p>",
      "<p>Для мероприятий от 5000 леев: 30% предоплата при бронировании, остальное после мероприятия.</p>",
      "<p>For events from 5,000 MDL: 30% when booking, the rest after the event.</p>",
    ),
    sections: [
      {
        title: t("Abonamente lunare", "Месячные абонементы", "Monthly plans"),
        html: t(
          "<p>Abonamentele de 20 de zile se pot achita în două plăți, la începutul fiecărei decade.</p>",
          "<p>Абонемент на 20 дней можно оплатить двумя платежами, в начале каждой декады.</p>",
          "<p>A 20-day plan can be paid in two parts, at the start of each ten days.</p>",
        ),
      },
    ],
  }),
  insurance_page: page(langs, {
    title: t("Siguranța alimentară", "Безопасность питания", "Food safety"),
    html: t(
      "<p>Bucătăria lucrează după HACCP, iar evenimentele sunt acoperite de o asigurare de răspundere civilă.</p>",
      "<p>Кухня работает по HACCP, а мероприятия покрыты страхованием гражданской ответственности.</p>",
      "<p>Our kitchen follows HACCP and every event is covered by liability insurance.</p>",
    ),
    sections: [
      {
        title: t("Probe păstrate", "Хранение проб", "Kept samples"),
        html: t(
          "<p>Din fiecare preparat păstrăm o probă 72 de ore, pentru orice verificare.</p>",
          "<p>От каждого блюда храним пробу 72 часа — для любой проверки.</p>",
          "<p>We keep a sample of every dish for 72 hours, for any inspection.</p>",
        ),
      },
    ],
  }),
  service_center_page: serviceCenter(langs, {
    title: t("Punct de returnare a echipamentului", "Пункт возврата оборудования", "Equipment return point"),
    html: t(
      "<p>Aici se returnează cutiile termice, vesela și standurile închiriate pentru evenimente.</p>",
      "<p>Здесь принимаем термобоксы, посуду и стойки, взятые на мероприятия.</p>",
      "<p>Return the insulated boxes, tableware and stands lent for events here.</p>",
    ),
    sections: [
      {
        title: t("Garanția", "Залог", "Deposit"),
        html: t(
          "<p>Garanția se restituie pe loc, după verificarea echipamentului.</p>",
          "<p>Залог возвращаем сразу после проверки оборудования.</p>",
          "<p>The deposit is refunded on the spot once the equipment is checked.</p>",
        ),
      },
    ],
    address: t(
      "Chișinău, str. Calea Ieșilor 8",
      "Кишинёв, ул. Калеа Ешилор, 8",
      "8 Calea Ieșilor St, Chișinău",
    ),
    phones: ["+373 22 311 523"],
    workHours: t("Lu–Vi 8:00–17:00", "Пн–Пт 8:00–17:00", "Mon–Fri 8 am–5 pm"),
  }),
};
