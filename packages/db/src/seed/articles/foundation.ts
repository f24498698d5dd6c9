import type { ArticleSetSeed } from "./types.ts";

/** The beauty shop's skincare advice and news (ro, ru, en). */
export const foundationArticles: ArticleSetSeed = {
  statuses: [
    { key: "care", name: { ro: "Îngrijire", ru: "Уход", uk: "Догляд", en: "Skincare" } },
    { key: "news", name: { ro: "Noutăți", ru: "Новости", uk: "Новини", en: "News" } },
  ],
  articles: [
    {
      status: "care",
      date: "2026-11-20",
      art: ["#be185d", "#fbcfe8"],
      byLang: {
        ro: {
          title: "Rutina de îngrijire pentru iarnă",
          summary: "Pielea are nevoie de mai multă hidratare când afară e frig.",
          paragraphs: [
            "Înlocuiți gelul de curățare spumant cu o loțiune blândă și adăugați un ser cu acid hialuronic aplicat pe pielea încă umedă.",
            "Seara, o cremă mai bogată cu ceramide reface bariera pielii. Nu uitați balsamul de buze înainte de a ieși.",
          ],
        },
        ru: {
          title: "Зимний уход за кожей",
          summary: "В холод коже нужно больше увлажнения.",
          paragraphs: [
            "Замените пенящийся гель для умывания мягким лосьоном и добавьте сыворотку с гиалуроновой кислотой на ещё влажную кожу.",
            "Вечером более плотный крем с керамидами восстанавливает барьер кожи. Не забывайте бальзам для губ перед выходом.",
          ],
        },
        en: {
          title: "A winter skincare routine",
          summary: "Skin needs more moisture when it is cold outside.",
          paragraphs: [
            "Swap a foaming cleanser for a gentle lotion and add a hyaluronic acid serum on skin that is still damp.",
            "In the evening a richer cream with ceramides repairs the skin barrier. Do not forget lip balm before going out.",
          ],
        },
      },
    },
    {
      status: "care",
      date: "2026-11-11",
      art: ["#9d174d", "#f9a8d4"],
      byLang: {
        ro: {
          title: "Cum alegem fondul de ten potrivit",
          summary: "Subtonul, acoperirea și testul pe linia maxilarului.",
          paragraphs: [
            "Testați nuanța pe linia maxilarului, la lumina zilei: cea potrivită dispare pe piele. Venele verzi indică un subton cald, cele albastre unul rece.",
            "Pentru pielea uscată alegeți un fond de ten hidratant, cu finisaj luminos; pentru cea grasă, unul mat și fără ulei.",
          ],
        },
        ru: {
          title: "Как выбрать подходящий тональный крем",
          summary: "Подтон, плотность и тест на линии подбородка.",
          paragraphs: [
            "Проверяйте оттенок на линии подбородка при дневном свете: подходящий исчезает на коже. Зелёные вены говорят о тёплом подтоне, голубые — о холодном.",
            "Для сухой кожи выбирайте увлажняющий тон с сияющим финишем; для жирной — матовый и без масел.",
          ],
        },
        en: {
          title: "Finding the right foundation",
          summary: "Undertone, coverage and the jawline test.",
          paragraphs: [
            "Test the shade on your jawline in daylight: the right one disappears into the skin. Green-looking veins suggest a warm undertone, blue ones a cool one.",
            "For dry skin choose a hydrating foundation with a radiant finish; for oily skin, a matt, oil-free one.",
          ],
        },
      },
    },
    {
      status: "news",
      date: "2026-11-03",
      art: ["#6d28d9", "#ddd6fe"],
      byLang: {
        ro: {
          title: "Consultații de machiaj gratuite în magazin",
          summary: "În fiecare sâmbătă, un make-up artist vă ajută să alegeți produsele.",
          paragraphs: [
            "Programarea durează 30 de minute și include o analiză a tenului și un machiaj de zi.",
            "Vă puteți programa telefonic sau direct la casă; locurile sunt limitate.",
          ],
        },
        ru: {
          title: "Бесплатные консультации визажиста в магазине",
          summary: "Каждую субботу визажист поможет подобрать средства.",
          paragraphs: [
            "Встреча длится 30 минут и включает анализ кожи и дневной макияж.",
            "Записаться можно по телефону или на кассе; мест немного.",
          ],
        },
        en: {
          title: "Free make-up consultations in store",
          summary: "Every Saturday a make-up artist helps you choose products.",
          paragraphs: [
            "The session lasts 30 minutes and includes a skin analysis and a day make-up look.",
            "Book by phone or at the till; places are limited.",
          ],
        },
      },
    },
    {
      status: "care",
      date: "2026-10-24",
      art: ["#c2410c", "#fed7aa"],
      byLang: {
        ro: {
          title: "Retinolul pentru începători",
          summary: "Cum îl introducem în rutină fără iritații.",
          paragraphs: [
            "Începeți cu o concentrație mică, de 0,2–0,3 %, de două ori pe săptămână, doar seara.",
            "Creșteți frecvența treptat și folosiți zilnic protecție solară. Nu folosiți retinol în sarcină.",
          ],
        },
        ru: {
          title: "Ретинол для начинающих",
          summary: "Как ввести его в уход без раздражения.",
          paragraphs: [
            "Начните с низкой концентрации 0,2–0,3 % два раза в неделю, только вечером.",
            "Постепенно увеличивайте частоту и каждый день используйте солнцезащитный крем. Не применяйте ретинол при беременности.",
          ],
        },
        en: {
          title: "Retinol for beginners",
          summary: "How to add it to your routine without irritation.",
          paragraphs: [
            "Start with a low strength of 0.2–0.3 %, twice a week, in the evening only.",
            "Increase the frequency slowly and wear sunscreen every day. Do not use retinol during pregnancy.",
          ],
        },
      },
    },
    {
      status: "care",
      date: "2026-10-10",
      art: ["#0e7490", "#cffafe"],
      byLang: {
        ro: {
          title: "Curățarea pensulelor de machiaj",
          summary: "De ce și cât de des spălăm pensulele și bureții.",
          paragraphs: [
            "Pensulele nespălate adună sebum și bacterii care pot provoca iritații. Pentru fond de ten, spălați-le săptămânal.",
            "Folosiți un șampon blând, clătiți cu părul pensulei în jos și lăsați-le să se usuce culcate.",
          ],
        },
        ru: {
          title: "Чистка кистей для макияжа",
          summary: "Зачем и как часто мыть кисти и спонжи.",
          paragraphs: [
            "Немытые кисти собирают кожное сало и бактерии, которые вызывают раздражение. Кисти для тона мойте раз в неделю.",
            "Используйте мягкий шампунь, полощите ворсом вниз и сушите кисти лёжа.",
          ],
        },
        en: {
          title: "Cleaning your make-up brushes",
          summary: "Why and how often to wash brushes and sponges.",
          paragraphs: [
            "Unwashed brushes collect oil and bacteria that can irritate the skin. Wash foundation brushes every week.",
            "Use a mild shampoo, rinse with the bristles pointing down and let them dry lying flat.",
          ],
        },
      },
    },
    {
      status: "news",
      date: "2026-09-26",
      art: ["#a21caf", "#f5d0fe"],
      byLang: {
        ro: {
          title: "Mostre gratuite la fiecare comandă",
          summary: "Alegeți două mostre la finalizarea comenzii online.",
          paragraphs: [
            "Mostrele vă ajută să încercați un ser sau un parfum înainte de a cumpăra flaconul mare.",
            "Lista se schimbă lunar și include noutățile din catalog.",
          ],
        },
        ru: {
          title: "Бесплатные пробники к каждому заказу",
          summary: "Выберите два пробника при оформлении онлайн-заказа.",
          paragraphs: [
            "Пробники помогают попробовать сыворотку или аромат до покупки большого флакона.",
            "Список меняется каждый месяц и включает новинки каталога.",
          ],
        },
        en: {
          title: "Free samples with every order",
          summary: "Pick two samples when you check out online.",
          paragraphs: [
            "Samples let you try a serum or a fragrance before buying the full-size bottle.",
            "The list changes monthly and includes what is new in the catalogue.",
          ],
        },
      },
    },
    {
      status: "care",
      date: "2026-09-12",
      art: ["#b91c1c", "#fecaca"],
      byLang: {
        ro: {
          title: "Ordinea corectă a produselor de îngrijire",
          summary: "De la cel mai lichid la cel mai dens.",
          paragraphs: [
            "Aplicați după curățare tonerul, apoi serul, crema de ochi și crema hidratantă. Dimineața, protecția solară este ultimul pas.",
            "Lăsați un minut între straturi, ca fiecare produs să se absoarbă.",
          ],
        },
        ru: {
          title: "Правильный порядок средств ухода",
          summary: "От самого жидкого к самому плотному.",
          paragraphs: [
            "После очищения нанесите тоник, затем сыворотку, крем для век и увлажняющий крем. Утром последний шаг — солнцезащитное средство.",
            "Делайте минутную паузу между слоями, чтобы каждое средство впиталось.",
          ],
        },
        en: {
          title: "The right order for skincare products",
          summary: "From the thinnest to the thickest.",
          paragraphs: [
            "After cleansing apply toner, then serum, eye cream and moisturiser. In the morning sunscreen is the last step.",
            "Leave a minute between layers so that each product sinks in.",
          ],
        },
      },
    },
  ],
};
