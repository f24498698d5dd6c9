import type { VacancySeed } from "./types.ts";

/** Casa Mea, a home and garden store with a showroom in Ciocana. */
export const defaultVacancies: VacancySeed[] = [
  {
    employment: "full_time",
    salary: { from: 11000, to: 15000, currency: "MDL" },
    onMainPage: true,
    byLang: {
      ro: {
        title: "Consultant vânzări în showroom",
        location: "Chișinău, str. Uzinelor 19",
        intro:
          "Ajutați clienții să aleagă mobilier, textile și unelte de grădină în showroomul nostru din Ciocana.",
        duties: [
          "Consilierea clienților în showroom",
          "Plasarea comenzilor în sistem",
          "Aranjarea mărfii pe rafturi",
        ],
        offer: ["Salariu 11 000–15 000 lei plus bonus", "Program 5/2", "Reducere de 20% pentru angajați"],
      },
      ru: {
        title: "Консультант в шоурум",
        location: "Кишинёв, ул. Узинелор, 19",
        intro:
          "Помогаете покупателям выбрать мебель, текстиль и садовый инвентарь в нашем шоуруме на Чеканах.",
        duties: ["Консультирование покупателей", "Оформление заказов в системе", "Выкладка товара"],
        offer: ["Оплата 11 000–15 000 леев плюс бонус", "График 5/2", "Скидка 20% для сотрудников"],
      },
      uk: {
        title: "Консультант у шоурум",
        location: "Кишинів, вул. Узінелор, 19",
        intro: "Допомагаєте покупцям обрати меблі, текстиль і садовий інвентар у нашому шоурумі на Чеканах.",
        duties: ["Консультування покупців", "Оформлення замовлень у системі", "Викладка товару"],
        offer: ["Оплата 11 000–15 000 леїв плюс бонус", "Графік 5/2", "Знижка 20% для працівників"],
      },
      en: {
        title: "Showroom sales consultant",
        location: "Chișinău, 19 Uzinelor St.",
        intro: "Help customers choose furniture, textiles and garden tools in our showroom in Ciocana.",
        duties: [
          "Advising customers in the showroom",
          "Placing orders in the system",
          "Keeping the shelves in order",
        ],
        offer: ["11,000–15,000 MDL a month plus bonus", "Five days a week", "20% staff discount"],
      },
    },
  },
  {
    employment: "full_time",
    salary: { from: 10000, to: 12000, currency: "MDL" },
    byLang: {
      ro: {
        title: "Lucrător depozit",
        location: "Chișinău, depozitul din Ciocana",
        intro:
          "Pregătim comenzile online și livrările către clienți. Căutăm un coleg atent și rezistent fizic.",
        duties: ["Recepția mărfii", "Pregătirea comenzilor", "Încărcarea mașinilor de livrare"],
        offer: ["Salariu 10 000–12 000 lei", "Program 8:00–17:00", "Transport de la capăt de linie"],
      },
      ru: {
        title: "Работник склада",
        location: "Кишинёв, склад на Чеканах",
        intro: "Собираем интернет-заказы и отгружаем доставки. Нужен внимательный и выносливый сотрудник.",
        duties: ["Приёмка товара", "Сборка заказов", "Погрузка машин доставки"],
        offer: ["Оплата 10 000–12 000 леев", "График 8:00–17:00", "Развозка от конечной остановки"],
      },
      uk: {
        title: "Працівник складу",
        location: "Кишинів, склад на Чеканах",
        intro:
          "Збираємо інтернет-замовлення і відвантажуємо доставки. Потрібен уважний і витривалий працівник.",
        duties: ["Приймання товару", "Комплектування замовлень", "Завантаження машин доставки"],
        offer: ["Оплата 10 000–12 000 леїв", "Графік 8:00–17:00", "Розвезення від кінцевої зупинки"],
      },
      en: {
        title: "Warehouse worker",
        location: "Chișinău, Ciocana warehouse",
        intro:
          "We pick online orders and load deliveries. We need a careful colleague who does not mind physical work.",
        duties: ["Receiving goods", "Picking orders", "Loading the delivery vans"],
        offer: ["10,000–12,000 MDL a month", "8:00–17:00 hours", "Transport from the end of the bus line"],
      },
    },
  },
];
