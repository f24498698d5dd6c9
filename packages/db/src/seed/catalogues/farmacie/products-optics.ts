import type { ProductSeed } from "../../catalogue-types.ts";
import { type CareInput, CLOSING, careItem, type GoodsInput, goods, type L, LABEL, t } from "./lib.ts";

/** Eye care: eye drops, contact lenses and lens solutions. */

// --- Eye care -----------------------------------------------------------------------------------

const DROPS_USE = t(
  "câte 1–2 picături în fiecare ochi, de câte ori este nevoie; se pot folosi și cu lentile de contact",
  "по 1–2 капли в каждый глаз по мере необходимости; можно использовать с контактными линзами",
  "по 1–2 краплі в кожне око за потреби; можна використовувати з контактними лінзами",
  "1–2 drops in each eye as needed; can be used with contact lenses",
);

const eyeDrop = (o: Omit<CareInput, "cats" | "use"> & { opened: L }): ProductSeed => {
  const { opened, ...rest } = o;
  return careItem({
    ...rest,
    cats: ["picaturi-ochi"],
    use: DROPS_USE,
    storage: opened,
    closing: CLOSING.device,
    age: ["adults", "children"],
  });
};

const MONTHS = {
  3: t(
    "după deschidere, se folosește în 3 luni",
    "после вскрытия использовать в течение 3 месяцев",
    "після відкриття використати протягом 3 місяців",
    "use within 3 months of opening",
  ),
  6: t(
    "după deschidere, se folosește în 6 luni",
    "после вскрытия использовать в течение 6 месяцев",
    "після відкриття використати протягом 6 місяців",
    "use within 6 months of opening",
  ),
};

const drops: ProductSeed[] = [
  eyeDrop({
    code: "FF-16001",
    brand: "alcon",
    name: t(
      "Systane Ultra picături lubrifiante pentru ochi",
      "Systane Ultra увлажняющие капли для глаз",
      "Systane Ultra зволожувальні краплі для очей",
      "Systane Ultra lubricant eye drops",
    ),
    pack: { form: "drops", ml: 10 },
    price: 219.9,
    country: "usa",
    sortPriority: 70,
    short: t(
      "Lacrimi artificiale pentru ameliorarea rapidă a ochiului uscat.",
      "Искусственные слёзы для быстрого облегчения сухости глаз.",
      "Штучні сльози для швидкого полегшення сухості очей.",
      "Artificial tears for fast relief of dry eyes.",
    ),
    about: t(
      "Formula cu HP-Guar formează un strat protector pe suprafața ochiului și calmează arsura, senzația de nisip și oboseala ochilor la calculator.",
      "Формула с HP-Guar образует защитный слой на поверхности глаза и снимает жжение, ощущение песка и усталость глаз за компьютером.",
      "Формула з HP-Guar утворює захисний шар на поверхні ока та знімає печіння, відчуття піску й утому очей за комп’ютером.",
      "The HP-Guar formula forms a protective layer on the eye’s surface and relieves burning, grittiness and screen-tired eyes.",
    ),
    key: t(
      "polietilen glicol 400, propilen glicol, HP-Guar",
      "полиэтиленгликоль 400, пропиленгликоль, HP-Guar",
      "поліетиленгліколь 400, пропіленгліколь, HP-Guar",
      "polyethylene glycol 400, propylene glycol, HP-Guar",
    ),
    opened: MONTHS[6],
  }),
  eyeDrop({
    code: "FF-16002",
    brand: "alcon",
    name: t(
      "Systane Hydration picături pentru ochi",
      "Systane Hydration капли для глаз",
      "Systane Hydration краплі для очей",
      "Systane Hydration lubricant eye drops",
    ),
    pack: { form: "drops", ml: 10 },
    price: 239.9,
    country: "usa",
    short: t(
      "Picături cu acid hialuronic pentru ochiul uscat cronic.",
      "Капли с гиалуроновой кислотой при хронической сухости глаз.",
      "Краплі з гіалуроновою кислотою при хронічній сухості очей.",
      "Hyaluronic acid drops for chronic dry eye.",
    ),
    about: t(
      "Acidul hialuronic hidratează intens și ajută la refacerea celulelor de la suprafața ochiului.",
      "Гиалуроновая кислота интенсивно увлажняет и помогает восстановлению клеток на поверхности глаза.",
      "Гіалуронова кислота інтенсивно зволожує й допомагає відновленню клітин на поверхні ока.",
      "Hyaluronic acid deeply hydrates and helps the cells on the eye’s surface recover.",
    ),
    key: t(
      "hialuronat de sodiu, HP-Guar",
      "гиалуронат натрия, HP-Guar",
      "гіалуронат натрію, HP-Guar",
      "sodium hyaluronate, HP-Guar",
    ),
    opened: MONTHS[6],
  }),
  eyeDrop({
    code: "FF-16003",
    brand: "ursapharm",
    name: t(
      "Hylo-Comod picături pentru ochi",
      "Хило-Комод капли для глаз",
      "Хіло-Комод краплі для очей",
      "Hylo-Comod eye drops",
    ),
    pack: { form: "drops", ml: 10 },
    price: 259.9,
    short: t(
      "Picături cu acid hialuronic 0,1%, fără conservanți, în sistem COMOD.",
      "Капли с гиалуроновой кислотой 0,1% без консервантов в системе COMOD.",
      "Краплі з гіалуроновою кислотою 0,1% без консервантів у системі COMOD.",
      "Preservative-free 0.1% hyaluronic acid drops in the COMOD bottle.",
    ),
    about: t(
      "Sistemul COMOD eliberează picături exacte și păstrează soluția sterilă fără conservanți; potrivit pentru utilizare îndelungată și cu lentile.",
      "Система COMOD выдаёт точные капли и сохраняет раствор стерильным без консервантов; подходит для длительного применения и с линзами.",
      "Система COMOD видає точні краплі та зберігає розчин стерильним без консервантів; підходить для тривалого застосування й з лінзами.",
      "The COMOD system delivers precise drops and keeps the solution sterile without preservatives; fine for long-term use and with lenses.",
    ),
    key: t(
      "hialuronat de sodiu 0,1%",
      "гиалуронат натрия 0,1%",
      "гіалуронат натрію 0,1%",
      "sodium hyaluronate 0.1%",
    ),
    opened: MONTHS[6],
  }),
  eyeDrop({
    code: "FF-16004",
    brand: "ursapharm",
    name: t(
      "Hylo-Gel picături pentru ochi",
      "Хило-Гель капли для глаз",
      "Хіло-Гель краплі для очей",
      "Hylo-Gel eye drops",
    ),
    pack: { form: "drops", ml: 10 },
    price: 289.9,
    short: t(
      "Picături vâscoase cu acid hialuronic 0,2% pentru ochiul uscat sever.",
      "Вязкие капли с гиалуроновой кислотой 0,2% при выраженной сухости глаз.",
      "В’язкі краплі з гіалуроновою кислотою 0,2% при вираженій сухості очей.",
      "Viscous 0.2% hyaluronic acid drops for severe dry eye.",
    ),
    about: t(
      "Concentrația dublă de acid hialuronic rămâne mai mult timp pe suprafața ochiului, recomandată pentru uscăciunea severă și pe timp de noapte.",
      "Двойная концентрация гиалуроновой кислоты дольше удерживается на поверхности глаза — рекомендована при выраженной сухости и на ночь.",
      "Подвійна концентрація гіалуронової кислоти довше утримується на поверхні ока — рекомендована при вираженій сухості та на ніч.",
      "Double-strength hyaluronic acid stays on the eye longer, recommended for severe dryness and at night.",
    ),
    key: t(
      "hialuronat de sodiu 0,2%",
      "гиалуронат натрия 0,2%",
      "гіалуронат натрію 0,2%",
      "sodium hyaluronate 0.2%",
    ),
    opened: MONTHS[6],
  }),
  eyeDrop({
    code: "FF-16005",
    brand: "bausch",
    name: t(
      "Artelac Balance picături pentru ochi",
      "Артелак Баланс капли для глаз",
      "Артелак Баланс краплі для очей",
      "Artelac Balance eye drops",
    ),
    pack: { form: "drops", ml: 10 },
    price: 199.9,
    country: "germany",
    short: t(
      "Picături hidratante cu acid hialuronic și vitamina B12.",
      "Увлажняющие капли с гиалуроновой кислотой и витамином B12.",
      "Зволожувальні краплі з гіалуроновою кислотою та вітаміном B12.",
      "Moisturising drops with hyaluronic acid and vitamin B12.",
    ),
    about: t(
      "Acidul hialuronic hidratează, iar vitamina B12 protejează celulele ochiului de stresul oxidativ; conservantul se descompune la contactul cu ochiul.",
      "Гиалуроновая кислота увлажняет, а витамин B12 защищает клетки глаза от окислительного стресса; консервант распадается при контакте с глазом.",
      "Гіалуронова кислота зволожує, а вітамін B12 захищає клітини ока від окиснювального стресу; консервант розпадається під час контакту з оком.",
      "Hyaluronic acid hydrates and vitamin B12 protects eye cells from oxidative stress; the preservative breaks down on contact with the eye.",
    ),
    key: t(
      "hialuronat de sodiu 0,15%, vitamina B12",
      "гиалуронат натрия 0,15%, витамин B12",
      "гіалуронат натрію 0,15%, вітамін B12",
      "sodium hyaluronate 0.15%, vitamin B12",
    ),
    opened: MONTHS[3],
  }),
];

const LENS_NOTE = t(
  "Precizați dioptria la plasarea comenzii sau în farmacie; lentilele de contact se aleg după consultul medicului oftalmolog.",
  "Укажите диоптрию при оформлении заказа или в аптеке; контактные линзы подбираются после консультации офтальмолога.",
  "Вкажіть діоптрію під час оформлення замовлення або в аптеці; контактні лінзи підбирають після консультації офтальмолога.",
  "Give your prescription power when ordering or at the pharmacy; contact lenses should be fitted by an eye doctor.",
);

const REUSABLE_LENS_SOLUTIONS = ["FF-16201", "FF-16202", "FF-16203", "FF-16204"];

const lens = (o: Omit<GoodsInput, "cats" | "closing" | "facts"> & { features: L; wear: L }): ProductSeed => {
  const { features, wear, ...rest } = o;
  return goods({
    ...rest,
    cats: ["lentile-contact"],
    facts: [
      [LABEL.features, features],
      [LABEL.use, wear],
    ],
    closing: LENS_NOTE,
    age: ["adults", "children"],
  });
};

const lenses: ProductSeed[] = [
  lens({
    code: "FF-16101",
    brand: "acuvue",
    name: t(
      "Acuvue Oasys lentile de contact bisăptămânale",
      "Acuvue Oasys двухнедельные контактные линзы",
      "Acuvue Oasys двотижневі контактні лінзи",
      "Acuvue Oasys two-weekly contact lenses",
    ),
    pack: { form: "lenses", n: 6 },
    price: 399,
    sortPriority: 65,
    short: t(
      "Lentile din silicon-hidrogel pentru confort toată ziua, chiar și la calculator.",
      "Силикон-гидрогелевые линзы для комфорта весь день, даже за компьютером.",
      "Силікон-гідрогелеві лінзи для комфорту весь день, навіть за комп’ютером.",
      "Silicone hydrogel lenses for all-day comfort, even at a screen.",
    ),
    about: t(
      "Tehnologia Hydraclear Plus menține lentila umedă și netedă, iar filtrul UV protejează ochii.",
      "Технология Hydraclear Plus сохраняет линзу увлажнённой и гладкой, а UV-фильтр защищает глаза.",
      "Технологія Hydraclear Plus зберігає лінзу зволоженою та гладкою, а UV-фільтр захищає очі.",
      "Hydraclear Plus technology keeps the lens moist and smooth, and a UV filter protects the eyes.",
    ),
    features: t(
      "senofilcon A, raza de curbură 8,4 sau 8,8 mm, filtru UV clasa I",
      "сенофилкон A, радиус кривизны 8,4 или 8,8 мм, UV-фильтр класса I",
      "сенофілкон A, радіус кривизни 8,4 або 8,8 мм, UV-фільтр класу I",
      "senofilcon A, base curve 8.4 or 8.8 mm, class I UV filter",
    ),
    wear: t(
      "înlocuire la 2 săptămâni, purtare zilnică",
      "замена каждые 2 недели, дневное ношение",
      "заміна кожні 2 тижні, денне носіння",
      "replace every 2 weeks, daily wear",
    ),
    compatible: REUSABLE_LENS_SOLUTIONS,
  }),
  lens({
    code: "FF-16102",
    brand: "acuvue",
    name: t(
      "1-Day Acuvue Moist lentile de contact de unică folosință",
      "1-Day Acuvue Moist однодневные контактные линзы",
      "1-Day Acuvue Moist одноденні контактні лінзи",
      "1-Day Acuvue Moist daily disposable contact lenses",
    ),
    pack: { form: "lenses", n: 30 },
    price: 489,
    short: t(
      "Lentile zilnice: o pereche nouă în fiecare dimineață, fără soluții de întreținere.",
      "Однодневные линзы: каждое утро новая пара, без растворов для ухода.",
      "Одноденні лінзи: щоранку нова пара, без розчинів для догляду.",
      "Daily lenses: a fresh pair every morning, no cleaning solutions needed.",
    ),
    about: t(
      "Agentul de hidratare Lacreon este încorporat în material și menține confortul pe tot parcursul zilei; ideale pentru ochi sensibili și alergici.",
      "Увлажняющий компонент Lacreon встроен в материал и сохраняет комфорт в течение всего дня; идеальны для чувствительных глаз и аллергиков.",
      "Зволожувальний компонент Lacreon вбудований у матеріал і зберігає комфорт протягом усього дня; ідеальні для чутливих очей і алергіків.",
      "The Lacreon wetting agent is built into the material for all-day comfort; ideal for sensitive eyes and allergy sufferers.",
    ),
    features: t(
      "etafilcon A, raza de curbură 8,5 sau 9,0 mm, filtru UV",
      "этафилкон A, радиус кривизны 8,5 или 9,0 мм, UV-фильтр",
      "етафілкон A, радіус кривизни 8,5 або 9,0 мм, UV-фільтр",
      "etafilcon A, base curve 8.5 or 9.0 mm, UV filter",
    ),
    wear: t(
      "o zi, apoi se aruncă",
      "один день, затем выбросить",
      "один день, потім викинути",
      "wear for one day, then discard",
    ),
  }),
  lens({
    code: "FF-16103",
    stock: [0, 0, 0, 0, 0],
    brand: "alcon",
    name: t(
      "Dailies Total1 lentile de contact de unică folosință",
      "Dailies Total1 однодневные контактные линзы",
      "Dailies Total1 одноденні контактні лінзи",
      "Dailies Total1 daily disposable contact lenses",
    ),
    pack: { form: "lenses", n: 30 },
    price: 649,
    loyaltyGive: 16,
    short: t(
      "Lentile zilnice premium cu gradient de apă de până la 80% la suprafață.",
      "Премиальные однодневные линзы с градиентом влаги до 80% на поверхности.",
      "Преміальні одноденні лінзи з градієнтом вологи до 80% на поверхні.",
      "Premium daily lenses with up to 80% water at the surface.",
    ),
    about: t(
      "Tehnologia cu gradient de apă face suprafața lentilei aproape imperceptibilă pe ochi, chiar și după 16 ore de purtare.",
      "Технология водного градиента делает поверхность линзы почти неощутимой на глазу даже после 16 часов ношения.",
      "Технологія водного градієнта робить поверхню лінзи майже непомітною на оці навіть після 16 годин носіння.",
      "Water gradient technology makes the lens surface almost unnoticeable, even after 16 hours of wear.",
    ),
    features: t(
      "delefilcon A, raza de curbură 8,5 mm, conținut de apă până la 80% la suprafață",
      "делефилкон A, радиус кривизны 8,5 мм, влагосодержание на поверхности до 80%",
      "делефілкон A, радіус кривизни 8,5 мм, вологовміст на поверхні до 80%",
      "delefilcon A, base curve 8.5 mm, up to 80% surface water content",
    ),
    wear: t(
      "o zi, apoi se aruncă",
      "один день, затем выбросить",
      "один день, потім викинути",
      "wear for one day, then discard",
    ),
  }),
  lens({
    code: "FF-16104",
    brand: "alcon",
    name: t(
      "Air Optix plus HydraGlyde lentile de contact lunare",
      "Air Optix plus HydraGlyde контактные линзы на месяц",
      "Air Optix plus HydraGlyde контактні лінзи на місяць",
      "Air Optix plus HydraGlyde monthly contact lenses",
    ),
    pack: { form: "lenses", n: 6 },
    price: 699,
    short: t(
      "Lentile lunare cu permeabilitate mare la oxigen și hidratare de durată.",
      "Линзы на месяц с высокой кислородопроницаемостью и длительным увлажнением.",
      "Лінзи на місяць з високою киснепроникністю та тривалим зволоженням.",
      "Monthly lenses with high oxygen permeability and lasting moisture.",
    ),
    about: t(
      "Matricea HydraGlyde menține umiditatea la suprafața lentilei, iar suprafața SmartShield respinge depunerile.",
      "Матрица HydraGlyde удерживает влагу на поверхности линзы, а поверхность SmartShield отталкивает отложения.",
      "Матриця HydraGlyde утримує вологу на поверхні лінзи, а поверхня SmartShield відштовхує відкладення.",
      "The HydraGlyde matrix holds moisture at the lens surface and SmartShield technology resists deposits.",
    ),
    features: t(
      "lotrafilcon B, raza de curbură 8,6 mm",
      "лотрафилкон B, радиус кривизны 8,6 мм",
      "лотрафілкон B, радіус кривизни 8,6 мм",
      "lotrafilcon B, base curve 8.6 mm",
    ),
    wear: t(
      "înlocuire lunară, purtare zilnică",
      "замена раз в месяц, дневное ношение",
      "заміна раз на місяць, денне носіння",
      "replace monthly, daily wear",
    ),
    compatible: REUSABLE_LENS_SOLUTIONS,
  }),
  lens({
    code: "FF-16105",
    brand: "bausch",
    name: t(
      "Bausch + Lomb Ultra lentile de contact lunare",
      "Bausch + Lomb Ultra контактные линзы на месяц",
      "Bausch + Lomb Ultra контактні лінзи на місяць",
      "Bausch + Lomb Ultra monthly contact lenses",
    ),
    pack: { form: "lenses", n: 6 },
    price: 599,
    short: t(
      "Lentile lunare din silicon-hidrogel, potrivite pentru ochii obosiți de ecrane.",
      "Силикон-гидрогелевые линзы на месяц для глаз, уставших от экранов.",
      "Силікон-гідрогелеві лінзи на місяць для очей, утомлених від екранів.",
      "Monthly silicone hydrogel lenses for screen-tired eyes.",
    ),
    about: t(
      "Tehnologia MoistureSeal păstrează lentila hidratată până la 16 ore și o face moale și confortabilă.",
      "Технология MoistureSeal сохраняет линзу увлажнённой до 16 часов и делает её мягкой и комфортной.",
      "Технологія MoistureSeal зберігає лінзу зволоженою до 16 годин і робить її м’якою та комфортною.",
      "MoistureSeal technology keeps the lens hydrated for up to 16 hours, soft and comfortable.",
    ),
    features: t(
      "samfilcon A, raza de curbură 8,5 mm",
      "самфилкон A, радиус кривизны 8,5 мм",
      "самфілкон A, радіус кривизни 8,5 мм",
      "samfilcon A, base curve 8.5 mm",
    ),
    wear: t(
      "înlocuire lunară, purtare zilnică",
      "замена раз в месяц, дневное ношение",
      "заміна раз на місяць, денне носіння",
      "replace monthly, daily wear",
    ),
    compatible: REUSABLE_LENS_SOLUTIONS,
  }),
];

const SOLUTION_USE = t(
  "clătiți și frecați lentilele cu soluție, apoi păstrați-le în suport cu soluție proaspătă cel puțin 6 ore; schimbați suportul lunar",
  "промойте и потрите линзы раствором, затем храните их в контейнере со свежим раствором не менее 6 часов; меняйте контейнер ежемесячно",
  "промийте та потріть лінзи розчином, потім зберігайте їх у контейнері зі свіжим розчином щонайменше 6 годин; змінюйте контейнер щомісяця",
  "rinse and rub the lenses with solution, then store them in the case in fresh solution for at least 6 hours; replace the case monthly",
);

const solution = (o: Omit<CareInput, "cats" | "use">): ProductSeed =>
  careItem({
    ...o,
    cats: ["solutii-lentile"],
    use: SOLUTION_USE,
    storage: MONTHS[3],
    closing: CLOSING.device,
    age: ["adults", "children"],
    compatible: ["FF-16101", "FF-16104", "FF-16105"],
  });

const solutions: ProductSeed[] = [
  solution({
    code: "FF-16201",
    brand: "alcon",
    name: t(
      "Opti-Free PureMoist soluție pentru lentile",
      "Opti-Free PureMoist раствор для линз",
      "Opti-Free PureMoist розчин для лінз",
      "Opti-Free PureMoist multi-purpose solution",
    ),
    pack: { form: "solution", ml: 300 },
    price: 199.9,
    country: "usa",
    short: t(
      "Soluție multifuncțională care menține lentilele umede până la 16 ore.",
      "Многофункциональный раствор, сохраняющий линзы увлажнёнными до 16 часов.",
      "Багатофункціональний розчин, що зберігає лінзи зволоженими до 16 годин.",
      "Multi-purpose solution that keeps lenses moist for up to 16 hours.",
    ),
    about: t(
      "Curăță, dezinfectează, clătește și păstrează lentilele moi, iar agentul HydraGlyde creează un strat hidratant pe suprafața lor.",
      "Очищает, дезинфицирует, ополаскивает и хранит мягкие линзы, а компонент HydraGlyde создаёт на их поверхности увлажняющий слой.",
      "Очищає, дезінфікує, ополіскує та зберігає м’які лінзи, а компонент HydraGlyde створює на їхній поверхні зволожувальний шар.",
      "Cleans, disinfects, rinses and stores soft lenses, while HydraGlyde adds a moisturising layer to the surface.",
    ),
    key: t(
      "HydraGlyde, sistem dublu de dezinfecție",
      "HydraGlyde, двойная система дезинфекции",
      "HydraGlyde, подвійна система дезінфекції",
      "HydraGlyde, dual disinfection system",
    ),
  }),
  solution({
    code: "FF-16202",
    brand: "bausch",
    name: t(
      "ReNu MultiPlus soluție pentru lentile",
      "ReNu MultiPlus раствор для линз",
      "ReNu MultiPlus розчин для лінз",
      "ReNu MultiPlus multi-purpose solution",
    ),
    pack: { form: "solution", ml: 360 },
    price: 169.9,
    short: t(
      "Soluție clasică pentru curățarea zilnică a lentilelor moi.",
      "Классический раствор для ежедневного ухода за мягкими линзами.",
      "Класичний розчин для щоденного догляду за м’якими лінзами.",
      "Classic solution for daily soft lens care.",
    ),
    about: t(
      "Îndepărtează depunerile de proteine fără frecare suplimentară și dezinfectează lentilele peste noapte.",
      "Удаляет белковые отложения без дополнительного трения и дезинфицирует линзы за ночь.",
      "Видаляє білкові відкладення без додаткового тертя та дезінфікує лінзи за ніч.",
      "It removes protein deposits without extra rubbing and disinfects lenses overnight.",
    ),
    key: t(
      "Hydranate, poloxamină, DYMED",
      "Hydranate, полоксамин, DYMED",
      "Hydranate, полоксамін, DYMED",
      "Hydranate, poloxamine, DYMED",
    ),
  }),
  solution({
    code: "FF-16203",
    brand: "bausch",
    name: t(
      "Biotrue soluție pentru lentile",
      "Biotrue раствор для линз",
      "Biotrue розчин для лінз",
      "Biotrue multi-purpose solution",
    ),
    pack: { form: "solution", ml: 300 },
    price: 189.9,
    short: t(
      "Soluție cu pH-ul lacrimilor sănătoase și acid hialuronic.",
      "Раствор с pH здоровой слезы и гиалуроновой кислотой.",
      "Розчин з pH здорової сльози та гіалуроновою кислотою.",
      "Solution matched to the pH of healthy tears, with hyaluronic acid.",
    ),
    about: t(
      "Inspirată de biologia ochiului, soluția păstrează proteinele benefice ale lacrimii active și menține lentilele hidratate până la 20 de ore.",
      "Созданный по образцу биологии глаза раствор сохраняет полезные белки слезы активными и поддерживает увлажнение линз до 20 часов.",
      "Створений за зразком біології ока розчин зберігає корисні білки сльози активними та підтримує зволоження лінз до 20 годин.",
      "Inspired by the biology of the eye, it keeps beneficial tear proteins active and lenses moist for up to 20 hours.",
    ),
    key: t("hialuronan, pH 7,5", "гиалуронан, pH 7,5", "гіалуронан, pH 7,5", "hyaluronan, pH 7.5"),
  }),
  solution({
    code: "FF-16204",
    brand: "alcon",
    name: t(
      "Opti-Free Express soluție pentru lentile",
      "Opti-Free Express раствор для линз",
      "Opti-Free Express розчин для лінз",
      "Opti-Free Express multi-purpose solution",
    ),
    pack: { form: "solution", ml: 355 },
    price: 179.9,
    country: "usa",
    short: t(
      "Soluție multifuncțională pentru lentile moi, potrivită pentru ochii sensibili.",
      "Многофункциональный раствор для мягких линз, подходит для чувствительных глаз.",
      "Багатофункціональний розчин для м’яких лінз, підходить для чутливих очей.",
      "Multi-purpose solution for soft lenses, suitable for sensitive eyes.",
    ),
    about: t(
      "Formula cu sistem de dezinfecție Polyquad și Aldox curăță și dezinfectează lentilele, iar depozitele se îndepărtează ușor.",
      "Формула с системой дезинфекции Polyquad и Aldox очищает и дезинфицирует линзы, а отложения легко удаляются.",
      "Формула із системою дезінфекції Polyquad і Aldox очищає та дезінфікує лінзи, а відкладення легко видаляються.",
      "With the Polyquad and Aldox disinfection system, it cleans and disinfects lenses and deposits come off easily.",
    ),
    key: t("Polyquad, Aldox", "Polyquad, Aldox", "Polyquad, Aldox", "Polyquad, Aldox"),
  }),
];

export const opticsProducts: ProductSeed[] = [...drops, ...lenses, ...solutions];
