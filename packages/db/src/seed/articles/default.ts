import type { ArticleSetSeed } from "./types.ts";

/** The home and garden shop's buying guides and how-tos (ro, ru, uk, en). */
export const defaultArticles: ArticleSetSeed = {
  statuses: [
    { key: "guides", name: { ro: "Ghiduri", ru: "Гиды", uk: "Гіди", en: "Guides" } },
    { key: "garden", name: { ro: "Grădină", ru: "Сад", uk: "Сад", en: "Garden" } },
  ],
  articles: [
    {
      status: "guides",
      date: "2026-11-19",
      art: ["#92400e", "#fbbf24"],
      byLang: {
        ro: {
          title: "Cum alegem o bormașină pentru acasă",
          summary: "Cu fir sau cu acumulator, cu percuție sau fără: ghid pentru lucrări casnice.",
          paragraphs: [
            "Pentru rafturi și tablouri ajunge o mașină de găurit cu acumulator de 18 V și două baterii. Pentru beton alegeți un model cu percuție sau un ciocan rotopercutor.",
            "Cuplul de 40–50 Nm este suficient pentru înșurubat. Un mandrin rapid și o lampă LED fac munca mai ușoară decât puterea în plus.",
          ],
        },
        ru: {
          title: "Как выбрать дрель для дома",
          summary: "Сетевая или аккумуляторная, ударная или нет: гид для домашних работ.",
          paragraphs: [
            "Для полок и картин хватит аккумуляторной дрели на 18 В с двумя батареями. Для бетона выбирайте ударную модель или перфоратор.",
            "Крутящего момента 40–50 Н·м достаточно для закручивания. Быстрозажимной патрон и LED-подсветка облегчают работу больше, чем лишняя мощность.",
          ],
        },
        uk: {
          title: "Як обрати дриль для дому",
          summary: "Мережевий чи акумуляторний, ударний чи ні: гід для домашніх робіт.",
          paragraphs: [
            "Для полиць і картин вистачить акумуляторного дриля на 18 В із двома батареями. Для бетону обирайте ударну модель або перфоратор.",
            "Крутного моменту 40–50 Н·м досить для закручування. Швидкозатискний патрон і LED-підсвітка полегшують роботу більше, ніж зайва потужність.",
          ],
        },
        en: {
          title: "Choosing a drill for the home",
          summary: "Corded or cordless, hammer action or not: a guide for household jobs.",
          paragraphs: [
            "For shelves and pictures an 18 V cordless drill with two batteries is enough. For concrete choose a hammer drill or a rotary hammer.",
            "A torque of 40–50 Nm is plenty for driving screws. A keyless chuck and an LED light help more than extra power.",
          ],
        },
      },
    },
    {
      status: "garden",
      date: "2026-11-10",
      art: ["#166534", "#86efac"],
      byLang: {
        ro: {
          title: "Pregătim grădina pentru iarnă",
          summary: "Lucrările de toamnă care vă scutesc de griji în primăvară.",
          paragraphs: [
            "Strângeți frunzele bolnave și puneți-le la gunoi, nu la compost. Acoperiți trandafirii și plantele sensibile cu mulci sau agrotextil.",
            "Goliți furtunurile și robinetele exterioare înainte de primul îngheț și depozitați uneltele curate și unse.",
          ],
        },
        ru: {
          title: "Готовим сад к зиме",
          summary: "Осенние работы, которые избавят от забот весной.",
          paragraphs: [
            "Соберите больные листья и выбросьте их, а не в компост. Укройте розы и нежные растения мульчей или агроволокном.",
            "Слейте воду из шлангов и наружных кранов до первых заморозков, а инструменты храните чистыми и смазанными.",
          ],
        },
        uk: {
          title: "Готуємо сад до зими",
          summary: "Осінні роботи, що позбавлять клопотів навесні.",
          paragraphs: [
            "Зберіть хворе листя і викиньте його, а не в компост. Укрийте троянди та ніжні рослини мульчею або агроволокном.",
            "Злийте воду зі шлангів і зовнішніх кранів до перших заморозків, а інструменти зберігайте чистими та змащеними.",
          ],
        },
        en: {
          title: "Getting the garden ready for winter",
          summary: "Autumn jobs that save you trouble in spring.",
          paragraphs: [
            "Rake up diseased leaves and bin them rather than composting them. Cover roses and tender plants with mulch or garden fleece.",
            "Drain hoses and outdoor taps before the first frost, and store your tools clean and oiled.",
          ],
        },
      },
    },
    {
      status: "guides",
      date: "2026-11-02",
      art: ["#1e40af", "#bfdbfe"],
      byLang: {
        ro: {
          title: "Ce vopsea alegem pentru pereți",
          summary: "Lavabilă, mată sau satinată: ce se potrivește fiecărei camere.",
          paragraphs: [
            "În bucătărie și baie folosiți vopsea lavabilă satinată, rezistentă la umezeală. În dormitor, finisajul mat ascunde micile denivelări.",
            "Un litru acoperă aproximativ 10 metri pătrați într-un strat; calculați două straturi și cumpărați tot dintr-o singură șarjă.",
          ],
        },
        ru: {
          title: "Какую краску выбрать для стен",
          summary: "Моющаяся, матовая или сатиновая: что подходит каждой комнате.",
          paragraphs: [
            "На кухне и в ванной используйте моющуюся сатиновую краску, устойчивую к влаге. В спальне матовая поверхность скрывает мелкие неровности.",
            "Литра хватает примерно на 10 квадратных метров в один слой; считайте два слоя и берите всё из одной партии.",
          ],
        },
        uk: {
          title: "Яку фарбу обрати для стін",
          summary: "Мийна, матова чи сатинова: що пасує кожній кімнаті.",
          paragraphs: [
            "На кухні та у ванній використовуйте мийну сатинову фарбу, стійку до вологи. У спальні матова поверхня приховує дрібні нерівності.",
            "Літра вистачає приблизно на 10 квадратних метрів в один шар; рахуйте два шари й беріть усе з однієї партії.",
          ],
        },
        en: {
          title: "Which paint to choose for walls",
          summary: "Washable, matt or satin: what suits each room.",
          paragraphs: [
            "In the kitchen and bathroom use washable satin paint that resists moisture. In the bedroom a matt finish hides small bumps.",
            "A litre covers about 10 square metres in one coat; plan for two coats and buy everything from one batch.",
          ],
        },
      },
    },
    {
      status: "garden",
      date: "2026-10-22",
      art: ["#3f6212", "#bef264"],
      byLang: {
        ro: {
          title: "Plantăm bulbii de primăvară",
          summary: "Lalele, narcise și zambile: adâncimea și distanța potrivite.",
          paragraphs: [
            "Bulbii se plantează în octombrie și noiembrie, înainte ca solul să înghețe, la o adâncime de trei ori cât înălțimea lor.",
            "Puneți-i în grupuri de câte cinci-șapte, cu vârful în sus, într-un loc însorit și bine drenat.",
          ],
        },
        ru: {
          title: "Сажаем весенние луковичные",
          summary: "Тюльпаны, нарциссы и гиацинты: правильная глубина и расстояние.",
          paragraphs: [
            "Луковицы сажают в октябре и ноябре, до промерзания почвы, на глубину в три их высоты.",
            "Сажайте группами по пять-семь штук, острым концом вверх, на солнечном месте с хорошим дренажем.",
          ],
        },
        uk: {
          title: "Садимо весняні цибулинні",
          summary: "Тюльпани, нарциси та гіацинти: правильна глибина й відстань.",
          paragraphs: [
            "Цибулини садять у жовтні та листопаді, до промерзання ґрунту, на глибину в три їхні висоти.",
            "Садіть групами по п'ять-сім штук, гострим кінцем догори, на сонячному місці з добрим дренажем.",
          ],
        },
        en: {
          title: "Planting spring bulbs",
          summary: "Tulips, daffodils and hyacinths: the right depth and spacing.",
          paragraphs: [
            "Plant bulbs in October and November, before the ground freezes, three times as deep as the bulb is tall.",
            "Set them in groups of five to seven, pointed end up, in a sunny, well-drained spot.",
          ],
        },
      },
    },
    {
      status: "guides",
      date: "2026-10-09",
      art: ["#7f1d1d", "#fca5a5"],
      byLang: {
        ro: {
          title: "Becuri LED: cum citim eticheta",
          summary: "Lumeni, kelvini și indicele de redare a culorilor, pe înțeles.",
          paragraphs: [
            "Lumenii arată cât luminează becul: 800 lm înlocuiesc un bec clasic de 60 W. Kelvinii dau culoarea: 2700 K este lumină caldă, 4000 K neutră.",
            "Pentru bucătărie și oglinda din baie alegeți un indice CRI de peste 90, ca fețele și mâncarea să arate natural.",
          ],
        },
        ru: {
          title: "Светодиодные лампы: как читать этикетку",
          summary: "Люмены, кельвины и индекс цветопередачи понятным языком.",
          paragraphs: [
            "Люмены показывают яркость: 800 лм заменяют обычную лампу на 60 Вт. Кельвины задают цвет: 2700 K — тёплый свет, 4000 K — нейтральный.",
            "Для кухни и зеркала в ванной выбирайте индекс CRI выше 90, чтобы лица и еда выглядели естественно.",
          ],
        },
        uk: {
          title: "Світлодіодні лампи: як читати етикетку",
          summary: "Люмени, кельвіни та індекс передачі кольору зрозумілою мовою.",
          paragraphs: [
            "Люмени показують яскравість: 800 лм замінюють звичайну лампу на 60 Вт. Кельвіни задають колір: 2700 K — тепле світло, 4000 K — нейтральне.",
            "Для кухні та дзеркала у ванній обирайте індекс CRI понад 90, щоб обличчя та їжа виглядали природно.",
          ],
        },
        en: {
          title: "LED bulbs: reading the label",
          summary: "Lumens, kelvins and the colour rendering index, made plain.",
          paragraphs: [
            "Lumens tell you the brightness: 800 lm replaces a classic 60 W bulb. Kelvins give the colour: 2700 K is warm light, 4000 K neutral.",
            "For the kitchen and the bathroom mirror choose a CRI above 90 so that faces and food look natural.",
          ],
        },
      },
    },
    {
      status: "garden",
      date: "2026-09-25",
      art: ["#14532d", "#4ade80"],
      byLang: {
        ro: {
          title: "Gazon nou în toamnă",
          summary: "De ce septembrie este luna cea mai bună pentru semănatul gazonului.",
          paragraphs: [
            "Solul este încă cald, iar ploile de toamnă țin semințele umede. Buruienile cresc mai încet decât primăvara.",
            "Săpați și nivelați terenul, semănați 30–40 g pe metru pătrat și tăvăliți ușor. Prima tundere se face când firele au 8–10 cm.",
          ],
        },
        ru: {
          title: "Новый газон осенью",
          summary: "Почему сентябрь — лучший месяц для посева газона.",
          paragraphs: [
            "Почва ещё тёплая, а осенние дожди держат семена влажными. Сорняки растут медленнее, чем весной.",
            "Вскопайте и выровняйте участок, посейте 30–40 г на квадратный метр и слегка прикатайте. Первый покос — когда травинки достигнут 8–10 см.",
          ],
        },
        uk: {
          title: "Новий газон восени",
          summary: "Чому вересень — найкращий місяць для посіву газону.",
          paragraphs: [
            "Ґрунт ще теплий, а осінні дощі тримають насіння вологим. Бур'яни ростуть повільніше, ніж навесні.",
            "Скопайте й вирівняйте ділянку, посійте 30–40 г на квадратний метр і злегка прикотіть. Перше скошування — коли травинки сягнуть 8–10 см.",
          ],
        },
        en: {
          title: "Sowing a new lawn in autumn",
          summary: "Why September is the best month to sow grass.",
          paragraphs: [
            "The soil is still warm and autumn rain keeps the seed moist. Weeds grow more slowly than in spring.",
            "Dig and level the ground, sow 30–40 g per square metre and roll it lightly. Mow for the first time when the grass is 8–10 cm tall.",
          ],
        },
      },
    },
    {
      status: "guides",
      date: "2026-09-12",
      art: ["#374151", "#d1d5db"],
      byLang: {
        ro: {
          title: "Dibluri și șuruburi: ce folosim pe fiecare perete",
          summary: "Beton, cărămidă sau gips-carton: prinderea care ține.",
          paragraphs: [
            "În beton și cărămidă plină folosiți dibluri de plastic clasice de 6–8 mm. În cărămida cu goluri, diblurile lungi cu expandare pe toată lungimea.",
            "Pe gips-carton, pentru obiecte grele, alegeți dibluri metalice tip fluture și nu depășiți greutatea indicată pe ambalaj.",
          ],
        },
        ru: {
          title: "Дюбели и шурупы: что использовать для каждой стены",
          summary: "Бетон, кирпич или гипсокартон: крепёж, который держит.",
          paragraphs: [
            "В бетоне и полнотелом кирпиче используйте обычные пластиковые дюбели 6–8 мм. В пустотелом кирпиче — длинные дюбели с распором по всей длине.",
            "Для тяжёлых предметов на гипсокартоне выбирайте металлические дюбели-бабочки и не превышайте вес, указанный на упаковке.",
          ],
        },
        uk: {
          title: "Дюбелі та шурупи: що використовувати для кожної стіни",
          summary: "Бетон, цегла чи гіпсокартон: кріплення, що тримає.",
          paragraphs: [
            "У бетоні та повнотілій цеглі використовуйте звичайні пластикові дюбелі 6–8 мм. У пустотілій цеглі — довгі дюбелі з розпором по всій довжині.",
            "Для важких предметів на гіпсокартоні обирайте металеві дюбелі-метелики й не перевищуйте вагу, вказану на упаковці.",
          ],
        },
        en: {
          title: "Wall plugs and screws for every wall",
          summary: "Concrete, brick or plasterboard: fixings that hold.",
          paragraphs: [
            "In concrete and solid brick use ordinary 6–8 mm plastic plugs. In hollow brick use long plugs that expand along their whole length.",
            "For heavy items on plasterboard choose metal butterfly anchors and stay under the weight printed on the pack.",
          ],
        },
      },
    },
  ],
};
