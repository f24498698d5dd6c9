import type { MenuCalculatorContent } from "@sf/contract";

/**
 * The caterer's meal plans (`menu_calculator`, spec section 3: "a meal-plan calculator by
 * calories and duration"): three calorie options, four plan lengths, and a two-week rotation
 * whose days combine the dishes below. Weights and calories are written for 1500 kcal.
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
];
const descriptions = [
  t(
    "Un început de săptămână ușor, bogat în fibre.",
    "Лёгкое начало недели, богатое клетчаткой.",
    "A light start to the week, rich in fibre.",
  ),
  t(
    "Zi cu proteine din carne slabă de vită.",
    "День с белком из постной говядины.",
    "A day of protein from lean beef.",
  ),
  t("Zi a peștelui, cu omega-3.", "Рыбный день с омега-3.", "Fish day, with omega-3."),
  t(
    "Bucătărie moldovenească, în variantă ușoară.",
    "Молдавская кухня в лёгком варианте.",
    "Moldovan cooking, made light.",
  ),
  t(
    "Paste integrale pentru energie până seara.",
    "Цельнозерновая паста — энергия до вечера.",
    "Wholegrain pasta for energy until evening.",
  ),
  t(
    "Zi fără carne la cină, cu leguminoase.",
    "Ужин без мяса, с бобовыми.",
    "A meat-free dinner, with pulses.",
  ),
  t(
    "Duminică: somon și deserturi de casă.",
    "Воскресенье: лосось и домашние десерты.",
    "Sunday: salmon and homemade treats.",
  ),
];

const pick = <T>(list: T[], index: number): T => list[index % list.length] as T;

/** The plan document in one language. */
export function menuCalculatorIn(lang: Lang): MenuCalculatorContent {
  const days = [1, 2].flatMap((week) =>
    [1, 2, 3, 4, 5, 6, 7].map((day) => {
      const i = (week - 1) * 3 + day - 1;
      const dishes: [Text, Dish][] = [
        [meals.breakfast, pick(breakfasts, i)],
        [meals.lunch, pick(lunches, day - 1 + (week - 1) * 2)],
        [meals.snack, pick(snacks, i)],
        [meals.dinner, pick(dinners, i + week)],
      ];
      return {
        week,
        day,
        description: pick(descriptions, day - 1)[lang],
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
    weeks: 2,
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
      { days: 20, discount: 15 },
    ],
    days,
  };
}
