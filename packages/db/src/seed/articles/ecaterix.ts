import type { ArticleSetSeed } from "./types.ts";

/** The caterer's menus and food notes (ro, ru, en). */
export const ecaterixArticles: ArticleSetSeed = {
  statuses: [
    { key: "menus", name: { ro: "Meniuri", ru: "Меню", uk: "Меню", en: "Menus" } },
    { key: "nutrition", name: { ro: "Nutriție", ru: "Питание", uk: "Харчування", en: "Nutrition" } },
  ],
  articles: [
    {
      status: "menus",
      date: "2026-11-22",
      art: ["#9f1239", "#fda4af"],
      byLang: {
        ro: {
          title: "Meniul de sărbători pentru birou",
          summary: "Platouri reci, sarmale și cozonac de casă pentru petrecerea echipei.",
          paragraphs: [
            "Pentru 20 de persoane recomandăm trei platouri reci, două feluri calde și desert, livrate cu vesela de unică folosință.",
            "Comenzile pentru decembrie se fac cu cel puțin cinci zile înainte; variantele vegetariene se pregătesc la cerere.",
          ],
        },
        ru: {
          title: "Праздничное меню для офиса",
          summary: "Холодные закуски, голубцы и домашний кулич для корпоратива.",
          paragraphs: [
            "На 20 человек советуем три холодных ассорти, два горячих блюда и десерт с одноразовой посудой.",
            "Заказы на декабрь принимаем минимум за пять дней; вегетарианские варианты готовим по запросу.",
          ],
        },
        en: {
          title: "A festive menu for the office",
          summary: "Cold platters, cabbage rolls and home-made sweet bread for the team party.",
          paragraphs: [
            "For 20 people we suggest three cold platters, two hot dishes and dessert, delivered with disposable tableware.",
            "December orders need at least five days' notice; vegetarian options are cooked on request.",
          ],
        },
      },
    },
    {
      status: "nutrition",
      date: "2026-11-15",
      art: ["#15803d", "#bbf7d0"],
      byLang: {
        ro: {
          title: "Câte calorii ne trebuie pe zi",
          summary: "Cum alegem între meniurile de 1200, 1500 și 2000 de kcal.",
          paragraphs: [
            "Meniul de 1200 kcal este gândit pentru slăbire lentă, cu multe legume și proteine. Cel de 1500 kcal menține greutatea la o activitate redusă.",
            "Dacă faceți sport de trei ori pe săptămână sau munciți fizic, alegeți 2000 kcal. Nutriționistul nostru vă poate ajuta gratuit la alegere.",
          ],
        },
        ru: {
          title: "Сколько калорий нужно в день",
          summary: "Как выбрать между меню на 1200, 1500 и 2000 ккал.",
          paragraphs: [
            "Меню на 1200 ккал рассчитано на медленное похудение, в нём много овощей и белка. 1500 ккал поддерживают вес при небольшой активности.",
            "Если вы занимаетесь спортом три раза в неделю или работаете физически, выбирайте 2000 ккал. Наш нутрициолог бесплатно поможет с выбором.",
          ],
        },
        en: {
          title: "How many calories a day do you need",
          summary: "Choosing between the 1200, 1500 and 2000 kcal menus.",
          paragraphs: [
            "The 1200 kcal menu is meant for slow weight loss, with plenty of vegetables and protein. 1500 kcal keeps your weight at low activity.",
            "If you exercise three times a week or do physical work, choose 2000 kcal. Our nutritionist will help you choose, free of charge.",
          ],
        },
      },
    },
    {
      status: "menus",
      date: "2026-11-06",
      art: ["#b45309", "#fde68a"],
      byLang: {
        ro: {
          title: "Săptămâna supelor de toamnă",
          summary: "Supă cremă de dovleac, ciorbă de perișoare și zeamă moldovenească.",
          paragraphs: [
            "Toată săptămâna, fiecare meniu zilnic începe cu o supă caldă de sezon, gătită dimineața și livrată în recipiente care țin căldura.",
            "Supa cremă de dovleac vine cu semințe prăjite; zeama se face cu tăiței de casă și leuștean proaspăt.",
          ],
        },
        ru: {
          title: "Неделя осенних супов",
          summary: "Крем-суп из тыквы, чорба с фрикадельками и молдавская зама.",
          paragraphs: [
            "Всю неделю каждое дневное меню начинается с горячего сезонного супа, сваренного утром и доставленного в термоконтейнерах.",
            "Крем-суп из тыквы подаём с жареными семечками; зама готовится с домашней лапшой и свежим любистоком.",
          ],
        },
        en: {
          title: "Autumn soup week",
          summary: "Pumpkin cream soup, meatball ciorbă and Moldovan zeamă.",
          paragraphs: [
            "All week every daily menu starts with a hot seasonal soup, cooked in the morning and delivered in containers that keep it warm.",
            "The pumpkin cream soup comes with roasted seeds; the zeamă is made with home-made noodles and fresh lovage.",
          ],
        },
      },
    },
    {
      status: "nutrition",
      date: "2026-10-27",
      art: ["#0369a1", "#bae6fd"],
      byLang: {
        ro: {
          title: "Apa și ceaiurile în dieta de slăbire",
          summary: "De ce hidratarea contează la fel de mult ca meniul.",
          paragraphs: [
            "Setea se confundă ușor cu foamea. Un pahar de apă înainte de masă ajută să mâncați mai puțin fără efort.",
            "Ceaiurile neîndulcite și apa minerală nu au calorii; sucurile și cafeaua cu sirop pot adăuga peste 300 kcal pe zi.",
          ],
        },
        ru: {
          title: "Вода и чай в диете для похудения",
          summary: "Почему питьё важно не меньше, чем меню.",
          paragraphs: [
            "Жажду легко спутать с голодом. Стакан воды перед едой помогает съесть меньше без усилий.",
            "Несладкий чай и минеральная вода не содержат калорий; соки и кофе с сиропом могут добавить больше 300 ккал в день.",
          ],
        },
        en: {
          title: "Water and tea on a weight-loss diet",
          summary: "Why drinking matters as much as the menu.",
          paragraphs: [
            "Thirst is easily mistaken for hunger. A glass of water before a meal helps you eat less without effort.",
            "Unsweetened tea and mineral water have no calories; juices and coffee with syrup can add over 300 kcal a day.",
          ],
        },
      },
    },
    {
      status: "menus",
      date: "2026-10-14",
      art: ["#7c2d12", "#fdba74"],
      byLang: {
        ro: {
          title: "Catering pentru nunți mici",
          summary: "Meniuri pentru 30–60 de invitați, cu degustare înainte.",
          paragraphs: [
            "Alegeți între un bufet suedez și o masă servită; ambele includ aperitive, două feluri principale și tort la comandă.",
            "Degustarea pentru mire și mireasă este gratuită la o comandă de peste 40 de persoane.",
          ],
        },
        ru: {
          title: "Кейтеринг для небольших свадеб",
          summary: "Меню на 30–60 гостей с дегустацией заранее.",
          paragraphs: [
            "Выберите шведский стол или обслуживание за столом; оба варианта включают закуски, два основных блюда и торт на заказ.",
            "Дегустация для жениха и невесты бесплатна при заказе больше чем на 40 человек.",
          ],
        },
        en: {
          title: "Catering for small weddings",
          summary: "Menus for 30 to 60 guests, with a tasting beforehand.",
          paragraphs: [
            "Choose between a buffet and a served dinner; both include starters, two main courses and a cake made to order.",
            "The tasting for the couple is free with an order for more than 40 guests.",
          ],
        },
      },
    },
    {
      status: "nutrition",
      date: "2026-09-30",
      art: ["#4d7c0f", "#d9f99d"],
      byLang: {
        ro: {
          title: "Proteinele din meniul vegetarian",
          summary: "Linte, năut, brânză și ouă: cum ajungem la necesarul zilnic.",
          paragraphs: [
            "Un adult are nevoie de aproximativ 0,8 g de proteine pe kilogram corp. Leguminoasele combinate cu cereale dau proteine complete.",
            "Meniul nostru vegetarian include zilnic o sursă de leguminoase și una lactată, fără carne sau pește.",
          ],
        },
        ru: {
          title: "Белок в вегетарианском меню",
          summary: "Чечевица, нут, брынза и яйца: как набрать дневную норму.",
          paragraphs: [
            "Взрослому нужно около 0,8 г белка на килограмм веса. Бобовые вместе со злаками дают полноценный белок.",
            "Наше вегетарианское меню каждый день включает бобовые и молочный продукт, без мяса и рыбы.",
          ],
        },
        en: {
          title: "Protein on the vegetarian menu",
          summary: "Lentils, chickpeas, cheese and eggs: reaching the daily need.",
          paragraphs: [
            "An adult needs about 0.8 g of protein per kilogram of body weight. Pulses combined with grains give complete protein.",
            "Our vegetarian menu includes a pulse and a dairy food every day, with no meat or fish.",
          ],
        },
      },
    },
    {
      status: "menus",
      date: "2026-09-16",
      art: ["#a16207", "#fef08a"],
      byLang: {
        ro: {
          title: "Prânzul la birou, livrat până la 12:30",
          summary: "Cum funcționează abonamentul de prânz pentru companii.",
          paragraphs: [
            "Fiecare angajat își alege felurile până la ora 10, iar noi livrăm toate porțiile împreună, etichetate pe nume.",
            "Factura este una singură, la sfârșitul lunii, pentru toată echipa.",
          ],
        },
        ru: {
          title: "Обед в офис с доставкой до 12:30",
          summary: "Как работает обеденная подписка для компаний.",
          paragraphs: [
            "Каждый сотрудник выбирает блюда до 10 часов, а мы привозим все порции вместе, подписанные по именам.",
            "Счёт один, в конце месяца, на всю команду.",
          ],
        },
        en: {
          title: "Office lunch delivered by 12:30",
          summary: "How the lunch subscription for companies works.",
          paragraphs: [
            "Each employee picks their dishes by 10 o'clock and we deliver all the portions together, labelled by name.",
            "There is one invoice, at the end of the month, for the whole team.",
          ],
        },
      },
    },
  ],
};
