import type { VacancySeed } from "./types.ts";

/** Farmacia Familiei: five pharmacies in Chișinău, one open 24/7. */
export const farmacieVacancies: VacancySeed[] = [
  {
    employment: "shift",
    salary: { from: 15000, to: 20000, currency: "MDL" },
    onMainPage: true,
    byLang: {
      ro: {
        title: "Farmacist diriginte",
        location: "Chișinău, bd. Ștefan cel Mare 128 (farmacia non-stop)",
        intro: "Conduceți echipa farmaciei noastre deschise 24/7 din centrul orașului.",
        duties: [
          "Eliberarea medicamentelor și consilierea pacienților",
          "Controlul rețetelor și al stocurilor",
          "Organizarea turelor echipei",
        ],
        offer: [
          "Salariu 15 000–20 000 lei",
          "Program în ture, inclusiv de noapte",
          "Cursuri de educație continuă plătite",
        ],
      },
      ru: {
        title: "Заведующий аптекой (фармацевт)",
        location: "Кишинёв, бул. Штефан чел Маре, 128 (круглосуточная аптека)",
        intro: "Возглавите команду нашей круглосуточной аптеки в центре города.",
        duties: [
          "Отпуск лекарств и консультирование пациентов",
          "Контроль рецептов и остатков",
          "Организация смен команды",
        ],
        offer: [
          "Оплата 15 000–20 000 леев",
          "Сменный график, включая ночные смены",
          "Оплачиваемые курсы повышения квалификации",
        ],
      },
      uk: {
        title: "Завідувач аптеки (фармацевт)",
        location: "Кишинів, бул. Штефан чел Маре, 128 (цілодобова аптека)",
        intro: "Очолите команду нашої цілодобової аптеки в центрі міста.",
        duties: [
          "Відпуск ліків і консультування пацієнтів",
          "Контроль рецептів і залишків",
          "Організація змін команди",
        ],
        offer: [
          "Оплата 15 000–20 000 леїв",
          "Змінний графік, включно з нічними змінами",
          "Оплачувані курси підвищення кваліфікації",
        ],
      },
      en: {
        title: "Head pharmacist",
        location: "Chișinău, 128 Ștefan cel Mare Blvd. (24/7 pharmacy)",
        intro: "Lead the team of our round-the-clock pharmacy in the city centre.",
        duties: [
          "Dispensing medicines and advising patients",
          "Checking prescriptions and stock",
          "Planning the team's shifts",
        ],
        offer: ["15,000–20,000 MDL a month", "Shift work, nights included", "Paid continuing education"],
      },
    },
  },
  {
    employment: "full_time",
    salary: { from: 11000, to: 13000, currency: "MDL" },
    byLang: {
      ro: {
        title: "Asistent de farmacie",
        location: "Chișinău, farmaciile din Botanica și Buiucani",
        intro: "Căutăm absolvenți de colegiu farmaceutic care vor să lucreze cu oamenii.",
        duties: [
          "Consilierea clienților la produsele fără rețetă",
          "Recepția și aranjarea mărfii",
          "Lucrul la casa de marcat",
        ],
        offer: ["Salariu 11 000–13 000 lei", "Mentor în primele luni", "Reduceri la produse pentru familie"],
      },
      ru: {
        title: "Фармацевт-ассистент",
        location: "Кишинёв, аптеки на Ботанике и Буюканах",
        intro: "Ищем выпускников фармацевтического колледжа, которым нравится работать с людьми.",
        duties: ["Консультации по безрецептурным товарам", "Приёмка и выкладка товара", "Работа на кассе"],
        offer: ["Оплата 11 000–13 000 леев", "Наставник в первые месяцы", "Скидки на товары для семьи"],
      },
      uk: {
        title: "Фармацевт-асистент",
        location: "Кишинів, аптеки на Ботаніці та Буюканах",
        intro: "Шукаємо випускників фармацевтичного коледжу, яким подобається працювати з людьми.",
        duties: ["Консультації щодо безрецептурних товарів", "Приймання і викладка товару", "Робота на касі"],
        offer: ["Оплата 11 000–13 000 леїв", "Наставник у перші місяці", "Знижки на товари для родини"],
      },
      en: {
        title: "Pharmacy assistant",
        location: "Chișinău, Botanica and Buiucani pharmacies",
        intro: "We are looking for pharmacy college graduates who enjoy working with people.",
        duties: [
          "Advising customers on over-the-counter products",
          "Receiving and shelving goods",
          "Working the till",
        ],
        offer: ["11,000–13,000 MDL a month", "A mentor for the first months", "Discounts for your family"],
      },
    },
  },
];
