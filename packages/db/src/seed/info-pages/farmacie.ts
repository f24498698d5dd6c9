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
  cardOnReceiptPayment,
  cashPayment,
  orderSteps,
  ownCourier,
  pickup,
} from "./moldova.ts";

const langs: Language[] = ["ro", "ru", "uk", "en"];
const t = (ro: string, ru: string, uk: string, en: string) => ({ ro, ru, uk, en });
const medicines = { ro: "Medicamente", ru: "Лекарства", uk: "Ліки", en: "Medicines" };
const orders = { ro: "Comenzi", ru: "Заказы", uk: "Замовлення", en: "Orders" };

/** Farmacia Familiei: a pharmacist answers, compensated medicines, a pensioners' discount, medical devices in instalments and their service. */
export const farmacieInfoPages: InfoPagesSeed = {
  faq: faq(langs, [
    {
      category: medicines,
      q: {
        ro: "Pot comanda online medicamente cu rețetă?",
        ru: "Можно ли заказать онлайн рецептурные лекарства?",
        uk: "Чи можна замовити онлайн рецептурні ліки?",
        en: "Can I order prescription medicines online?",
      },
      a: {
        ro: "Le puteți rezerva pe site, dar le eliberăm doar în farmacie, la prezentarea rețetei originale. Livrarea la domiciliu este posibilă numai pentru medicamentele fără rețetă.",
        ru: "Их можно забронировать на сайте, но отпускаем мы их только в аптеке по оригиналу рецепта. Доставка на дом возможна только для безрецептурных препаратов.",
        uk: "Їх можна забронювати на сайті, але відпускаємо ми їх лише в аптеці за оригіналом рецепта. Доставка додому можлива тільки для безрецептурних препаратів.",
        en: "You can reserve them on the site, but we hand them over only in the pharmacy against the original prescription. Home delivery is for non-prescription medicines only.",
      },
    },
    {
      category: medicines,
      q: {
        ro: "Îmi poate recomanda farmacistul un înlocuitor mai ieftin?",
        ru: "Может ли фармацевт подобрать более дешёвый аналог?",
        uk: "Чи може фармацевт підібрати дешевший аналог?",
        en: "Can the pharmacist suggest a cheaper equivalent?",
      },
      a: {
        ro: "Da. Farmacistul vă poate propune un generic cu aceeași substanță activă și aceeași doză. Pentru medicamentele cu rețetă, schimbarea se face doar dacă medicul a prescris denumirea comună internațională.",
        ru: "Да. Фармацевт может предложить дженерик с тем же действующим веществом и дозировкой. Для рецептурных препаратов замена возможна, только если врач выписал международное непатентованное название.",
        uk: "Так. Фармацевт може запропонувати генерик з тією ж діючою речовиною і дозуванням. Для рецептурних препаратів заміна можлива, лише якщо лікар виписав міжнародну непатентовану назву.",
        en: "Yes. The pharmacist can offer a generic with the same active substance and dose. For prescription medicines a swap is possible only if the doctor prescribed the international non-proprietary name.",
      },
    },
    {
      category: medicines,
      q: {
        ro: "Cum păstrez medicamentele primite prin curier?",
        ru: "Как хранить лекарства, полученные с курьером?",
        uk: "Як зберігати ліки, отримані кур’єром?",
        en: "How should I store medicines that came by courier?",
      },
      a: {
        ro: "Urmați indicațiile din prospect. Produsele care se păstrează la rece (insuline, unele vaccinuri) le livrăm în genți frigorifice; puneți-le în frigider imediat după primire.",
        ru: "Следуйте указаниям в инструкции. Препараты, требующие холода (инсулины, некоторые вакцины), мы доставляем в термосумках; сразу уберите их в холодильник.",
        uk: "Дотримуйтеся вказівок в інструкції. Препарати, що потребують холоду (інсуліни, деякі вакцини), ми доставляємо в термосумках; одразу покладіть їх у холодильник.",
        en: "Follow the leaflet. Products kept cold (insulins, some vaccines) travel in cool bags; put them in the fridge as soon as they arrive.",
      },
    },
    {
      category: orders,
      q: {
        ro: "Pot returna un medicament?",
        ru: "Можно ли вернуть лекарство?",
        uk: "Чи можна повернути ліки?",
        en: "Can I return a medicine?",
      },
      a: {
        ro: "Medicamentele de calitate corespunzătoare nu se primesc înapoi, conform legii. Dacă ați primit un produs deteriorat sau greșit, sunați-ne în 24 de ore și îl înlocuim.",
        ru: "Лекарства надлежащего качества по закону возврату не подлежат. Если вы получили повреждённый или не тот товар, позвоните нам в течение 24 часов, и мы его заменим.",
        uk: "Ліки належної якості за законом поверненню не підлягають. Якщо ви отримали пошкоджений або не той товар, зателефонуйте нам протягом 24 годин, і ми його замінимо.",
        en: "By law, medicines of proper quality cannot be returned. If you received a damaged or wrong product, call us within 24 hours and we will replace it.",
      },
    },
  ]),
  order_guide: steps(
    langs,
    orderSteps([
      {
        title: { ro: "Rețeta", ru: "Рецепт", uk: "Рецепт", en: "Prescription" },
        description: {
          ro: "Pentru medicamentele cu rețetă alegeți ridicarea din farmacie și aduceți rețeta originală.",
          ru: "Для рецептурных препаратов выберите самовывоз и принесите оригинал рецепта.",
          uk: "Для рецептурних препаратів оберіть самовивіз і принесіть оригінал рецепта.",
          en: "For prescription medicines choose pharmacy pickup and bring the original prescription.",
        },
      },
    ]),
  ),
  payment_systems: payments(langs, [cashPayment, cardOnlinePayment, cardOnReceiptPayment]),
  delivery_services: carriers(langs, [
    ownCourier({
      ro: "50 lei, gratuit de la 500 lei; în aceeași zi pentru comenzile până la 15:00",
      ru: "50 лей, бесплатно от 500 лей; в тот же день при заказе до 15:00",
      uk: "50 лей, безкоштовно від 500 лей; того ж дня при замовленні до 15:00",
      en: "50 MDL, free from 500 MDL; same day for orders placed by 15:00",
    }),
    pickup,
  ]),
  services: services(langs, [
    {
      title: {
        ro: "Măsurarea tensiunii",
        ru: "Измерение давления",
        uk: "Вимірювання тиску",
        en: "Blood pressure check",
      },
      description: {
        ro: "În orice farmacie a rețelei, fără programare.",
        ru: "В любой аптеке сети, без записи.",
        uk: "У будь-якій аптеці мережі, без запису.",
        en: "At any of our pharmacies, no appointment needed.",
      },
      price: { ro: "Gratuit", ru: "Бесплатно", uk: "Безкоштовно", en: "Free" },
    },
    {
      title: {
        ro: "Test rapid de glicemie",
        ru: "Экспресс-тест на глюкозу",
        uk: "Експрес-тест на глюкозу",
        en: "Rapid blood glucose test",
      },
      description: {
        ro: "Rezultat în două minute, cu recomandarea farmacistului.",
        ru: "Результат за две минуты, с рекомендацией фармацевта.",
        uk: "Результат за дві хвилини, з рекомендацією фармацевта.",
        en: "Result in two minutes, with the pharmacist’s advice.",
      },
      price: { ro: "25 lei", ru: "25 лей", uk: "25 лей", en: "25 MDL" },
    },
    {
      title: {
        ro: "Consultația farmacistului",
        ru: "Консультация фармацевта",
        uk: "Консультація фармацевта",
        en: "Pharmacist consultation",
      },
      description: {
        ro: "Despre doze, interacțiuni și cum se iau medicamentele, în farmacie sau la telefon.",
        ru: "О дозировках, взаимодействиях и приёме лекарств — в аптеке или по телефону.",
        uk: "Про дозування, взаємодії та прийом ліків — в аптеці або телефоном.",
        en: "On doses, interactions and how to take your medicines, in the pharmacy or by phone.",
      },
      price: { ro: "Gratuit", ru: "Бесплатно", uk: "Безкоштовно", en: "Free" },
    },
  ]),
  discount_page: page(langs, {
    title: {
      ro: "Reduceri și cardul Familia",
      ru: "Скидки и карта «Семья»",
      uk: "Знижки та картка «Родина»",
      en: "Discounts and the Family card",
    },
    html: {
      ro: "<p>Cardul Familia este gratuit și se emite în orice farmacie sau la prima comandă online.</p>",
      ru: "<p>Карта «Семья» бесплатна, её выдают в любой аптеке или при первом онлайн-заказе.</p>",
      uk: "<p>Картка «Родина» безкоштовна, її видають у будь-якій аптеці або під час першого онлайн-замовлення.</p>",
      en: "<p>The Family card is free; get it at any of our pharmacies or with your first online order.</p>",
    },
    sections: [
      {
        title: { ro: "Pensionari", ru: "Пенсионерам", uk: "Пенсіонерам", en: "Pensioners" },
        html: {
          ro: "<p>5% reducere zilnic la medicamentele fără rețetă, la prezentarea legitimației de pensionar.</p>",
          ru: "<p>5% скидки ежедневно на безрецептурные препараты при предъявлении пенсионного удостоверения.</p>",
          uk: "<p>5% знижки щодня на безрецептурні препарати за пред’явлення пенсійного посвідчення.</p>",
          en: "<p>5% off non-prescription medicines every day on showing your pension card.</p>",
        },
      },
      {
        title: { ro: "Puncte de fidelitate", ru: "Бонусные баллы", uk: "Бонусні бали", en: "Loyalty points" },
        html: {
          ro: "<p>Pentru fiecare 10 lei primiți un punct; un punct valorează 1 leu la următoarea cumpărătură.</p>",
          ru: "<p>За каждые 10 лей начисляется балл; балл равен 1 лею при следующей покупке.</p>",
          uk: "<p>За кожні 10 лей нараховується бал; бал дорівнює 1 лею під час наступної покупки.</p>",
          en: "<p>Every 10 MDL earns a point, worth 1 MDL off your next purchase.</p>",
        },
      },
    ],
  }),
  insurance_page: page(langs, {
    title: {
      ro: "Medicamente compensate (CNAM)",
      ru: "Компенсированные лекарства (CNAM)",
      uk: "Компенсовані ліки (CNAM)",
      en: "Compensated medicines (CNAM)",
    },
    html: {
      ro: "<p>Persoanele asigurate în sistemul asigurării obligatorii de asistență medicală primesc medicamentele din lista CNAM cu reducere de 50% până la 100%.</p>",
      ru: "<p>Лица, застрахованные в системе обязательного медицинского страхования, получают лекарства из списка CNAM со скидкой от 50% до 100%.</p>",
      uk: "<p>Особи, застраховані в системі обов’язкового медичного страхування, отримують ліки зі списку CNAM зі знижкою від 50% до 100%.</p>",
      en: "<p>People covered by compulsory health insurance get medicines on the CNAM list at 50% to 100% off.</p>",
    },
    sections: [
      {
        title: { ro: "Ce aveți nevoie", ru: "Что нужно", uk: "Що потрібно", en: "What you need" },
        html: {
          ro: "<p>Rețeta compensată de la medicul de familie, valabilă 30 de zile, și buletinul de identitate.</p>",
          ru: "<p>Компенсированный рецепт от семейного врача, действительный 30 дней, и удостоверение личности.</p>",
          uk: "<p>Компенсований рецепт від сімейного лікаря, дійсний 30 днів, і посвідчення особи.</p>",
          en: "<p>A compensated prescription from your family doctor, valid for 30 days, and your identity card.</p>",
        },
      },
      {
        title: { ro: "Unde", ru: "Где", uk: "Де", en: "Where" },
        html: {
          ro: "<p>În toate farmaciile rețelei. Medicamentele compensate nu se livrează la domiciliu.</p>",
          ru: "<p>Во всех аптеках сети. Компенсированные лекарства на дом не доставляются.</p>",
          uk: "<p>В усіх аптеках мережі. Компенсовані ліки додому не доставляються.</p>",
          en: "<p>At all our pharmacies. Compensated medicines are not delivered to your home.</p>",
        },
      },
    ],
  }),
  credit_page: page(langs, {
    title: t(
      "Dispozitive medicale în rate",
      "Медтехника в рассрочку",
      "Медична техніка в розстрочку",
      "Medical devices in instalments",
    ),
    html: t(
      "<p>Tensiometrele, nebulizatoarele și glucometrele de peste 1000 lei se pot plăti în 3 sau 6 rate fără dobândă.</p>",
      "<p>Тонометры, небулайзеры и глюкометры дороже 1000 леев можно оплатить в 3 или 6 платежей без процентов.</p>",
      "<p>Тонометри, небулайзери й глюкометри дорожчі за 1000 леїв можна оплатити в 3 або 6 платежів без відсотків.</p>",
      "<p>Blood pressure monitors, nebulisers and glucose meters over 1,000 MDL can be paid in 3 or 6 interest-free instalments.</p>",
    ),
    sections: [
      {
        title: t("Medicamentele nu", "Лекарства — нет", "Ліки — ні", "Not medicines"),
        html: t(
          "<p>Medicamentele și produsele compensate se achită integral, conform legii.</p>",
          "<p>Лекарства и компенсируемые препараты по закону оплачиваются полностью.</p>",
          "<p>Ліки та компенсовані препарати за законом оплачуються повністю.</p>",
          "<p>By law, medicines and compensated products are paid in full.</p>",
        ),
      },
    ],
  }),
  service_center_page: serviceCenter(langs, {
    title: t(
      "Service pentru dispozitive medicale",
      "Сервис медицинских приборов",
      "Сервіс медичних приладів",
      "Medical device service",
    ),
    html: t(
      "<p>Verificăm gratuit precizia tensiometrelor și glucometrelor cumpărate la noi și le reparăm în garanție.</p>",
      "<p>Бесплатно проверяем точность купленных у нас тонометров и глюкометров и ремонтируем их по гарантии.</p>",
      "<p>Безкоштовно перевіряємо точність куплених у нас тонометрів і глюкометрів та ремонтуємо їх за гарантією.</p>",
      "<p>We check the accuracy of blood pressure monitors and glucose meters bought from us for free, and repair them under warranty.</p>",
    ),
    sections: [
      {
        title: t("Verificare anuală", "Ежегодная проверка", "Щорічна перевірка", "Yearly check"),
        html: t(
          "<p>Aduceți aparatul cu bonul; verificarea durează 20 de minute.</p>",
          "<p>Принесите прибор с чеком; проверка занимает 20 минут.</p>",
          "<p>Принесіть прилад із чеком; перевірка триває 20 хвилин.</p>",
          "<p>Bring the device with its receipt; the check takes 20 minutes.</p>",
        ),
      },
    ],
    address: t(
      "Chișinău, bd. Dacia 40",
      "Кишинёв, бул. Дачия, 40",
      "Кишинів, бул. Дачія, 40",
      "40 Dacia Blvd, Chișinău",
    ),
    phones: ["+373 22 404 045"],
    workHours: t("Lu–Sâ 9:00–19:00", "Пн–Сб 9:00–19:00", "Пн–Сб 9:00–19:00", "Mon–Sat 9 am–7 pm"),
  }),
};
