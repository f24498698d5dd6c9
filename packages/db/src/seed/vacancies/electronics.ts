import type { VacancySeed } from "./types.ts";

/** eCom Electronice, Iași (Romania; prices in RON). */
export const ecomVacancies: VacancySeed[] = [
  {
    employment: "full_time",
    salary: { from: 4500, to: 6000, currency: "RON" },
    onMainPage: true,
    byLang: {
      ro: {
        title: "Consultant vânzări electronice",
        location: "Iași, magazinul din centru",
        intro: "Recomandați clienților laptopuri, telefoane și electrocasnice potrivite nevoilor lor.",
        duties: [
          "Consilierea clienților în magazin și la telefon",
          "Prezentarea produselor și a garanțiilor",
          "Emiterea facturilor",
        ],
        offer: ["Salariu net 4 500–6 000 lei plus comision", "Tichete de masă", "Instruiri de produs"],
      },
      en: {
        title: "Electronics sales consultant",
        location: "Iași, city-centre store",
        intro: "Recommend laptops, phones and appliances that fit our customers' needs.",
        duties: [
          "Advising customers in store and by phone",
          "Explaining products and warranties",
          "Issuing invoices",
        ],
        offer: ["4,500–6,000 RON net a month plus commission", "Meal vouchers", "Product training"],
      },
    },
  },
  {
    employment: "full_time",
    salary: { from: 3800, to: 4300, currency: "RON" },
    byLang: {
      ro: {
        title: "Operator depozit și expediții",
        location: "Iași, depozitul din zona industrială",
        intro: "Pregătim coletele comenzilor online pentru curieri.",
        duties: [
          "Scanarea și pregătirea comenzilor",
          "Ambalarea coletelor",
          "Predarea către firmele de curierat",
        ],
        offer: [
          "Salariu net 3 800–4 300 lei",
          "Program de luni până vineri",
          "Bonus de performanță trimestrial",
        ],
      },
      en: {
        title: "Warehouse and dispatch operator",
        location: "Iași, industrial-area warehouse",
        intro: "We pack online orders for the couriers.",
        duties: ["Scanning and picking orders", "Packing parcels", "Handing them to the courier companies"],
        offer: ["3,800–4,300 RON net a month", "Monday to Friday", "Quarterly performance bonus"],
      },
    },
  },
];

/** PrimeBuy, Chișinău (Botanica), with its own service centre. */
export const primebuyVacancies: VacancySeed[] = [
  {
    employment: "full_time",
    salary: { from: 14000, to: 19000, currency: "MDL" },
    onMainPage: true,
    byLang: {
      ro: {
        title: "Tehnician service electrocasnice",
        location: "Chișinău, bd. Decebal 139 (centrul de service)",
        intro: "Reparați electrocasnice și gadgeturi în garanție și după garanție.",
        duties: [
          "Diagnosticul și repararea aparatelor",
          "Comunicarea cu clienții despre termene",
          "Evidența pieselor de schimb",
        ],
        offer: [
          "Salariu 14 000–19 000 lei",
          "Scule și echipament asigurate",
          "Certificări de la producători",
        ],
      },
      ru: {
        title: "Мастер сервисного центра",
        location: "Кишинёв, бул. Дечебал, 139 (сервисный центр)",
        intro: "Ремонтируете бытовую технику и гаджеты по гарантии и после неё.",
        duties: ["Диагностика и ремонт техники", "Общение с клиентами о сроках", "Учёт запчастей"],
        offer: [
          "Оплата 14 000–19 000 леев",
          "Инструменты и оборудование за счёт компании",
          "Сертификация у производителей",
        ],
      },
      en: {
        title: "Appliance service technician",
        location: "Chișinău, 139 Decebal Blvd. (service centre)",
        intro: "Repair appliances and gadgets in and out of warranty.",
        duties: [
          "Diagnosing and repairing devices",
          "Keeping customers informed about timing",
          "Tracking spare parts",
        ],
        offer: ["14,000–19,000 MDL a month", "Tools and equipment provided", "Manufacturer certifications"],
      },
    },
  },
  {
    employment: "full_time",
    salary: { from: 11000, to: 15000, currency: "MDL" },
    byLang: {
      ro: {
        title: "Consultant vânzări gadgeturi",
        location: "Chișinău, bd. Decebal 139",
        intro: "Cunoașteți noutățile din lumea gadgeturilor și vă place să le explicați altora.",
        duties: [
          "Consilierea clienților",
          "Configurarea dispozitivelor la cumpărare",
          "Oferirea extinderilor de garanție",
        ],
        offer: [
          "Salariu 11 000–15 000 lei plus comision",
          "Program 5/2",
          "Reduceri la tehnică pentru angajați",
        ],
      },
      ru: {
        title: "Консультант по гаджетам",
        location: "Кишинёв, бул. Дечебал, 139",
        intro: "Разбираетесь в новинках техники и любите объяснять их другим.",
        duties: [
          "Консультирование покупателей",
          "Настройка устройств при покупке",
          "Оформление продлённой гарантии",
        ],
        offer: ["Оплата 11 000–15 000 леев плюс процент", "График 5/2", "Скидки на технику для сотрудников"],
      },
      en: {
        title: "Gadget sales consultant",
        location: "Chișinău, 139 Decebal Blvd.",
        intro: "You follow the latest gadgets and enjoy explaining them to others.",
        duties: ["Advising customers", "Setting devices up at purchase", "Offering extended warranties"],
        offer: ["11,000–15,000 MDL a month plus commission", "Five days a week", "Staff discounts on tech"],
      },
    },
  },
];
