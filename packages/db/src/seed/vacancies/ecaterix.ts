import type { VacancySeed } from "./types.ts";

const KITCHEN = {
  ro: "Chișinău, str. Albișoara 42 (bucătăria)",
  ru: "Кишинёв, ул. Албишоара, 42 (кухня)",
  en: "Chișinău, 42 Albișoara St. (kitchen)",
};

/** The caterer hires the most: cooks, couriers, kitchen and event staff. */
export const ecaterixVacancies: VacancySeed[] = [
  {
    employment: "shift",
    salary: { from: 14000, to: 18000, currency: "MDL" },
    onMainPage: true,
    publishedDaysAgo: 3,
    byLang: {
      ru: {
        title: "Повар горячего цеха",
        location: KITCHEN.ru,
        intro:
          "Готовим рационы здорового питания на каждый день и кейтеринг для мероприятий. Ищем повара, который любит точность граммовок и чистую кухню.",
        duties: [
          "Приготовление горячих блюд по технологическим картам рационов",
          "Порционирование и упаковка блюд к утренней доставке",
          "Соблюдение санитарных норм и маркировка продукции",
        ],
        offer: [
          "График 2/2 по 12 часов, смены с 6:00",
          "Официальное трудоустройство и питание на смене",
          "Оплата 14 000–18 000 леев в зависимости от опыта",
        ],
      },
      ro: {
        title: "Bucătar la secția de preparate calde",
        location: KITCHEN.ro,
        intro:
          "Pregătim zilnic meniuri sănătoase și catering pentru evenimente. Căutăm un bucătar care ține la gramaje exacte și o bucătărie curată.",
        duties: [
          "Gătirea preparatelor calde după fișele tehnologice ale meniurilor",
          "Porționarea și ambalarea mâncării pentru livrarea de dimineață",
          "Respectarea normelor sanitare și etichetarea produselor",
        ],
        offer: [
          "Program 2/2 câte 12 ore, ture de la 6:00",
          "Angajare oficială și masă în timpul turei",
          "Salariu 14 000–18 000 lei, în funcție de experiență",
        ],
      },
      en: {
        title: "Hot kitchen cook",
        location: KITCHEN.en,
        intro:
          "We cook healthy daily meal plans and cater events. We are looking for a cook who cares about exact portions and a clean kitchen.",
        duties: [
          "Cooking hot dishes to the meal plans' recipe cards",
          "Portioning and packing meals for the morning delivery",
          "Keeping hygiene rules and labelling every box",
        ],
        offer: [
          "Two days on, two days off, 12-hour shifts from 6:00",
          "A formal contract and meals during your shift",
          "14,000–18,000 MDL a month depending on experience",
        ],
      },
    },
  },
  {
    employment: "full_time",
    salary: { from: 12000, to: 16000, currency: "MDL" },
    onMainPage: true,
    publishedDaysAgo: 5,
    byLang: {
      ru: {
        title: "Курьер на личном автомобиле",
        location: "Кишинёв и пригороды",
        intro:
          "Доставляем рационы клиентам с 6:00 до 10:00 утра. Нужен пунктуальный курьер со своим автомобилем.",
        duties: [
          "Получение заказов на кухне по маршрутному листу",
          "Доставка рационов клиентам в согласованное время",
          "Соблюдение температурного режима в термосумках",
        ],
        offer: [
          "Оплата 12 000–16 000 леев плюс компенсация топлива",
          "Утренний график, свободный вечер",
          "Маршруты по районам, без переработок",
        ],
      },
      ro: {
        title: "Curier cu automobil propriu",
        location: "Chișinău și suburbii",
        intro:
          "Livrăm meniurile clienților între 6:00 și 10:00 dimineața. Căutăm un curier punctual, cu mașina proprie.",
        duties: [
          "Preluarea comenzilor de la bucătărie după foaia de parcurs",
          "Livrarea meniurilor la ora convenită cu clientul",
          "Păstrarea temperaturii în gențile termice",
        ],
        offer: [
          "Salariu 12 000–16 000 lei plus compensarea carburantului",
          "Program de dimineață, seara liberă",
          "Trasee pe sectoare, fără ore suplimentare",
        ],
      },
      en: {
        title: "Courier with own car",
        location: "Chișinău and suburbs",
        intro:
          "We deliver meal plans between 6:00 and 10:00 in the morning. We need a punctual courier with their own car.",
        duties: [
          "Collecting orders at the kitchen by route sheet",
          "Delivering meals at the time agreed with the customer",
          "Keeping the food at the right temperature in thermal bags",
        ],
        offer: [
          "12,000–16,000 MDL a month plus fuel costs",
          "Morning hours, your evenings free",
          "Routes by district, no overtime",
        ],
      },
    },
  },
  {
    employment: "shift",
    salary: { from: 9000, to: 10500, currency: "MDL" },
    publishedDaysAgo: 9,
    byLang: {
      ru: {
        title: "Помощник повара",
        location: KITCHEN.ru,
        intro: "Научим работе на профессиональной кухне. Подойдёт студентам и тем, кто хочет стать поваром.",
        duties: [
          "Подготовка овощей, круп и заготовок",
          "Помощь поварам при порционировании",
          "Поддержание чистоты рабочих мест",
        ],
        offer: ["Обучение на месте", "Сменный график 2/2", "Оплата 9 000–10 500 леев"],
      },
      ro: {
        title: "Ajutor de bucătar",
        location: KITCHEN.ro,
        intro:
          "Vă învățăm să lucrați într-o bucătărie profesională. Potrivit pentru studenți și pentru cei care vor să devină bucătari.",
        duties: [
          "Pregătirea legumelor, a crupelor și a semipreparatelor",
          "Ajutor la porționarea mâncării",
          "Menținerea curățeniei la locul de muncă",
        ],
        offer: ["Instruire la locul de muncă", "Program în ture 2/2", "Salariu 9 000–10 500 lei"],
      },
      en: {
        title: "Kitchen assistant",
        location: KITCHEN.en,
        intro:
          "We will teach you to work in a professional kitchen. Good for students and anyone who wants to become a cook.",
        duties: [
          "Preparing vegetables, grains and prep items",
          "Helping the cooks portion the meals",
          "Keeping workstations clean",
        ],
        offer: ["Training on the job", "Two days on, two days off", "9,000–10,500 MDL a month"],
      },
    },
  },
  {
    employment: "part_time",
    salary: { from: 100, to: 130, currency: "MDL", period: "hour" },
    onMainPage: true,
    publishedDaysAgo: 2,
    byLang: {
      ru: {
        title: "Официант на выездные мероприятия",
        location: "Кишинёв, площадки клиентов",
        intro:
          "Обслуживаем фуршеты, банкеты и конференции. Работа по вечерам и выходным, удобно совмещать с учёбой.",
        duties: ["Сервировка столов и фуршетных линий", "Обслуживание гостей", "Сбор и упаковка инвентаря"],
        offer: ["Почасовая оплата 100–130 леев", "Форма и трансфер за счёт компании", "Выбираете смены сами"],
      },
      ro: {
        title: "Ospătar pentru evenimente",
        location: "Chișinău, locațiile clienților",
        intro:
          "Servim bufete, banchete și conferințe. Lucru seara și în weekend, ușor de îmbinat cu studiile.",
        duties: [
          "Aranjarea meselor și a liniilor de bufet",
          "Servirea oaspeților",
          "Strângerea și ambalarea inventarului",
        ],
        offer: ["Plată pe oră 100–130 lei", "Uniformă și transport asigurate", "Vă alegeți singur turele"],
      },
      en: {
        title: "Event waiter",
        location: "Chișinău, clients' venues",
        intro:
          "We serve buffets, banquets and conferences. Evening and weekend work that fits around your studies.",
        duties: ["Setting tables and buffet lines", "Serving guests", "Collecting and packing the equipment"],
        offer: ["100–130 MDL an hour", "Uniform and transport provided", "You choose your shifts"],
      },
    },
  },
  {
    employment: "full_time",
    publishedDaysAgo: 14,
    byLang: {
      ru: {
        title: "Нутрициолог-консультант",
        location: "Кишинёв, офис и онлайн",
        intro:
          "Помогаем клиентам выбрать рацион по калорийности и целям. Ищем специалиста с профильным образованием.",
        duties: [
          "Консультации клиентов по телефону и в мессенджерах",
          "Составление и проверка меню вместе с шеф-поваром",
          "Подготовка статей и советов для сайта",
        ],
        offer: [
          "Оплата по итогам собеседования",
          "Гибридный формат работы",
          "Бесплатный рацион для сотрудников",
        ],
      },
      ro: {
        title: "Nutriționist-consultant",
        location: "Chișinău, birou și online",
        intro:
          "Ajutăm clienții să aleagă meniul după calorii și obiective. Căutăm un specialist cu studii de profil.",
        duties: [
          "Consultarea clienților la telefon și pe mesagerie",
          "Alcătuirea și verificarea meniurilor împreună cu bucătarul-șef",
          "Pregătirea articolelor și sfaturilor pentru site",
        ],
        offer: ["Salariu stabilit la interviu", "Lucru hibrid", "Meniu gratuit pentru angajați"],
      },
      en: {
        title: "Nutrition consultant",
        location: "Chișinău, office and remote",
        intro:
          "We help customers choose a meal plan by calories and goals. We are looking for a qualified nutritionist.",
        duties: [
          "Advising customers by phone and messenger",
          "Planning and checking menus with the head chef",
          "Writing articles and tips for the website",
        ],
        offer: ["Pay agreed at the interview", "Hybrid work", "Free meal plan for staff"],
      },
    },
  },
];
