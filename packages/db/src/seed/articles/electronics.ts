import type { ArticleSetSeed } from "./types.ts";

/** Buying guides and news of the electronics shops, ecom and primebuy (ro, ru, en). */
export const electronicsArticles: ArticleSetSeed = {
  statuses: [
    {
      key: "guides",
      name: { ro: "Ghiduri de cumpărare", ru: "Гиды покупателя", uk: "Гіди покупця", en: "Buying guides" },
    },
    { key: "news", name: { ro: "Noutăți", ru: "Новости", uk: "Новини", en: "News" } },
  ],
  articles: [
    {
      status: "guides",
      date: "2026-11-21",
      art: ["#1e3a8a", "#60a5fa"],
      byLang: {
        ro: {
          title: "Cum alegem un laptop pentru studii",
          summary: "Procesor, memorie, ecran și baterie: la ce contează și la ce nu.",
          paragraphs: [
            "Pentru documente, browser și apeluri video ajung 16 GB de memorie și un SSD de 512 GB. Un procesor din generațiile recente contează mai puțin decât memoria.",
            "Un ecran IPS Full HD de 14 inchi este un compromis bun între greutate și confort. Căutați o baterie care ține o zi de cursuri, adică peste 8 ore în teste reale.",
          ],
        },
        ru: {
          title: "Как выбрать ноутбук для учёбы",
          summary: "Процессор, память, экран и батарея: что важно, а что нет.",
          paragraphs: [
            "Для документов, браузера и видеозвонков хватит 16 ГБ памяти и SSD на 512 ГБ. Процессор последних поколений важен меньше, чем память.",
            "Экран IPS Full HD на 14 дюймов — хороший компромисс между весом и удобством. Ищите батарею на целый день занятий, то есть больше 8 часов в реальных тестах.",
          ],
        },
        en: {
          title: "Choosing a laptop for studying",
          summary: "Processor, memory, screen and battery: what matters and what does not.",
          paragraphs: [
            "For documents, a browser and video calls, 16 GB of memory and a 512 GB SSD are enough. A recent processor matters less than the memory.",
            "A 14-inch Full HD IPS screen is a good balance of weight and comfort. Look for a battery that lasts a day of classes, over 8 hours in real tests.",
          ],
        },
      },
    },
    {
      status: "guides",
      date: "2026-11-14",
      art: ["#312e81", "#a5b4fc"],
      byLang: {
        ro: {
          title: "Televizor OLED sau LED: ce alegem",
          summary: "Diferențele care se văd în sufragerie, nu doar în fișa tehnică.",
          paragraphs: [
            "OLED oferă negru perfect și unghiuri largi, ideal pentru filme într-o cameră întunecată. LED-urile cu Mini LED sunt mai luminoase și potrivite pentru camere însorite.",
            "Pentru o distanță de 2,5 metri alegeți o diagonală de 55–65 de inchi. Verificați porturile HDMI 2.1 dacă aveți o consolă de jocuri.",
          ],
        },
        ru: {
          title: "Телевизор OLED или LED: что выбрать",
          summary: "Различия, которые видны в гостиной, а не только в характеристиках.",
          paragraphs: [
            "OLED даёт идеальный чёрный и широкие углы обзора — отлично для кино в тёмной комнате. Mini LED ярче и подходит для солнечных комнат.",
            "Для расстояния 2,5 метра выбирайте диагональ 55–65 дюймов. Если у вас игровая приставка, проверьте порты HDMI 2.1.",
          ],
        },
        en: {
          title: "OLED or LED TV: which to choose",
          summary: "The differences you see in the living room, not only on the spec sheet.",
          paragraphs: [
            "OLED gives perfect blacks and wide viewing angles, great for films in a dark room. Mini LED sets are brighter and suit sunny rooms.",
            "From 2.5 metres away pick a 55 to 65-inch screen. Check for HDMI 2.1 ports if you have a games console.",
          ],
        },
      },
    },
    {
      status: "news",
      date: "2026-11-07",
      art: ["#9a3412", "#fdba74"],
      byLang: {
        ro: {
          title: "Black Friday: program prelungit și livrare gratuită",
          summary: "În weekendul reducerilor magazinele sunt deschise până la 23:00.",
          paragraphs: [
            "Comenzile online de peste 1000 de lei se livrează gratuit în toată țara până duminică.",
            "Reducerile sunt deja afișate în catalog; prețul vechi este cel din ultimele 30 de zile, cum cere legea.",
          ],
        },
        ru: {
          title: "Black Friday: продлённый график и бесплатная доставка",
          summary: "В выходные скидок магазины открыты до 23:00.",
          paragraphs: [
            "Онлайн-заказы от 1000 леев доставляем бесплатно по всей стране до воскресенья.",
            "Скидки уже видны в каталоге; старая цена — это цена за последние 30 дней, как требует закон.",
          ],
        },
        en: {
          title: "Black Friday: longer hours and free delivery",
          summary: "On the sale weekend our stores stay open until 23:00.",
          paragraphs: [
            "Online orders over 1000 lei are delivered free across the country until Sunday.",
            "The discounts are already in the catalogue; the old price is the one of the last 30 days, as the law requires.",
          ],
        },
      },
    },
    {
      status: "guides",
      date: "2026-10-30",
      art: ["#065f46", "#6ee7b7"],
      byLang: {
        ro: {
          title: "Căști wireless: cum alegem",
          summary: "Anularea zgomotului, autonomia și codecurile explicate pe scurt.",
          paragraphs: [
            "Pentru transport în comun merită anularea activă a zgomotului; pentru sport, căștile intraauriculare cu certificare IPX4 rezistă la transpirație.",
            "O autonomie de 6 ore plus carcasa de încărcare ajunge pentru o săptămână de navetă. Codecurile AAC și LDAC contează doar dacă telefonul le suportă.",
          ],
        },
        ru: {
          title: "Беспроводные наушники: как выбрать",
          summary: "Шумоподавление, автономность и кодеки коротко.",
          paragraphs: [
            "Для общественного транспорта стоит брать активное шумоподавление; для спорта — вкладыши с защитой IPX4 от пота.",
            "6 часов работы плюс зарядный кейс хватает на неделю поездок. Кодеки AAC и LDAC важны, только если их поддерживает телефон.",
          ],
        },
        en: {
          title: "Wireless earbuds: how to choose",
          summary: "Noise cancelling, battery life and codecs in short.",
          paragraphs: [
            "For public transport active noise cancelling is worth it; for sport, in-ear buds rated IPX4 shrug off sweat.",
            "Six hours of play plus the charging case last a week of commuting. AAC and LDAC codecs matter only if your phone supports them.",
          ],
        },
      },
    },
    {
      status: "guides",
      date: "2026-10-16",
      art: ["#4c1d95", "#d8b4fe"],
      byLang: {
        ro: {
          title: "Ce telefon alegem sub 5000 de lei",
          summary: "Unde merită să plătiți în plus și unde nu.",
          paragraphs: [
            "În această gamă, ecranele AMOLED la 120 Hz și bateriile de 5000 mAh sunt deja obișnuite. Diferența o fac camera principală și anii de actualizări promiși.",
            "Alegeți un model cu cel puțin 4 ani de actualizări de securitate și 8 GB de memorie RAM: telefonul va rămâne rapid mai mult timp.",
          ],
        },
        ru: {
          title: "Какой телефон выбрать до 5000 леев",
          summary: "Где стоит доплатить, а где нет.",
          paragraphs: [
            "В этом диапазоне экраны AMOLED на 120 Гц и батареи на 5000 мА·ч уже обычное дело. Разницу дают основная камера и обещанные годы обновлений.",
            "Выбирайте модель минимум с 4 годами обновлений безопасности и 8 ГБ оперативной памяти: телефон дольше останется быстрым.",
          ],
        },
        en: {
          title: "Which phone to buy under 5000 lei",
          summary: "Where paying more is worth it and where it is not.",
          paragraphs: [
            "In this range 120 Hz AMOLED screens and 5000 mAh batteries are standard. The main camera and the years of promised updates make the difference.",
            "Pick a model with at least four years of security updates and 8 GB of RAM: the phone stays fast for longer.",
          ],
        },
      },
    },
    {
      status: "news",
      date: "2026-10-02",
      art: ["#0f172a", "#64748b"],
      byLang: {
        ro: {
          title: "Service propriu pentru garanție",
          summary: "Reparațiile în garanție se fac acum în centrul nostru de service.",
          paragraphs: [
            "Aduceți produsul în orice magazin cu bonul sau numărul comenzii; vă anunțăm prin SMS când este gata.",
            "Pentru laptopuri și telefoane, diagnosticul durează de obicei trei zile lucrătoare.",
          ],
        },
        ru: {
          title: "Собственный гарантийный сервис",
          summary: "Гарантийный ремонт теперь выполняет наш сервисный центр.",
          paragraphs: [
            "Принесите товар в любой магазин с чеком или номером заказа; мы сообщим по SMS, когда он будет готов.",
            "Диагностика ноутбуков и телефонов обычно занимает три рабочих дня.",
          ],
        },
        en: {
          title: "Our own warranty service",
          summary: "Warranty repairs are now done in our own service centre.",
          paragraphs: [
            "Bring the product to any store with the receipt or the order number; we text you when it is ready.",
            "For laptops and phones the diagnosis usually takes three working days.",
          ],
        },
      },
    },
    {
      status: "guides",
      date: "2026-09-20",
      art: ["#155e75", "#67e8f9"],
      byLang: {
        ro: {
          title: "Routerul Wi-Fi potrivit pentru apartament",
          summary: "Wi-Fi 6, sisteme mesh și amplasarea care contează mai mult decât antenele.",
          paragraphs: [
            "Pentru un apartament de două camere ajunge un router Wi-Fi 6 pus în centrul locuinței, la înălțime, nu în dulap.",
            "În casele cu pereți groși sau pe două niveluri, un sistem mesh cu două unități acoperă mai bine decât un router puternic.",
          ],
        },
        ru: {
          title: "Подходящий Wi-Fi роутер для квартиры",
          summary: "Wi-Fi 6, mesh-системы и расположение, которое важнее антенн.",
          paragraphs: [
            "Для двухкомнатной квартиры хватит роутера Wi-Fi 6 в центре жилья, повыше, а не в шкафу.",
            "В домах с толстыми стенами или в два этажа mesh-система из двух блоков покрывает лучше, чем мощный роутер.",
          ],
        },
        en: {
          title: "The right Wi-Fi router for a flat",
          summary: "Wi-Fi 6, mesh systems and placement, which matters more than antennas.",
          paragraphs: [
            "For a two-room flat a Wi-Fi 6 router placed high in the middle of the home, not in a cupboard, is enough.",
            "In houses with thick walls or two floors, a two-unit mesh system covers better than one powerful router.",
          ],
        },
      },
    },
  ],
};
