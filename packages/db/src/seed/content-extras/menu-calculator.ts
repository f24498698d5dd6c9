import type { MenuCalculatorContent } from "@sf/contract";

/**
 * The caterer's meal plans (`menu_calculator`, spec section 3: "a meal-plan calculator by
 * calories and duration"): three calorie options, five plan lengths (those the shop's "how it
 * works" page names), and a four-week rotation whose 28 days combine the Moldovan and light
 * dishes below without repeating a dish on two days running. Weights and calories are written
 * for 1500 kcal.
 */
type Text = { ro: string; ru: string; en: string };
type Lang = keyof Text;
type Dish = { title: Text; weight: number; calories: number };
const t = (ro: string, ru: string, en: string): Text => ({ ro, ru, en });
const dish = (title: Text, weight: number, calories: number): Dish => ({ title, weight, calories });

const meals = {
  breakfast: t("Mic dejun", "Завтрак", "Breakfast"),
  lunch: t("Prânz", "Обед", "Lunch"),
  snack: t("Gustare", "Перекус", "Snack"),
  dinner: t("Cină", "Ужин", "Dinner"),
};

const breakfasts = [
  dish(
    t(
      "Terci de ovăz cu mere și scorțișoară",
      "Овсянка с яблоком и корицей",
      "Oatmeal with apple and cinnamon",
    ),
    280,
    390,
  ),
  dish(
    t(
      "Omletă cu spanac și pâine integrală",
      "Омлет со шпинатом и цельнозерновым хлебом",
      "Spinach omelette with wholegrain bread",
    ),
    250,
    410,
  ),
  dish(
    t("Brânză de vaci cu fructe de pădure", "Творог с лесными ягодами", "Cottage cheese with berries"),
    240,
    360,
  ),
  dish(
    t("Clătite de hrișcă cu iaurt", "Гречневые блины с йогуртом", "Buckwheat pancakes with yoghurt"),
    260,
    420,
  ),
  dish(t("Sandviș cu avocado și ou", "Сэндвич с авокадо и яйцом", "Avocado and egg sandwich"), 230, 400),
  dish(t("Granola de casă cu chefir", "Домашняя гранола с кефиром", "Homemade granola with kefir"), 270, 380),
  dish(t("Chec cu morcov și nuci", "Морковный кекс с орехами", "Carrot and walnut loaf"), 200, 370),
  dish(
    t("Plăcinte cu brânză la cuptor", "Запечённые плацинды с брынзой", "Baked plăcinte with brânză cheese"),
    220,
    410,
  ),
  dish(
    t(
      "Mămăliguță cu brânză și smântână ușoară",
      "Мамалыга с брынзой и лёгкой сметаной",
      "Mămăliga with brânză and light sour cream",
    ),
    260,
    400,
  ),
  dish(
    t("Ouă poșate cu legume la grătar", "Яйца пашот с овощами гриль", "Poached eggs with grilled vegetables"),
    250,
    350,
  ),
];
const lunches = [
  dish(
    t(
      "Supă de linte și piept de curcan cu bulgur",
      "Чечевичный суп и индейка с булгуром",
      "Lentil soup, turkey with bulgur",
    ),
    520,
    560,
  ),
  dish(
    t(
      "Borș verde și chiftele de vită cu hrișcă",
      "Зелёный борщ и говяжьи тефтели с гречкой",
      "Green borscht, beef meatballs with buckwheat",
    ),
    540,
    590,
  ),
  dish(
    t(
      "Supă cremă de dovleac și file de pește cu orez",
      "Тыквенный крем-суп и рыбное филе с рисом",
      "Pumpkin soup, fish fillet with rice",
    ),
    510,
    540,
  ),
  dish(
    t("Zeamă de pui și tocăniță de legume", "Куриная зама и овощное рагу", "Chicken zeamă, vegetable stew"),
    530,
    520,
  ),
  dish(
    t(
      "Supă de roșii și paste integrale cu pui",
      "Томатный суп и цельнозерновая паста с курицей",
      "Tomato soup, wholegrain pasta with chicken",
    ),
    520,
    580,
  ),
  dish(
    t(
      "Ciorbă de perișoare și quinoa cu legume",
      "Чорба с фрикадельками и киноа с овощами",
      "Meatball ciorbă, quinoa with vegetables",
    ),
    540,
    560,
  ),
  dish(
    t(
      "Supă de mazăre și somon la cuptor cu cartofi",
      "Гороховый суп и запечённый лосось с картофелем",
      "Pea soup, baked salmon with potatoes",
    ),
    520,
    600,
  ),
  dish(
    t(
      "Zeamă de găină și sarmale în foi de viță",
      "Куриная зама и голубцы в виноградных листьях",
      "Chicken zeamă, stuffed vine leaves",
    ),
    540,
    590,
  ),
  dish(
    t(
      "Borș roșu și piept de pui cu hrișcă",
      "Красный борщ и куриная грудка с гречкой",
      "Red borscht, chicken breast with buckwheat",
    ),
    530,
    560,
  ),
  dish(
    t(
      "Supă de fasole și păstrăv la grătar cu legume",
      "Фасолевый суп и форель на гриле с овощами",
      "Bean soup, grilled trout with vegetables",
    ),
    520,
    570,
  ),
  dish(
    t(
      "Ciorbă de văcuță și ardei umpluți",
      "Говяжья чорба и фаршированные перцы",
      "Beef ciorbă, stuffed peppers",
    ),
    550,
    600,
  ),
  dish(
    t(
      "Supă de ciuperci și chiftele de curcan cu piure",
      "Грибной суп и котлеты из индейки с пюре",
      "Mushroom soup, turkey patties with mash",
    ),
    530,
    580,
  ),
  dish(
    t(
      "Supă cremă de broccoli și pilaf cu pui",
      "Крем-суп из брокколи и плов с курицей",
      "Broccoli soup, chicken pilaf",
    ),
    520,
    570,
  ),
  dish(
    t(
      "Zeamă de legume și tocăniță de miel cu mămăliguță",
      "Овощная зама и рагу из ягнёнка с мамалыгой",
      "Vegetable zeamă, lamb stew with mămăliga",
    ),
    540,
    610,
  ),
];
const snacks = [
  dish(t("Iaurt grecesc cu miere", "Греческий йогурт с мёдом", "Greek yoghurt with honey"), 150, 160),
  dish(t("Hummus cu bețe de legume", "Хумус с овощными палочками", "Hummus with vegetable sticks"), 160, 170),
  dish(t("Măr copt cu nuci", "Печёное яблоко с орехами", "Baked apple with walnuts"), 170, 150),
  dish(
    t("Smoothie de banană și spanac", "Смузи из банана и шпината", "Banana and spinach smoothie"),
    250,
    180,
  ),
  dish(t("Batoane de ovăz cu curmale", "Овсяные батончики с финиками", "Oat and date bars"), 80, 190),
  dish(t("Salată de fructe cu iaurt", "Фруктовый салат с йогуртом", "Fruit salad with yoghurt"), 200, 170),
  dish(
    t("Chefir cu tărâțe și prune uscate", "Кефир с отрубями и черносливом", "Kefir with bran and prunes"),
    250,
    160,
  ),
];
const dinners = [
  dish(
    t("Salată caldă cu pui și năut", "Тёплый салат с курицей и нутом", "Warm chicken and chickpea salad"),
    320,
    380,
  ),
  dish(
    t("Pește alb cu legume la abur", "Белая рыба с овощами на пару", "White fish with steamed vegetables"),
    330,
    350,
  ),
  dish(
    t(
      "Curcan cu ciuperci și piure de conopidă",
      "Индейка с грибами и пюре из цветной капусты",
      "Turkey with mushrooms and cauliflower mash",
    ),
    340,
    390,
  ),
  dish(t("Legume coapte cu brânză feta", "Запечённые овощи с фетой", "Roast vegetables with feta"), 310, 360),
  dish(
    t(
      "Frigărui de pui cu salată de varză",
      "Куриные шашлычки с капустным салатом",
      "Chicken skewers with cabbage salad",
    ),
    320,
    400,
  ),
  dish(t("Tocăniță de fasole cu legume", "Рагу из фасоли с овощами", "Bean and vegetable stew"), 330, 370),
  dish(
    t("Omletă la cuptor cu roșii", "Запечённый омлет с помидорами", "Baked omelette with tomatoes"),
    280,
    340,
  ),
  dish(
    t("Vinete umplute cu legume", "Фаршированные баклажаны с овощами", "Aubergines stuffed with vegetables"),
    320,
    350,
  ),
  dish(
    t("Pui la cuptor cu dovlecei", "Запечённая курица с кабачками", "Roast chicken with courgettes"),
    330,
    390,
  ),
  dish(
    t("Salată de hrișcă cu ciuperci", "Салат из гречки с грибами", "Buckwheat and mushroom salad"),
    300,
    360,
  ),
];
/** Each week of the rotation has its theme; the day's note names what it leans on. */
const weekThemes = [
  t(
    "Săptămâna 1: clasicele moldovenești, în variantă ușoară.",
    "Неделя 1: молдавская классика в лёгком исполнении.",
    "Week 1: Moldovan classics, made light.",
  ),
  t(
    "Săptămâna 2: mai mult pește și leguminoase.",
    "Неделя 2: больше рыбы и бобовых.",
    "Week 2: more fish and pulses.",
  ),
  t(
    "Săptămâna 3: cereale integrale pentru energie constantă.",
    "Неделя 3: цельные злаки для ровной энергии.",
    "Week 3: whole grains for steady energy.",
  ),
  t(
    "Săptămâna 4: legume de sezon și carne slabă.",
    "Неделя 4: сезонные овощи и постное мясо.",
    "Week 4: seasonal vegetables and lean meat.",
  ),
];
const dayNotes = [
  t("Începem ușor, cu multe fibre.", "Начинаем легко, с клетчаткой.", "An easy start, rich in fibre."),
  t("Zi bogată în proteine.", "День, богатый белком.", "A day rich in protein."),
  t("Zi cu omega-3.", "День с омега-3.", "A day with omega-3."),
  t("Rețete de acasă.", "Домашние рецепты.", "Home recipes."),
  t("Energie până seara.", "Энергия до вечера.", "Energy until evening."),
  t("Cina fără carne.", "Ужин без мяса.", "A meat-free dinner."),
  t("Duminică: deserturi de casă.", "Воскресенье: домашние десерты.", "Sunday: homemade treats."),
];

const pick = <T>(list: T[], index: number): T => list[index % list.length] as T;

/** The plan document in one language. */
export function menuCalculatorIn(lang: Lang): MenuCalculatorContent {
  const days = [1, 2, 3, 4].flatMap((week) =>
    [1, 2, 3, 4, 5, 6, 7].map((day) => {
      // Day 0..27 of the rotation; each meal walks its own list, so no dish comes two days running.
      const i = (week - 1) * 7 + day - 1;
      const dishes: [Text, Dish][] = [
        [meals.breakfast, pick(breakfasts, i)],
        [meals.lunch, pick(lunches, i)],
        [meals.snack, pick(snacks, i)],
        [meals.dinner, pick(dinners, i + week)],
      ];
      const theme = pick(weekThemes, week - 1);
      const note = pick(dayNotes, day - 1);
      return {
        week,
        day,
        description: `${theme[lang]} ${note[lang]}`,
        dishes: dishes.map(([meal, d]) => ({
          meal: meal[lang],
          title: d.title[lang],
          weight: d.weight,
          calories: d.calories,
        })),
      };
    }),
  );
  return {
    weeks: 4,
    base_calories: 1500,
    options: [
      { calories: 1200, daily_price: 260 },
      { calories: 1500, daily_price: 290 },
      { calories: 2000, daily_price: 330 },
    ],
    durations: [
      { days: 1, discount: 0 },
      { days: 5, discount: 5 },
      { days: 7, discount: 10 },
      { days: 14, discount: 12 },
      { days: 28, discount: 15 },
    ],
    days,
  };
}
