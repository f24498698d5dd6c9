import type { Localized } from "../../schema.ts";
import type { CatalogueSeed, CategorySeed, ProductSeed } from "../catalogue-types.ts";

/**
 * Demo catalogue of Foundation Beauty (cosmetics and skincare boutique in Chișinău): categories mirror
 * the site's menu, prices in MDL, texts in Romanian, Russian and English. The site has one shop
 * (the boutique), so every stock array has one entry.
 */

const t = (ro: string, ru: string, en: string): Localized => ({ ro, ru, en });
const UNIT = t("buc.", "шт.", "pcs");

/** Decimal comma in Romanian and Russian, point in English. */
const num = (n: number, comma: boolean) => (comma ? String(n).replace(".", ",") : String(n));
const ml = (n: number) => t(`${num(n, true)} ml`, `${num(n, true)} мл`, `${n} ml`);
const gr = (n: number) => t(`${num(n, true)} g`, `${num(n, true)} г`, `${n} g`);

const LABELS = {
  ing: t("Ingrediente-cheie", "Ключевые компоненты", "Key ingredients"),
  notes: t("Note olfactive", "Ноты аромата", "Fragrance notes"),
  skin: t("Tip de piele", "Тип кожи", "Skin type"),
  hair: t("Tip de păr", "Тип волос", "Hair type"),
  use: t("Mod de utilizare", "Способ применения", "How to use"),
  vol: t("Volum", "Объём", "Volume"),
  weight: t("Cantitate", "Вес", "Net weight"),
  set: t("Conținutul setului", "Состав набора", "Set contents"),
  shade: t("Nuanță", "Оттенок", "Shade"),
} satisfies Record<string, Localized>;
type Row = [keyof typeof LABELS, Localized];

/** Product description: a paragraph and a list of labelled facts, in each language. */
const desc = (intro: Localized, rows: Row[]): Localized => {
  const one = (lang: "ro" | "ru" | "en") =>
    `<p>${intro[lang]}</p><ul>${rows
      .map(([label, value]) => `<li><strong>${LABELS[label][lang]}:</strong> ${value[lang]}</li>`)
      .join("")}</ul>`;
  return t(one("ro"), one("ru"), one("en"));
};

/** "Name, 236 ml" in each language. */
const sized = (name: Localized, size: Localized): Localized =>
  t(`${name.ro}, ${size.ro}`, `${name.ru}, ${size.ru}`, `${name.en}, ${size.en}`);

/** Value of the `volume` specification for a size in ml (or g). */
const band = (n: number) => (n <= 30 ? "up-to-30" : n <= 100 ? "31-100" : n <= 250 ? "101-250" : "over-250");

type Extra = Partial<Omit<ProductSeed, "unit">>;

/** Every product is sold by the piece. */
const product = (p: Omit<ProductSeed, "unit">): ProductSeed => ({ unit: UNIT, ...p });

const category = (
  key: string,
  title: Localized,
  slug: Localized,
  description: Localized,
  seoTitle: Localized,
  seoDescription: Localized,
  children?: CategorySeed[],
): CategorySeed => ({
  key,
  title,
  slug,
  description,
  seoTitle,
  seoDescription,
  ...(children ? { children } : {}),
});

const categories: CategorySeed[] = [
  category(
    "face-care",
    t("Îngrijirea feței", "Уход за лицом", "Face care"),
    t("ingrijirea-fetei", "ukhod-za-litsom", "face-care"),
    t(
      "Curățare, seruri, creme și măști pentru orice tip de piele, de la dermatocosmetică la branduri coreene.",
      "Очищение, сыворотки, кремы и маски для любого типа кожи — от дерматокосметики до корейских брендов.",
      "Cleansers, serums, creams and masks for every skin type, from dermocosmetics to Korean brands.",
    ),
    t(
      "Îngrijirea feței — cosmetice originale | Foundation Beauty",
      "Уход за лицом — оригинальная косметика | Foundation Beauty",
      "Face care — authentic skincare | Foundation Beauty",
    ),
    t(
      "Produse originale pentru îngrijirea feței de la CeraVe, La Roche-Posay, Vichy și COSRX. Consultație gratuită și livrare în toată Moldova.",
      "Оригинальные средства по уходу за лицом от CeraVe, La Roche-Posay, Vichy и COSRX. Бесплатная консультация и доставка по всей Молдове.",
      "Authentic face care from CeraVe, La Roche-Posay, Vichy and COSRX. Free consultation and delivery all over Moldova.",
    ),
    [
      category(
        "cleansers",
        t("Curățare și demachiere", "Очищение и демакияж", "Cleansers and make-up removers"),
        t("curatare", "ochishchenie", "cleansers"),
        t(
          "Geluri, spume și ape micelare care curăță delicat, fără să usuce pielea.",
          "Гели, пенки и мицеллярная вода, которые мягко очищают и не сушат кожу.",
          "Gels, foams and micellar waters that cleanse gently without drying the skin.",
        ),
        t(
          "Demachiante și geluri de curățare | Foundation Beauty",
          "Средства для очищения и демакияжа | Foundation Beauty",
          "Cleansers and make-up removers | Foundation Beauty",
        ),
        t(
          "Apă micelară Bioderma, geluri CeraVe și La Roche-Posay pentru curățarea zilnică a feței. Livrare în Chișinău în 24 de ore.",
          "Мицеллярная вода Bioderma, гели CeraVe и La Roche-Posay для ежедневного очищения лица. Доставка по Кишинёву за 24 часа.",
          "Bioderma micellar water and CeraVe and La Roche-Posay cleansers for daily face cleansing. Delivery in Chișinău within 24 hours.",
        ),
      ),
      category(
        "serums",
        t("Seruri", "Сыворотки", "Serums"),
        t("seruri", "syvorotki", "serums"),
        t(
          "Seruri concentrate cu niacinamidă, vitamina C, retinol și acid hialuronic.",
          "Концентрированные сыворотки с ниацинамидом, витамином C, ретинолом и гиалуроновой кислотой.",
          "Concentrated serums with niacinamide, vitamin C, retinol and hyaluronic acid.",
        ),
        t(
          "Seruri pentru față — vitamina C, retinol, niacinamidă | Foundation Beauty",
          "Сыворотки для лица — витамин C, ретинол, ниацинамид | Foundation Beauty",
          "Face serums — vitamin C, retinol, niacinamide | Foundation Beauty",
        ),
        t(
          "Seruri The Ordinary, La Roche-Posay și Vichy pentru hidratare, luminozitate și anti-aging. Cosmetologii noștri vă ajută să alegeți.",
          "Сыворотки The Ordinary, La Roche-Posay и Vichy для увлажнения, сияния и антивозрастного ухода. Наши косметологи помогут с выбором.",
          "Serums from The Ordinary, La Roche-Posay and Vichy for hydration, radiance and anti-ageing. Our cosmetologists will help you choose.",
        ),
      ),
      category(
        "moisturisers",
        t("Creme hidratante", "Увлажняющие кремы", "Moisturisers"),
        t("creme-hidratante", "uvlazhnyayushchie-kremy", "moisturisers"),
        t(
          "Creme, geluri și loțiuni care refac bariera pielii și o mențin hidratată toată ziua.",
          "Кремы, гели и лосьоны, которые восстанавливают барьер кожи и увлажняют её весь день.",
          "Creams, gels and lotions that restore the skin barrier and keep it hydrated all day.",
        ),
        t(
          "Creme hidratante pentru față | Foundation Beauty",
          "Увлажняющие кремы для лица | Foundation Beauty",
          "Face moisturisers | Foundation Beauty",
        ),
        t(
          "Creme hidratante CeraVe, Avène, Vichy și Nuxe pentru pielea uscată, grasă sau sensibilă. Livrare gratuită de la 600 lei.",
          "Увлажняющие кремы CeraVe, Avène, Vichy и Nuxe для сухой, жирной и чувствительной кожи. Бесплатная доставка от 600 леев.",
          "CeraVe, Avène, Vichy and Nuxe moisturisers for dry, oily or sensitive skin. Free delivery on orders over 600 MDL.",
        ),
      ),
      category(
        "masks",
        t("Măști", "Маски", "Face masks"),
        t("masti", "maski", "masks"),
        t(
          "Măști din țesătură, cu argilă și de noapte pentru un plus de hidratare și o piele curată.",
          "Тканевые, глиняные и ночные маски для дополнительного увлажнения и чистой кожи.",
          "Sheet, clay and overnight masks for extra hydration and clear skin.",
        ),
        t(
          "Măști pentru față | Foundation Beauty",
          "Маски для лица | Foundation Beauty",
          "Face masks | Foundation Beauty",
        ),
        t(
          "Măști hidratante, purifiante și calmante de la Garnier, L'Oréal Paris, Nuxe, Avène și branduri coreene.",
          "Увлажняющие, очищающие и успокаивающие маски Garnier, L'Oréal Paris, Nuxe, Avène и корейских брендов.",
          "Hydrating, purifying and soothing masks from Garnier, L'Oréal Paris, Nuxe, Avène and Korean brands.",
        ),
      ),
    ],
  ),
  category(
    "sun-care",
    t("Protecție solară", "Солнцезащитные средства", "Sun care"),
    t("protectie-solara", "solntsezashchitnye-sredstva", "sun-care"),
    t(
      "Creme, fluide și spray-uri cu SPF 30 și SPF 50+ pentru față și corp, pentru fiecare zi și pentru vacanță.",
      "Кремы, флюиды и спреи с SPF 30 и SPF 50+ для лица и тела — на каждый день и для отпуска.",
      "Creams, fluids and sprays with SPF 30 and SPF 50+ for face and body, for every day and for holidays.",
    ),
    t(
      "Protecție solară SPF 50+ pentru față și corp | Foundation Beauty",
      "Солнцезащитные средства SPF 50+ для лица и тела | Foundation Beauty",
      "SPF 50+ sun care for face and body | Foundation Beauty",
    ),
    t(
      "Anthelios, Photoderm, Capital Soleil și Ambre Solaire: protecție UVA/UVB de încredere. Livrare în toată Moldova.",
      "Anthelios, Photoderm, Capital Soleil и Ambre Solaire: надёжная защита от UVA/UVB. Доставка по всей Молдове.",
      "Anthelios, Photoderm, Capital Soleil and Ambre Solaire: reliable UVA/UVB protection. Delivery all over Moldova.",
    ),
  ),
  category(
    "makeup",
    t("Machiaj", "Макияж", "Make-up"),
    t("machiaj", "makiyazh", "makeup"),
    t(
      "Fonduri de ten, mascara, farduri și rujuri de la Maybelline, L'Oréal Paris, NYX și Lancôme.",
      "Тональные средства, тушь, тени и помады от Maybelline, L'Oréal Paris, NYX и Lancôme.",
      "Foundations, mascaras, eyeshadows and lipsticks from Maybelline, L'Oréal Paris, NYX and Lancôme.",
    ),
    t(
      "Machiaj — cosmetice decorative originale | Foundation Beauty",
      "Макияж — оригинальная декоративная косметика | Foundation Beauty",
      "Make-up — authentic cosmetics | Foundation Beauty",
    ),
    t(
      "Cosmetice decorative originale cu testere în boutique-ul din centrul Chișinăului și livrare în toată Moldova.",
      "Оригинальная декоративная косметика с тестерами в бутике в центре Кишинёва и доставкой по всей Молдове.",
      "Authentic make-up with testers in our central Chișinău boutique and delivery all over Moldova.",
    ),
    [
      category(
        "makeup-face",
        t("Ten", "Тон", "Face"),
        t("ten", "ton", "face"),
        t(
          "Fonduri de ten, corectoare și spray-uri de fixare pentru un ten uniform care rezistă toată ziua.",
          "Тональные основы, консилеры и фиксирующие спреи для ровного тона на весь день.",
          "Foundations, concealers and setting sprays for an even complexion that lasts all day.",
        ),
        t(
          "Fond de ten și corector | Foundation Beauty",
          "Тональные средства и консилеры | Foundation Beauty",
          "Foundation and concealer | Foundation Beauty",
        ),
        t(
          "Fond de ten Maybelline Fit Me, L'Oréal Paris Infaillible și Lancôme Teint Idole — alegeți nuanța cu ajutorul consultanților noștri.",
          "Тональные основы Maybelline Fit Me, L'Oréal Paris Infaillible и Lancôme Teint Idole — наши консультанты помогут подобрать оттенок.",
          "Maybelline Fit Me, L'Oréal Paris Infaillible and Lancôme Teint Idole foundations — our advisers will help you find your shade.",
        ),
      ),
      category(
        "makeup-eyes",
        t("Ochi", "Глаза", "Eyes"),
        t("ochi", "glaza", "eyes"),
        t(
          "Mascara, creioane, eyelinere și palete de farduri pentru machiaj de zi și de seară.",
          "Тушь, карандаши, подводки и палетки теней для дневного и вечернего макияжа.",
          "Mascaras, pencils, eyeliners and eyeshadow palettes for day and evening looks.",
        ),
        t(
          "Machiajul ochilor — mascara, farduri, eyeliner | Foundation Beauty",
          "Макияж глаз — тушь, тени, подводка | Foundation Beauty",
          "Eye make-up — mascara, eyeshadow, eyeliner | Foundation Beauty",
        ),
        t(
          "Mascara Maybelline Sky High, Lancôme Hypnôse, palete NYX și creioane de sprâncene la prețuri corecte.",
          "Тушь Maybelline Sky High, Lancôme Hypnôse, палетки NYX и карандаши для бровей по честным ценам.",
          "Maybelline Sky High and Lancôme Hypnôse mascaras, NYX palettes and brow pencils at fair prices.",
        ),
      ),
      category(
        "makeup-lips",
        t("Buze", "Губы", "Lips"),
        t("buze", "guby", "lips"),
        t(
          "Rujuri lichide mate, luciuri, rujuri clasice și balsamuri de buze.",
          "Жидкие матовые помады, блески, классические помады и бальзамы для губ.",
          "Matte liquid lipsticks, glosses, classic lipsticks and lip balms.",
        ),
        t(
          "Rujuri și luciuri de buze | Foundation Beauty",
          "Помады и блески для губ | Foundation Beauty",
          "Lipsticks and lip glosses | Foundation Beauty",
        ),
        t(
          "Maybelline SuperStay Matte Ink, NYX Butter Gloss, L'Oréal Paris Color Riche și balsamuri Nuxe. Testere în boutique.",
          "Maybelline SuperStay Matte Ink, NYX Butter Gloss, L'Oréal Paris Color Riche и бальзамы Nuxe. Тестеры в бутике.",
          "Maybelline SuperStay Matte Ink, NYX Butter Gloss, L'Oréal Paris Color Riche and Nuxe lip balms. Testers in the boutique.",
        ),
      ),
    ],
  ),
  category(
    "body-care",
    t("Îngrijirea corpului", "Уход за телом", "Body care"),
    t("ingrijirea-corpului", "ukhod-za-telom", "body-care"),
    t(
      "Balsamuri, creme și uleiuri de corp pentru pielea uscată, atopică sau pur și simplu însetată.",
      "Бальзамы, кремы и масла для тела для сухой, атопичной или просто обезвоженной кожи.",
      "Body balms, creams and oils for dry, atopic or simply thirsty skin.",
    ),
    t(
      "Îngrijirea corpului — creme și uleiuri | Foundation Beauty",
      "Уход за телом — кремы и масла | Foundation Beauty",
      "Body care — creams and oils | Foundation Beauty",
    ),
    t(
      "Lipikar, Atoderm, CeraVe și Huile Prodigieuse: îngrijire pentru corp cu livrare gratuită în Chișinău de la 600 lei.",
      "Lipikar, Atoderm, CeraVe и Huile Prodigieuse: уход за телом с бесплатной доставкой по Кишинёву от 600 леев.",
      "Lipikar, Atoderm, CeraVe and Huile Prodigieuse: body care with free delivery in Chișinău on orders over 600 MDL.",
    ),
  ),
  category(
    "hair-care",
    t("Îngrijirea părului", "Уход за волосами", "Hair care"),
    t("ingrijirea-parului", "ukhod-za-volosami", "hair-care"),
    t(
      "Șampoane, balsamuri, măști și produse de styling, de la Elseve la Kérastase.",
      "Шампуни, бальзамы, маски и средства для укладки — от Elseve до Kérastase.",
      "Shampoos, conditioners, masks and styling products, from Elseve to Kérastase.",
    ),
    t(
      "Îngrijirea părului — șampoane, măști, styling | Foundation Beauty",
      "Уход за волосами — шампуни, маски, укладка | Foundation Beauty",
      "Hair care — shampoos, masks, styling | Foundation Beauty",
    ),
    t(
      "Produse profesionale și de supermarket pentru păr uscat, vopsit sau cu mătreață. Livrare în toată Moldova.",
      "Профессиональные и массовые средства для сухих, окрашенных волос и волос с перхотью. Доставка по всей Молдове.",
      "Professional and everyday products for dry, coloured or dandruff-prone hair. Delivery all over Moldova.",
    ),
    [
      category(
        "shampoos",
        t("Șampoane", "Шампуни", "Shampoos"),
        t("sampoane", "shampuni", "shampoos"),
        t(
          "Șampoane hidratante, fortifiante și împotriva mătreții pentru fiecare tip de păr.",
          "Увлажняющие, укрепляющие шампуни и шампуни против перхоти для любого типа волос.",
          "Hydrating, strengthening and anti-dandruff shampoos for every hair type.",
        ),
        t("Șampoane | Foundation Beauty", "Шампуни | Foundation Beauty", "Shampoos | Foundation Beauty"),
        t(
          "Șampoane Kérastase, Vichy Dercos, L'Oréal Paris Elseve și Garnier Fructis cu livrare rapidă.",
          "Шампуни Kérastase, Vichy Dercos, L'Oréal Paris Elseve и Garnier Fructis с быстрой доставкой.",
          "Kérastase, Vichy Dercos, L'Oréal Paris Elseve and Garnier Fructis shampoos with fast delivery.",
        ),
      ),
      category(
        "conditioners",
        t("Balsamuri și măști", "Бальзамы и маски", "Conditioners and masks"),
        t("balsamuri-masti", "balzamy-maski", "conditioners-masks"),
        t(
          "Balsamuri și măști care hrănesc lungimile și fac părul ușor de pieptănat.",
          "Бальзамы и маски, которые питают длину и облегчают расчёсывание.",
          "Conditioners and masks that nourish the lengths and make hair easy to comb.",
        ),
        t(
          "Balsamuri și măști de păr | Foundation Beauty",
          "Бальзамы и маски для волос | Foundation Beauty",
          "Hair conditioners and masks | Foundation Beauty",
        ),
        t(
          "Măști Kérastase Nutritive, Garnier Fructis Hair Food și balsamuri Elseve pentru păr uscat și deteriorat.",
          "Маски Kérastase Nutritive, Garnier Fructis Hair Food и бальзамы Elseve для сухих и повреждённых волос.",
          "Kérastase Nutritive and Garnier Fructis Hair Food masks and Elseve conditioners for dry and damaged hair.",
        ),
      ),
      category(
        "styling",
        t("Styling", "Укладка", "Styling"),
        t("styling", "ukladka", "styling"),
        t(
          "Fixative, protecție termică și uleiuri pentru păr care strălucește și își păstrează forma.",
          "Лаки, термозащита и масла для блестящих волос и стойкой укладки.",
          "Hairsprays, heat protection and oils for shiny hair that holds its style.",
        ),
        t(
          "Produse de styling pentru păr | Foundation Beauty",
          "Средства для укладки волос | Foundation Beauty",
          "Hair styling products | Foundation Beauty",
        ),
        t(
          "Fixativ Elnett, ulei Kérastase Elixir Ultime și protecție termică pentru coafuri de durată.",
          "Лак Elnett, масло Kérastase Elixir Ultime и термозащита для стойкой укладки.",
          "Elnett hairspray, Kérastase Elixir Ultime oil and heat protection for long-lasting styles.",
        ),
      ),
    ],
  ),
  category(
    "k-beauty",
    t("Cosmetică coreeană", "Корейская косметика", "K-beauty"),
    t("cosmetica-coreeana", "koreyskaya-kosmetika", "k-beauty"),
    t(
      "Tonere, esențe, seruri și creme de la COSRX, Some By Mi și Klairs — rutina coreeană pas cu pas.",
      "Тонеры, эссенции, сыворотки и кремы от COSRX, Some By Mi и Klairs — корейский уход шаг за шагом.",
      "Toners, essences, serums and creams from COSRX, Some By Mi and Klairs — the Korean routine step by step.",
    ),
    t(
      "Cosmetică coreeană originală în Chișinău | Foundation Beauty",
      "Оригинальная корейская косметика в Кишинёве | Foundation Beauty",
      "Authentic Korean skincare in Chișinău | Foundation Beauty",
    ),
    t(
      "Esența cu mucină de melc COSRX, tonerul Some By Mi AHA BHA PHA și produsele Klairs, direct de la distribuitori oficiali.",
      "Эссенция с муцином улитки COSRX, тонер Some By Mi AHA BHA PHA и средства Klairs напрямую от официальных дистрибьюторов.",
      "COSRX snail mucin essence, the Some By Mi AHA BHA PHA toner and Klairs products, straight from official distributors.",
    ),
  ),
  category(
    "fragrances",
    t("Parfumerie", "Парфюмерия", "Fragrances"),
    t("parfumerie", "parfyumeriya", "fragrances"),
    t(
      "Parfumuri originale pentru femei, în flacoane de diferite mărimi.",
      "Оригинальная женская парфюмерия во флаконах разного объёма.",
      "Authentic women's fragrances in several bottle sizes.",
    ),
    t(
      "Parfumuri originale pentru femei | Foundation Beauty",
      "Оригинальная женская парфюмерия | Foundation Beauty",
      "Authentic women's fragrances | Foundation Beauty",
    ),
    t(
      "Lancôme La Vie est Belle, Idôle și Trésor, Nuxe Prodigieux Le Parfum. Testați aromele în boutique-ul nostru.",
      "Lancôme La Vie est Belle, Idôle и Trésor, Nuxe Prodigieux Le Parfum. Попробуйте ароматы в нашем бутике.",
      "Lancôme La Vie est Belle, Idôle and Trésor, Nuxe Prodigieux Le Parfum. Try the scents in our boutique.",
    ),
  ),
  category(
    "gift-sets",
    t("Seturi cadou", "Подарочные наборы", "Gift sets"),
    t("seturi-cadou", "podarochnye-nabory", "gift-sets"),
    t(
      "Seturi de îngrijire și parfumuri în ambalaj festiv, gata de oferit.",
      "Наборы для ухода и парфюмерии в праздничной упаковке, готовые к вручению.",
      "Skincare and fragrance sets in festive packaging, ready to give.",
    ),
    t(
      "Seturi cadou de cosmetice | Foundation Beauty",
      "Подарочные наборы косметики | Foundation Beauty",
      "Cosmetics gift sets | Foundation Beauty",
    ),
    t(
      "Seturi cadou Lancôme, Nuxe, Kérastase, CeraVe și Some By Mi — cadoul potrivit pentru ea, cu livrare în aceeași zi în Chișinău.",
      "Подарочные наборы Lancôme, Nuxe, Kérastase, CeraVe и Some By Mi — подходящий подарок с доставкой в тот же день по Кишинёву.",
      "Lancôme, Nuxe, Kérastase, CeraVe and Some By Mi gift sets — the right present, with same-day delivery in Chișinău.",
    ),
  ),
];

const brands = [
  { key: "cerave", name: "CeraVe", country: "USA" },
  { key: "the-ordinary", name: "The Ordinary", country: "Canada" },
  { key: "la-roche-posay", name: "La Roche-Posay", country: "France" },
  { key: "bioderma", name: "Bioderma", country: "France" },
  { key: "vichy", name: "Vichy", country: "France" },
  { key: "avene", name: "Avène", country: "France" },
  { key: "nuxe", name: "Nuxe", country: "France" },
  { key: "garnier", name: "Garnier", country: "France" },
  { key: "loreal-paris", name: "L'Oréal Paris", country: "France" },
  { key: "maybelline", name: "Maybelline New York", country: "USA" },
  { key: "nyx", name: "NYX Professional Makeup", country: "USA" },
  { key: "lancome", name: "Lancôme", country: "France" },
  { key: "kerastase", name: "Kérastase", country: "France" },
  { key: "cosrx", name: "COSRX", country: "South Korea" },
  { key: "some-by-mi", name: "Some By Mi", country: "South Korea" },
  { key: "klairs", name: "Klairs", country: "South Korea" },
];

const specifications: CatalogueSeed["specifications"] = [
  {
    key: "skin-type",
    title: t("Tip de piele", "Тип кожи", "Skin type"),
    type: "checkbox",
    values: [
      { key: "all", title: t("Toate tipurile", "Все типы", "All skin types") },
      { key: "normal", title: t("Normală", "Нормальная", "Normal") },
      { key: "dry", title: t("Uscată", "Сухая", "Dry") },
      { key: "oily", title: t("Grasă", "Жирная", "Oily") },
      { key: "combination", title: t("Mixtă", "Комбинированная", "Combination") },
      { key: "sensitive", title: t("Sensibilă", "Чувствительная", "Sensitive") },
    ],
  },
  {
    key: "concern",
    title: t("Problemă", "Проблема", "Skin concern"),
    type: "checkbox",
    values: [
      { key: "hydration", title: t("Deshidratare", "Обезвоженность", "Dehydration") },
      { key: "blemishes", title: t("Imperfecțiuni și acnee", "Несовершенства и акне", "Blemishes and acne") },
      { key: "anti-aging", title: t("Riduri și fermitate", "Морщины и упругость", "Wrinkles and firmness") },
      { key: "pigmentation", title: t("Pete pigmentare", "Пигментные пятна", "Dark spots") },
      {
        key: "redness",
        title: t("Roșeață și iritații", "Покраснения и раздражение", "Redness and irritation"),
      },
      {
        key: "pores",
        title: t("Pori dilatați și sebum", "Расширенные поры и себум", "Enlarged pores and oil"),
      },
      { key: "dullness", title: t("Ten tern", "Тусклый цвет лица", "Dullness") },
    ],
  },
  {
    key: "volume",
    title: t("Volum", "Объём", "Size"),
    type: "radio",
    values: [
      { key: "up-to-30", title: t("Până la 30 ml", "До 30 мл", "Up to 30 ml") },
      { key: "31-100", title: t("31–100 ml", "31–100 мл", "31–100 ml") },
      { key: "101-250", title: t("101–250 ml", "101–250 мл", "101–250 ml") },
      { key: "over-250", title: t("Peste 250 ml", "Более 250 мл", "Over 250 ml") },
    ],
  },
  {
    key: "finish",
    title: t("Efect", "Финиш", "Finish"),
    type: "radio",
    values: [
      { key: "matte", title: t("Mat", "Матовый", "Matte") },
      { key: "natural", title: t("Natural", "Естественный", "Natural") },
      { key: "radiant", title: t("Luminos", "Сияющий", "Radiant") },
      { key: "glossy", title: t("Lucios", "Глянцевый", "Glossy") },
    ],
  },
  {
    key: "spf",
    title: t("Factor de protecție", "Фактор защиты", "Sun protection"),
    type: "radio",
    values: [
      { key: "spf-15-25", title: t("SPF 15–25", "SPF 15–25", "SPF 15–25") },
      { key: "spf-30", title: t("SPF 30", "SPF 30", "SPF 30") },
      { key: "spf-50", title: t("SPF 50 și 50+", "SPF 50 и 50+", "SPF 50 and 50+") },
    ],
  },
];

const products: ProductSeed[] = [];

export const foundationCatalogue: CatalogueSeed = { categories, brands, specifications, products };

// ── Products ────────────────────────────────────────────────────────────────────────────────────

// Cleansers and make-up removers

const ceraveHydratingCleanser = (code: string, size: number, price: number, extra: Extra) =>
  product({
    code,
    categories: ["cleansers"],
    brand: "cerave",
    title: sized(
      t(
        "CeraVe Loțiune de curățare hidratantă",
        "CeraVe Увлажняющий очищающий лосьон",
        "CeraVe Hydrating Cleanser",
      ),
      ml(size),
    ),
    shortDescription: t(
      "Curăță fără spumă și fără să afecteze bariera pielii, cu 3 ceramide esențiale și acid hialuronic.",
      "Очищает без пены и не нарушает защитный барьер кожи: три незаменимых церамида и гиалуроновая кислота.",
      "A non-foaming cleanser that respects the skin barrier, with 3 essential ceramides and hyaluronic acid.",
    ),
    description: desc(
      t(
        "Textura cremoasă îndepărtează impuritățile și machiajul ușor, lăsând pielea moale și hidratată. Formula fără parfum, dezvoltată împreună cu dermatologii, folosește tehnologia MVE, care eliberează treptat ingredientele active.",
        "Кремовая текстура удаляет загрязнения и лёгкий макияж, оставляя кожу мягкой и увлажнённой. Формула без отдушек разработана вместе с дерматологами и использует технологию MVE, которая постепенно высвобождает активные компоненты.",
        "The creamy texture removes impurities and light make-up, leaving skin soft and hydrated. The fragrance-free formula, developed with dermatologists, uses MVE technology to release the actives gradually.",
      ),
      [
        [
          "ing",
          t(
            "ceramide 1, 3 și 6-II, acid hialuronic, glicerină",
            "церамиды 1, 3 и 6-II, гиалуроновая кислота, глицерин",
            "ceramides 1, 3 and 6-II, hyaluronic acid, glycerin",
          ),
        ],
        [
          "skin",
          t(
            "normală spre uscată, inclusiv sensibilă",
            "нормальная и сухая, в том числе чувствительная",
            "normal to dry, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "masați pe pielea umedă dimineața și seara, apoi clătiți cu apă călduță",
            "утром и вечером нанесите на влажную кожу массажными движениями и смойте тёплой водой",
            "massage onto damp skin morning and evening, then rinse with lukewarm water",
          ),
        ],
        ["vol", ml(size)],
      ],
    ),
    price,
    stock: [0],
    weightGr: Math.round(size * 1.1),
    specs: { "skin-type": ["normal", "dry", "sensitive"], concern: ["hydration"], volume: band(size) },
    art: { shape: "bottle", color: "#2E6DB4" },
    ...extra,
  });

const bioSensibio = (code: string, size: number, price: number, extra: Extra) =>
  product({
    code,
    categories: ["cleansers"],
    brand: "bioderma",
    title: sized(
      t(
        "Bioderma Sensibio H2O Apă micelară",
        "Bioderma Sensibio H2O Мицеллярная вода",
        "Bioderma Sensibio H2O Micellar Water",
      ),
      ml(size),
    ),
    shortDescription: t(
      "Apa micelară originală: demachiază fața și ochii și calmează pielea sensibilă, fără clătire.",
      "Та самая мицеллярная вода: снимает макияж с лица и глаз и успокаивает чувствительную кожу без смывания.",
      "The original micellar water: removes face and eye make-up and soothes sensitive skin, no rinsing needed.",
    ),
    description: desc(
      t(
        "Micelele compatibile cu lipidele pielii captează machiajul și impuritățile, iar complexul brevetat D.A.F. crește pragul de toleranță al pielii reactive. Nu conține parfum și nu lasă senzație de lipicios.",
        "Мицеллы, родственные липидам кожи, захватывают макияж и загрязнения, а запатентованный комплекс D.A.F. повышает порог переносимости реактивной кожи. Без отдушек, не оставляет липкости.",
        "Micelles similar to the skin's own lipids lift make-up and impurities, while the patented D.A.F. complex raises the tolerance threshold of reactive skin. Fragrance-free and never sticky.",
      ),
      [
        [
          "ing",
          t(
            "micele de esteri ai acizilor grași, extract de castravete, complexul D.A.F.",
            "мицеллы эфиров жирных кислот, экстракт огурца, комплекс D.A.F.",
            "fatty acid ester micelles, cucumber extract, D.A.F. complex",
          ),
        ],
        [
          "skin",
          t(
            "sensibilă, inclusiv pielea din jurul ochilor",
            "чувствительная, в том числе кожа вокруг глаз",
            "sensitive, including the eye area",
          ),
        ],
        [
          "use",
          t(
            "îmbibați un dischet demachiant și treceți-l peste față și ochi dimineața și seara; nu necesită clătire",
            "смочите ватный диск и очистите лицо и глаза утром и вечером; смывать не нужно",
            "soak a cotton pad and wipe over the face and eyes morning and evening; no need to rinse",
          ),
        ],
        ["vol", ml(size)],
      ],
    ),
    price,
    stock: [0],
    weightGr: Math.round(size * 1.1),
    specs: { "skin-type": ["sensitive", "normal", "dry"], concern: ["redness"], volume: band(size) },
    art: { shape: "bottle", color: "#F2A7B8" },
    ...extra,
  });

const lrpEffaclarGel = (code: string, size: number, price: number, extra: Extra) =>
  product({
    code,
    categories: ["cleansers"],
    brand: "la-roche-posay",
    title: sized(
      t(
        "La Roche-Posay Effaclar Gel spumant purifiant",
        "La Roche-Posay Effaclar Очищающий пенящийся гель",
        "La Roche-Posay Effaclar Purifying Foaming Gel",
      ),
      ml(size),
    ),
    shortDescription: t(
      "Gel fără săpun pentru pielea grasă cu tendință acneică: îndepărtează excesul de sebum și nu usucă.",
      "Гель без мыла для жирной кожи, склонной к акне: удаляет излишки себума и не пересушивает.",
      "A soap-free gel for oily, blemish-prone skin: removes excess oil without drying.",
    ),
    description: desc(
      t(
        "Spuma fină curăță în profunzime porii și reduce luciul, păstrând pH-ul fiziologic al pielii. Formula este testată pe pielea sensibilă cu acnee și nu conține săpun, parabeni sau alcool.",
        "Нежная пена глубоко очищает поры и уменьшает жирный блеск, сохраняя физиологический pH кожи. Формула протестирована на чувствительной коже с акне и не содержит мыла, парабенов и спирта.",
        "The fine foam deeply cleanses pores and reduces shine while keeping the skin's natural pH. Tested on sensitive acne-prone skin, free from soap, parabens and alcohol.",
      ),
      [
        [
          "ing",
          t(
            "zinc PCA, apă termală La Roche-Posay",
            "цинк PCA, термальная вода La Roche-Posay",
            "zinc PCA, La Roche-Posay thermal spring water",
          ),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu tendință acneică",
            "жирная и комбинированная, склонная к акне",
            "oily and combination, blemish-prone",
          ),
        ],
        [
          "use",
          t(
            "aplicați pe pielea umedă dimineața și seara, masați ușor și clătiți",
            "нанесите на влажную кожу утром и вечером, помассируйте и смойте",
            "apply to damp skin morning and evening, massage gently and rinse",
          ),
        ],
        ["vol", ml(size)],
      ],
    ),
    price,
    stock: [0],
    weightGr: Math.round(size * 1.1),
    specs: { "skin-type": ["oily", "combination"], concern: ["blemishes", "pores"], volume: band(size) },
    art: { shape: "bottle", color: "#2F7FC1" },
    ...extra,
  });

products.push(
  ceraveHydratingCleanser("FB-1001", 236, 279, {
    oldPrice: 329,
    stock: [24],
    loyaltyGive: 14,
    sortPriority: 10,
    addedDaysAgo: 310,
    associated: ["FB-1023"],
    similar: ["FB-1004"],
  }),
  ceraveHydratingCleanser("FB-1002", 473, 449, { stock: [9], addedDaysAgo: 180, similar: ["FB-1001"] }),
  product({
    code: "FB-1003",
    categories: ["cleansers"],
    brand: "cerave",
    title: sized(
      t("CeraVe Gel de curățare spumant", "CeraVe Пенящийся очищающий гель", "CeraVe Foaming Cleanser"),
      ml(236),
    ),
    shortDescription: t(
      "Gel spumant pentru pielea normală spre grasă: îndepărtează sebumul fără să distrugă bariera pielii.",
      "Пенящийся гель для нормальной и жирной кожи: удаляет себум, не разрушая защитный барьер.",
      "A foaming gel for normal to oily skin that removes excess oil without stripping the skin barrier.",
    ),
    description: desc(
      t(
        "Spuma ușoară curăță porii și lasă pielea proaspătă, nu strânsă. Niacinamida calmează, iar cele trei ceramide esențiale ajută pielea să își păstreze hidratarea. Nu conține parfum și nu este comedogen.",
        "Лёгкая пена очищает поры и оставляет ощущение свежести без стянутости. Ниацинамид успокаивает, а три незаменимых церамида помогают коже сохранять влагу. Без отдушек, не комедогенный.",
        "The light foam cleans out pores and leaves skin fresh, not tight. Niacinamide soothes, while three essential ceramides help the skin hold on to moisture. Fragrance-free and non-comedogenic.",
      ),
      [
        [
          "ing",
          t(
            "niacinamidă, ceramide 1, 3 și 6-II, acid hialuronic",
            "ниацинамид, церамиды 1, 3 и 6-II, гиалуроновая кислота",
            "niacinamide, ceramides 1, 3 and 6-II, hyaluronic acid",
          ),
        ],
        ["skin", t("normală spre grasă", "нормальная и жирная", "normal to oily")],
        [
          "use",
          t(
            "faceți spumă în palme cu puțină apă, masați pe față și clătiți",
            "вспеньте с небольшим количеством воды, нанесите на лицо массажными движениями и смойте",
            "lather with a little water, massage over the face and rinse",
          ),
        ],
        ["vol", ml(236)],
      ],
    ),
    price: 279,
    stock: [17],
    weightGr: 260,
    specs: {
      "skin-type": ["normal", "oily", "combination"],
      concern: ["pores", "blemishes"],
      volume: band(236),
    },
    art: { shape: "bottle", color: "#3A7CA5" },
    addedDaysAgo: 295,
    similar: ["FB-1006", "FB-1009"],
  }),
  bioSensibio("FB-1004", 250, 229, {
    stock: [31],
    loyaltyGive: 11,
    sortPriority: 8,
    addedDaysAgo: 400,
    similar: ["FB-1008"],
  }),
  bioSensibio("FB-1005", 500, 359, { oldPrice: 419, stock: [12], addedDaysAgo: 260, similar: ["FB-1004"] }),
  lrpEffaclarGel("FB-1006", 200, 319, { stock: [14], addedDaysAgo: 230, associated: ["FB-1028"] }),
  // Out until the next delivery: shoppers can order it in advance.
  lrpEffaclarGel("FB-1007", 400, 489, {
    stock: [0],
    preorder: true,
    addedDaysAgo: 120,
    similar: ["FB-1006"],
  }),
  product({
    code: "FB-1008",
    categories: ["cleansers"],
    brand: "garnier",
    title: sized(
      t(
        "Garnier Skin Active Apă micelară All-in-1",
        "Garnier Skin Active Мицеллярная вода 3 в 1",
        "Garnier Skin Active Micellar Cleansing Water All-in-1",
      ),
      ml(400),
    ),
    shortDescription: t(
      "Demachiază, curăță și calmează într-un singur pas, fără frecare și fără clătire.",
      "Снимает макияж, очищает и успокаивает кожу за один шаг — без трения и смывания.",
      "Removes make-up, cleanses and soothes in one step, with no rubbing or rinsing.",
    ),
    description: desc(
      t(
        "Micelele funcționează ca un magnet: atrag impuritățile, sebumul și machiajul, lăsând pielea curată și confortabilă. Formula fără parfum și fără alcool este potrivită și pentru pielea sensibilă.",
        "Мицеллы действуют как магнит: притягивают загрязнения, себум и макияж, оставляя кожу чистой и комфортной. Формула без отдушек и спирта подходит и для чувствительной кожи.",
        "Micelles work like a magnet, drawing out dirt, oil and make-up and leaving skin clean and comfortable. The fragrance- and alcohol-free formula suits sensitive skin too.",
      ),
      [
        ["ing", t("micele, glicerină", "мицеллы, глицерин", "micelles, glycerin")],
        [
          "skin",
          t(
            "toate tipurile, inclusiv sensibilă",
            "все типы, в том числе чувствительная",
            "all skin types, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "aplicați pe un dischet demachiant și treceți-l peste față, ochi și buze",
            "нанесите на ватный диск и очистите лицо, глаза и губы",
            "apply to a cotton pad and wipe over the face, eyes and lips",
          ),
        ],
        ["vol", ml(400)],
      ],
    ),
    price: 109,
    oldPrice: 139,
    stock: [46],
    weightGr: 440,
    specs: { "skin-type": ["all", "sensitive"], concern: ["hydration"], volume: band(400) },
    art: { shape: "bottle", color: "#E5579A" },
    sortPriority: 6,
    addedDaysAgo: 365,
    similar: ["FB-1004"],
  }),
  product({
    code: "FB-1009",
    categories: ["cleansers"],
    brand: "avene",
    title: sized(
      t("Avène Cleanance Gel de curățare", "Avène Cleanance Очищающий гель", "Avène Cleanance Cleansing Gel"),
      ml(200),
    ),
    shortDescription: t(
      "Gel fără săpun care purifică pielea grasă și reduce luciul, cu apă termală Avène.",
      "Гель без мыла с термальной водой Avène: очищает жирную кожу и уменьшает блеск.",
      "A soap-free gel with Avène Thermal Spring Water that purifies oily skin and reduces shine.",
    ),
    description: desc(
      t(
        "Gelul curăță delicat pielea cu imperfecțiuni, îndepărtând impuritățile și excesul de sebum fără să o irite. Apa termală Avène calmează, iar pielea rămâne catifelată și matifiată.",
        "Гель бережно очищает кожу с несовершенствами, удаляя загрязнения и излишки себума без раздражения. Термальная вода Avène успокаивает, а кожа остаётся бархатистой и матовой.",
        "The gel gently cleanses blemish-prone skin, removing impurities and excess oil without irritation. Avène Thermal Spring Water soothes, leaving skin velvety and matte.",
      ),
      [
        [
          "ing",
          t(
            "apă termală Avène, agenți de curățare fără săpun",
            "термальная вода Avène, мягкие очищающие компоненты без мыла",
            "Avène Thermal Spring Water, soap-free cleansing agents",
          ),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu imperfecțiuni",
            "жирная и комбинированная, с несовершенствами",
            "oily and combination, blemish-prone",
          ),
        ],
        [
          "use",
          t(
            "faceți spumă cu puțină apă, aplicați pe față și gât, apoi clătiți bine",
            "вспеньте с небольшим количеством воды, нанесите на лицо и шею и тщательно смойте",
            "lather with a little water, apply to the face and neck, then rinse thoroughly",
          ),
        ],
        ["vol", ml(200)],
      ],
    ),
    price: 279,
    stock: [8],
    weightGr: 230,
    specs: { "skin-type": ["oily", "combination"], concern: ["blemishes", "pores"], volume: band(200) },
    art: { shape: "tube", color: "#5B8DB8" },
    addedDaysAgo: 150,
    similar: ["FB-1006"],
  }),
  product({
    code: "FB-1010",
    categories: ["cleansers", "k-beauty"],
    brand: "cosrx",
    title: sized(
      t(
        "COSRX Low pH Good Morning Gel de curățare",
        "COSRX Low pH Good Morning Гель для умывания",
        "COSRX Low pH Good Morning Gel Cleanser",
      ),
      ml(150),
    ),
    shortDescription: t(
      "Gel de dimineață cu pH scăzut, cu ulei de arbore de ceai și BHA, pentru pielea cu tendință acneică.",
      "Утренний гель с низким pH, маслом чайного дерева и BHA для кожи, склонной к высыпаниям.",
      "A low-pH morning gel with tea tree oil and BHA for blemish-prone skin.",
    ),
    description: desc(
      t(
        "Unul dintre cele mai populare geluri coreene: curăță delicat, fără senzația de piele strânsă, și are un pH apropiat de cel natural al pielii. Uleiul de arbore de ceai și BHA-ul blând ajută la menținerea porilor curați.",
        "Один из самых популярных корейских гелей: мягко очищает без чувства стянутости и имеет pH, близкий к естественному pH кожи. Масло чайного дерева и мягкая BHA помогают поддерживать поры чистыми.",
        "One of the best-loved Korean cleansers: it cleans gently without tightness and has a pH close to the skin's own. Tea tree oil and a mild BHA help keep pores clear.",
      ),
      [
        [
          "ing",
          t(
            "ulei de arbore de ceai, salicilat de betaină (BHA)",
            "масло чайного дерева, бетаин салицилат (BHA)",
            "tea tree oil, betaine salicylate (BHA)",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, mai ales grasă și mixtă",
            "все типы, особенно жирная и комбинированная",
            "all skin types, especially oily and combination",
          ),
        ],
        [
          "use",
          t(
            "dimineața, faceți spumă cu puțină apă, masați pe pielea umedă și clătiți",
            "утром вспеньте с небольшим количеством воды, помассируйте влажную кожу и смойте",
            "in the morning, lather with a little water, massage onto damp skin and rinse",
          ),
        ],
        ["vol", ml(150)],
      ],
    ),
    price: 199,
    stock: [22],
    weightGr: 175,
    specs: {
      "skin-type": ["all", "oily", "combination"],
      concern: ["blemishes", "pores"],
      volume: band(150),
    },
    art: { shape: "tube", color: "#7BC4A6" },
    loyaltyGive: 10,
    addedDaysAgo: 75,
    associated: ["FB-1041"],
  }),
);

// Serums

const ordinaryNiacinamide = (code: string, size: number, price: number, extra: Extra) =>
  product({
    code,
    categories: ["serums"],
    brand: "the-ordinary",
    title: sized(
      t(
        "The Ordinary Ser Niacinamide 10% + Zinc 1%",
        "The Ordinary Сыворотка Niacinamide 10% + Zinc 1%",
        "The Ordinary Niacinamide 10% + Zinc 1% Serum",
      ),
      ml(size),
    ),
    shortDescription: t(
      "Ser cu niacinamidă și zinc care reduce aspectul imperfecțiunilor și echilibrează producția de sebum.",
      "Сыворотка с ниацинамидом и цинком уменьшает видимость несовершенств и регулирует выработку себума.",
      "A niacinamide and zinc serum that reduces the look of blemishes and balances oil production.",
    ),
    description: desc(
      t(
        "Concentrația mare de vitamina B3 uniformizează tenul și face porii mai puțin vizibili, iar sarea de zinc controlează luciul. Textura apoasă se absoarbe rapid și se combină ușor cu restul rutinei.",
        "Высокая концентрация витамина B3 выравнивает тон и делает поры менее заметными, а соль цинка контролирует жирный блеск. Водянистая текстура быстро впитывается и легко сочетается с остальным уходом.",
        "A high concentration of vitamin B3 evens the skin tone and makes pores less visible, while zinc salt keeps shine in check. The watery texture absorbs quickly and layers easily with the rest of your routine.",
      ),
      [
        [
          "ing",
          t("niacinamidă 10%, zinc PCA 1%", "ниацинамид 10%, цинк PCA 1%", "10% niacinamide, 1% zinc PCA"),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu pori dilatați",
            "жирная и комбинированная, с расширенными порами",
            "oily and combination, with enlarged pores",
          ),
        ],
        [
          "use",
          t(
            "aplicați câteva picături pe toată fața dimineața și seara, înainte de cremă",
            "нанесите несколько капель на всё лицо утром и вечером перед кремом",
            "apply a few drops to the whole face morning and evening, before your moisturiser",
          ),
        ],
        ["vol", ml(size)],
      ],
    ),
    price,
    stock: [0],
    weightGr: size + 60,
    specs: {
      "skin-type": ["oily", "combination"],
      concern: ["blemishes", "pores", "pigmentation"],
      volume: band(size),
    },
    art: { shape: "bottle", color: "#F4F1EA" },
    ...extra,
  });

products.push(
  ordinaryNiacinamide("FB-1011", 30, 179, {
    stock: [38],
    loyaltyGive: 9,
    sortPriority: 10,
    addedDaysAgo: 340,
    associated: ["FB-1013", "FB-1033"],
    similar: ["FB-1019"],
  }),
  ordinaryNiacinamide("FB-1012", 60, 289, { stock: [11], addedDaysAgo: 140, similar: ["FB-1011"] }),
  product({
    code: "FB-1013",
    categories: ["serums"],
    brand: "the-ordinary",
    title: sized(
      t(
        "The Ordinary Ser Hyaluronic Acid 2% + B5",
        "The Ordinary Сыворотка Hyaluronic Acid 2% + B5",
        "The Ordinary Hyaluronic Acid 2% + B5 Serum",
      ),
      ml(30),
    ),
    shortDescription: t(
      "Ser hidratant cu acid hialuronic de mai multe greutăți moleculare, vitamina B5 și ceramide.",
      "Увлажняющая сыворотка с гиалуроновой кислотой разной молекулярной массы, витамином B5 и церамидами.",
      "A hydrating serum with multi-weight hyaluronic acid, vitamin B5 and ceramides.",
    ),
    description: desc(
      t(
        "Moleculele de acid hialuronic de diferite mărimi hidratează atât la suprafață, cât și în straturile superioare ale epidermei, iar pantenolul și ceramidele întăresc bariera pielii. Pielea arată imediat mai plină și mai netedă.",
        "Молекулы гиалуроновой кислоты разного размера увлажняют кожу как на поверхности, так и в верхних слоях эпидермиса, а пантенол и церамиды укрепляют защитный барьер. Кожа сразу выглядит более упругой и гладкой.",
        "Hyaluronic acid molecules of different sizes hydrate both the surface and the upper layers of the epidermis, while panthenol and ceramides reinforce the skin barrier. Skin looks plumper and smoother straight away.",
      ),
      [
        [
          "ing",
          t(
            "acid hialuronic 2%, pantenol (vitamina B5), ceramide",
            "гиалуроновая кислота 2%, пантенол (витамин B5), церамиды",
            "2% hyaluronic acid, panthenol (vitamin B5), ceramides",
          ),
        ],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "aplicați câteva picături pe pielea ușor umedă dimineața și seara, apoi sigilați cu o cremă",
            "нанесите несколько капель на слегка влажную кожу утром и вечером, затем нанесите крем",
            "apply a few drops to slightly damp skin morning and evening, then seal with a moisturiser",
          ),
        ],
        ["vol", ml(30)],
      ],
    ),
    price: 189,
    oldPrice: 219,
    stock: [27],
    weightGr: 90,
    specs: { "skin-type": ["all"], concern: ["hydration"], volume: band(30) },
    art: { shape: "bottle", color: "#EDEBE6" },
    loyaltyGive: 9,
    addedDaysAgo: 330,
    associated: ["FB-1011"],
    similar: ["FB-1015", "FB-1017"],
  }),
  product({
    code: "FB-1014",
    categories: ["serums"],
    brand: "the-ordinary",
    title: sized(
      t(
        "The Ordinary Retinol 0,5% în scualan",
        "The Ordinary Retinol 0,5% в сквалане",
        "The Ordinary Retinol 0.5% in Squalane",
      ),
      ml(30),
    ),
    shortDescription: t(
      "Ser anhidru cu retinol pur 0,5% pentru riduri fine, textură neuniformă și semne ale îmbătrânirii.",
      "Безводная сыворотка с чистым ретинолом 0,5% против мелких морщин, неровного рельефа и признаков старения.",
      "A water-free serum with 0.5% pure retinol for fine lines, uneven texture and signs of ageing.",
    ),
    description: desc(
      t(
        "Concentrație medie de retinol, potrivită pentru cei care au folosit deja retinoizi în concentrații mici. Baza de scualan hrănește pielea și reduce senzația de uscăciune. Folosiți seara și aplicați protecție solară în timpul zilei.",
        "Средняя концентрация ретинола для тех, кто уже пользовался ретиноидами в низких концентрациях. Основа из сквалана питает кожу и уменьшает ощущение сухости. Используйте вечером, а днём обязательно наносите солнцезащитное средство.",
        "A medium retinol strength for those who have already used low-strength retinoids. The squalane base nourishes the skin and reduces dryness. Use in the evening and wear sunscreen during the day.",
      ),
      [
        ["ing", t("retinol 0,5%, scualan", "ретинол 0,5%, сквалан", "0.5% retinol, squalane")],
        [
          "skin",
          t(
            "normală, uscată și mixtă, cu semne de îmbătrânire",
            "нормальная, сухая и комбинированная с признаками старения",
            "normal, dry and combination skin with signs of ageing",
          ),
        ],
        [
          "use",
          t(
            "seara, 2–3 picături pe pielea curată și uscată, la început de 2–3 ori pe săptămână",
            "вечером 2–3 капли на чистую сухую кожу, в начале 2–3 раза в неделю",
            "in the evening, 2–3 drops on clean, dry skin, starting 2–3 times a week",
          ),
        ],
        ["vol", ml(30)],
      ],
    ),
    price: 199,
    stock: [3],
    weightGr: 90,
    specs: { "skin-type": ["normal", "dry", "combination"], concern: ["anti-aging"], volume: band(30) },
    art: { shape: "bottle", color: "#6B4A2B" },
    addedDaysAgo: 210,
    similar: ["FB-1019"],
    compatible: ["FB-1013"],
  }),
  product({
    code: "FB-1015",
    categories: ["serums"],
    brand: "la-roche-posay",
    title: sized(
      t("La Roche-Posay Hyalu B5 Ser", "La Roche-Posay Hyalu B5 Сыворотка", "La Roche-Posay Hyalu B5 Serum"),
      ml(30),
    ),
    shortDescription: t(
      "Ser anti-îmbătrânire cu acid hialuronic și vitamina B5 care umple ridurile și reface pielea sensibilă.",
      "Антивозрастная сыворотка с гиалуроновой кислотой и витамином B5: заполняет морщины и восстанавливает чувствительную кожу.",
      "An anti-ageing serum with hyaluronic acid and vitamin B5 that plumps wrinkles and repairs sensitive skin.",
    ),
    description: desc(
      t(
        "Două tipuri de acid hialuronic hidratează intens și redau volumul pielii, iar vitamina B5 și madecassoside-ul o calmează și o refac. Textura gel-cremă se absoarbe rapid, fără să lase peliculă.",
        "Два вида гиалуроновой кислоты интенсивно увлажняют и возвращают коже объём, а витамин B5 и мадекассосид успокаивают и восстанавливают её. Гель-кремовая текстура быстро впитывается, не оставляя плёнки.",
        "Two types of hyaluronic acid deeply hydrate and restore volume, while vitamin B5 and madecassoside soothe and repair. The gel-cream texture absorbs quickly without leaving a film.",
      ),
      [
        [
          "ing",
          t(
            "acid hialuronic pur, vitamina B5, madecassoside",
            "чистая гиалуроновая кислота, витамин B5, мадекассосид",
            "pure hyaluronic acid, vitamin B5, madecassoside",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, inclusiv sensibilă",
            "все типы, в том числе чувствительная",
            "all skin types, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "dimineața și seara, înainte de cremă, aplicați 3–4 picături pe față și gât",
            "утром и вечером перед кремом нанесите 3–4 капли на лицо и шею",
            "morning and evening, before your cream, apply 3–4 drops to the face and neck",
          ),
        ],
        ["vol", ml(30)],
      ],
    ),
    price: 749,
    oldPrice: 869,
    stock: [7],
    weightGr: 110,
    specs: {
      "skin-type": ["all", "sensitive"],
      concern: ["anti-aging", "hydration"],
      volume: band(30),
    },
    art: { shape: "bottle", color: "#DCE8F2" },
    loyaltyGive: 37,
    sortPriority: 9,
    addedDaysAgo: 160,
    similar: ["FB-1013", "FB-1017"],
    associated: ["FB-1027"],
  }),
  product({
    code: "FB-1016",
    categories: ["serums"],
    brand: "la-roche-posay",
    title: sized(
      t(
        "La Roche-Posay Pure Vitamin C10 Ser",
        "La Roche-Posay Pure Vitamin C10 Сыворотка",
        "La Roche-Posay Pure Vitamin C10 Serum",
      ),
      ml(30),
    ),
    shortDescription: t(
      "Ser antioxidant cu 10% vitamina C pură pentru un ten luminos, uniform și mai ferm.",
      "Антиоксидантная сыворотка с 10% чистого витамина C для сияния, ровного тона и упругости кожи.",
      "An antioxidant serum with 10% pure vitamin C for radiant, even and firmer-looking skin.",
    ),
    description: desc(
      t(
        "Vitamina C pură, acidul salicilic și neurosensina redau strălucirea tenului tern și netezesc textura pielii, fiind bine tolerate și de pielea sensibilă. Formula este ambalată într-un flacon care protejează vitamina C de oxidare.",
        "Чистый витамин C, салициловая кислота и нейросенсин возвращают сияние тусклой коже и выравнивают её рельеф, при этом хорошо переносятся даже чувствительной кожей. Флакон защищает витамин C от окисления.",
        "Pure vitamin C, salicylic acid and neurosensine restore glow to dull skin and smooth its texture while being well tolerated by sensitive skin. The bottle protects the vitamin C from oxidation.",
      ),
      [
        [
          "ing",
          t(
            "vitamina C pură 10%, acid salicilic, neurosensină",
            "чистый витамин C 10%, салициловая кислота, нейросенсин",
            "10% pure vitamin C, salicylic acid, neurosensine",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, inclusiv sensibilă",
            "все типы, в том числе чувствительная",
            "all skin types, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "dimineața, 4–5 picături pe pielea curată, urmate de cremă și SPF",
            "утром 4–5 капель на чистую кожу, затем крем и SPF",
            "in the morning, 4–5 drops on clean skin, followed by moisturiser and SPF",
          ),
        ],
        ["vol", ml(30)],
      ],
    ),
    price: 799,
    stock: [4],
    weightGr: 115,
    specs: { "skin-type": ["all", "sensitive"], concern: ["dullness", "anti-aging"], volume: band(30) },
    art: { shape: "bottle", color: "#F2C94C" },
    addedDaysAgo: 95,
    similar: ["FB-1018", "FB-1020"],
    compatible: ["FB-1044"],
  }),
  product({
    code: "FB-1017",
    categories: ["serums"],
    brand: "vichy",
    title: sized(
      t(
        "Vichy Minéral 89 Booster cu acid hialuronic",
        "Vichy Minéral 89 Бустер с гиалуроновой кислотой",
        "Vichy Minéral 89 Hyaluronic Acid Booster",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Booster zilnic cu 89% apă vulcanică Vichy și acid hialuronic care întărește și hidratează pielea.",
      "Ежедневный бустер с 89% вулканической воды Vichy и гиалуроновой кислотой укрепляет и увлажняет кожу.",
      "A daily booster with 89% Vichy volcanic water and hyaluronic acid that strengthens and hydrates skin.",
    ),
    description: desc(
      t(
        "Gelul transparent conține doar 11 ingrediente și se potrivește chiar și pielii foarte sensibile. Apa vulcanică bogată în 15 minerale întărește bariera pielii, iar acidul hialuronic o menține hidratată și elastică.",
        "Прозрачный гель содержит всего 11 ингредиентов и подходит даже очень чувствительной коже. Вулканическая вода, богатая 15 минералами, укрепляет барьер кожи, а гиалуроновая кислота поддерживает её увлажнённой и упругой.",
        "The clear gel contains only 11 ingredients and suits even very sensitive skin. Volcanic water rich in 15 minerals strengthens the skin barrier, while hyaluronic acid keeps it hydrated and supple.",
      ),
      [
        [
          "ing",
          t(
            "apă vulcanică Vichy 89%, acid hialuronic natural",
            "вулканическая вода Vichy 89%, натуральная гиалуроновая кислота",
            "89% Vichy volcanic water, natural hyaluronic acid",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, inclusiv sensibilă",
            "все типы, в том числе чувствительная",
            "all skin types, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "dimineața și seara, o pipetă pe pielea curată, înainte de cremă",
            "утром и вечером одну пипетку на чистую кожу перед кремом",
            "morning and evening, one dropperful on clean skin before your cream",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 489,
    oldPrice: 569,
    stock: [16],
    weightGr: 150,
    specs: { "skin-type": ["all", "sensitive"], concern: ["hydration"], volume: band(50) },
    art: { shape: "bottle", color: "#2E4A7D" },
    loyaltyGive: 24,
    sortPriority: 7,
    addedDaysAgo: 280,
    associated: ["FB-1030"],
    similar: ["FB-1013", "FB-1015"],
  }),
  product({
    code: "FB-1018",
    categories: ["serums"],
    brand: "vichy",
    title: sized(
      t(
        "Vichy LiftActiv Supreme Ser cu vitamina C 15%",
        "Vichy LiftActiv Supreme Сыворотка с витамином C 15%",
        "Vichy LiftActiv Supreme Vitamin C 15% Serum",
      ),
      ml(20),
    ),
    shortDescription: t(
      "Ser corector cu 15% vitamina C pură pentru strălucire, pete pigmentare și semne de oboseală.",
      "Корректирующая сыворотка с 15% чистого витамина C для сияния, против пигментных пятен и признаков усталости.",
      "A corrective serum with 15% pure vitamin C for radiance, dark spots and signs of fatigue.",
    ),
    description: desc(
      t(
        "Formula concentrată cu vitamina C, vitamina E și apă vulcanică Vichy redă luminozitatea tenului în 10 zile și atenuează treptat petele. Flaconul de sticlă închisă la culoare păstrează eficiența vitaminei C.",
        "Концентрированная формула с витамином C, витамином E и вулканической водой Vichy возвращает коже сияние за 10 дней и постепенно осветляет пятна. Тёмный стеклянный флакон сохраняет эффективность витамина C.",
        "The concentrated formula with vitamin C, vitamin E and Vichy volcanic water restores radiance in 10 days and gradually fades dark spots. The dark glass bottle keeps the vitamin C effective.",
      ),
      [
        [
          "ing",
          t(
            "vitamina C pură 15%, vitamina E, apă vulcanică Vichy",
            "чистый витамин C 15%, витамин E, вулканическая вода Vichy",
            "15% pure vitamin C, vitamin E, Vichy volcanic water",
          ),
        ],
        ["skin", t("toate tipurile, ten tern", "все типы, тусклая кожа", "all skin types, dull complexion")],
        [
          "use",
          t(
            "dimineața, 4 picături pe fața curată, apoi crema și protecția solară",
            "утром 4 капли на чистое лицо, затем крем и солнцезащитное средство",
            "in the morning, 4 drops on a clean face, then moisturiser and sunscreen",
          ),
        ],
        ["vol", ml(20)],
      ],
    ),
    price: 649,
    stock: [1],
    weightGr: 80,
    specs: { "skin-type": ["all"], concern: ["dullness", "pigmentation"], volume: band(20) },
    art: { shape: "bottle", color: "#C9772B" },
    addedDaysAgo: 60,
    similar: ["FB-1016"],
  }),
  product({
    code: "FB-1019",
    categories: ["serums"],
    brand: "cerave",
    title: sized(
      t(
        "CeraVe Ser cu retinol pentru netezirea pielii",
        "CeraVe Сыворотка с ретинолом для обновления кожи",
        "CeraVe Resurfacing Retinol Serum",
      ),
      ml(30),
    ),
    shortDescription: t(
      "Ser cu retinol încapsulat care estompează urmele post-acneice și face porii mai puțin vizibili.",
      "Сыворотка с инкапсулированным ретинолом уменьшает следы постакне и делает поры менее заметными.",
      "An encapsulated retinol serum that fades post-acne marks and makes pores look smaller.",
    ),
    description: desc(
      t(
        "Retinolul încapsulat netezește textura pielii, iar niacinamida și extractul de rădăcină de lemn-dulce uniformizează tenul. Cele trei ceramide esențiale sprijină bariera pielii, astfel încât retinolul este mai bine tolerat.",
        "Инкапсулированный ретинол выравнивает рельеф кожи, а ниацинамид и экстракт корня солодки выравнивают тон. Три незаменимых церамида поддерживают барьер кожи, поэтому ретинол переносится легче.",
        "Encapsulated retinol smooths skin texture, while niacinamide and liquorice root extract even out the tone. Three essential ceramides support the skin barrier so the retinol is better tolerated.",
      ),
      [
        [
          "ing",
          t(
            "retinol încapsulat, niacinamidă, extract de lemn-dulce, ceramide",
            "инкапсулированный ретинол, ниацинамид, экстракт солодки, церамиды",
            "encapsulated retinol, niacinamide, liquorice root extract, ceramides",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, cu urme post-acneice",
            "все типы, со следами постакне",
            "all skin types with post-acne marks",
          ),
        ],
        [
          "use",
          t(
            "seara, pe pielea curată, înainte de cremă; ziua folosiți SPF",
            "вечером на чистую кожу перед кремом; днём используйте SPF",
            "in the evening on clean skin, before your moisturiser; use SPF during the day",
          ),
        ],
        ["vol", ml(30)],
      ],
    ),
    price: 449,
    stock: [13],
    weightGr: 85,
    specs: {
      "skin-type": ["all", "oily", "combination"],
      concern: ["pigmentation", "pores"],
      volume: band(30),
    },
    art: { shape: "bottle", color: "#4A7FB0" },
    addedDaysAgo: 45,
    similar: ["FB-1014"],
    compatible: ["FB-1025"],
  }),
  product({
    code: "FB-1020",
    categories: ["serums", "k-beauty"],
    brand: "klairs",
    title: sized(
      t(
        "Klairs Freshly Juiced Vitamin Drop Ser cu vitamina C",
        "Klairs Freshly Juiced Vitamin Drop Сыворотка с витамином C",
        "Klairs Freshly Juiced Vitamin Drop Serum",
      ),
      ml(35),
    ),
    shortDescription: t(
      "Ser blând cu 5% vitamina C, potrivit și pentru cei care încep să folosească vitamina C.",
      "Мягкая сыворотка с 5% витамина C — подходит и тем, кто только начинает пользоваться витамином C.",
      "A gentle 5% vitamin C serum, ideal if you are new to vitamin C.",
    ),
    description: desc(
      t(
        "Concentrația moderată de acid ascorbic redă strălucirea tenului și atenuează petele fără să irite. Extractele de centella asiatica și de citrice calmează pielea, iar formula este vegană și fără parfum adăugat.",
        "Умеренная концентрация аскорбиновой кислоты возвращает сияние и осветляет пятна без раздражения. Экстракты центеллы азиатской и цитрусовых успокаивают кожу, а формула веганская и без добавленных отдушек.",
        "A moderate strength of ascorbic acid restores glow and fades spots without irritation. Centella asiatica and citrus extracts calm the skin, and the formula is vegan with no added fragrance.",
      ),
      [
        [
          "ing",
          t(
            "acid ascorbic 5%, extract de centella asiatica, extracte de citrice",
            "аскорбиновая кислота 5%, экстракт центеллы азиатской, экстракты цитрусовых",
            "5% ascorbic acid, centella asiatica extract, citrus extracts",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, inclusiv sensibilă",
            "все типы, в том числе чувствительная",
            "all skin types, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "seara, 2–3 picături amestecate cu crema sau aplicate direct pe pielea curată",
            "вечером 2–3 капли, смешав с кремом или нанеся прямо на чистую кожу",
            "in the evening, 2–3 drops mixed into your cream or applied directly to clean skin",
          ),
        ],
        ["vol", ml(35)],
      ],
    ),
    price: 349,
    stock: [10],
    weightGr: 95,
    specs: { "skin-type": ["all", "sensitive"], concern: ["dullness", "pigmentation"], volume: band(35) },
    art: { shape: "bottle", color: "#F5A623" },
    addedDaysAgo: 130,
    similar: ["FB-1016", "FB-1021"],
  }),
  product({
    code: "FB-1021",
    categories: ["serums", "k-beauty"],
    brand: "some-by-mi",
    title: sized(
      t(
        "Some By Mi Galactomyces Pure Vitamin C Glow Ser",
        "Some By Mi Galactomyces Pure Vitamin C Glow Сыворотка",
        "Some By Mi Galactomyces Pure Vitamin C Glow Serum",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Ser iluminator cu filtrat de galactomyces și vitamina C pentru un ten uniform și strălucitor.",
      "Осветляющая сыворотка с фильтратом галактомисиса и витамином C для ровного и сияющего тона.",
      "A brightening serum with galactomyces ferment filtrate and vitamin C for an even, glowing complexion.",
    ),
    description: desc(
      t(
        "Filtratul fermentat de galactomyces hrănește și catifelează pielea, iar vitamina C și niacinamida reduc aspectul petelor și al tenului obosit. Textura ușoară, ca o esență, nu lasă senzație de lipicios.",
        "Фильтрат ферментированного галактомисиса питает и смягчает кожу, а витамин C и ниацинамид уменьшают видимость пятен и уставшего цвета лица. Лёгкая текстура эссенции не оставляет липкости.",
        "Galactomyces ferment filtrate nourishes and softens the skin, while vitamin C and niacinamide reduce the look of spots and tired skin. The light, essence-like texture is never sticky.",
      ),
      [
        [
          "ing",
          t(
            "filtrat de galactomyces, vitamina C, niacinamidă",
            "фильтрат галактомисиса, витамин C, ниацинамид",
            "galactomyces ferment filtrate, vitamin C, niacinamide",
          ),
        ],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "după toner, aplicați o cantitate mică pe față și bateți ușor cu degetele până la absorbție",
            "после тонера нанесите небольшое количество на лицо и вбейте кончиками пальцев",
            "after toner, apply a small amount to the face and pat in with your fingertips",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 379,
    stock: [6],
    weightGr: 130,
    specs: { "skin-type": ["all"], concern: ["dullness", "pigmentation"], volume: band(50) },
    art: { shape: "bottle", color: "#F7C948" },
    addedDaysAgo: 20,
    similar: ["FB-1020"],
  }),
  product({
    code: "FB-1022",
    categories: ["serums"],
    brand: "the-ordinary",
    title: sized(
      t(
        "The Ordinary Ser Multi-Peptide + HA",
        "The Ordinary Сыворотка Multi-Peptide + HA",
        "The Ordinary Multi-Peptide + HA Serum",
      ),
      ml(30),
    ),
    shortDescription: t(
      "Ser cu un complex de peptide și acid hialuronic care vizează mai multe semne ale îmbătrânirii deodată.",
      "Сыворотка с комплексом пептидов и гиалуроновой кислотой действует сразу на несколько признаков старения.",
      "A serum with a peptide complex and hyaluronic acid that targets several signs of ageing at once.",
    ),
    description: desc(
      t(
        "Formula combină peptide-semnal, aminoacizi și acid hialuronic pentru o piele mai fermă și mai netedă, cu riduri fine mai puțin vizibile. Se poate folosi dimineața și seara și se combină ușor cu alte seruri.",
        "Формула сочетает сигнальные пептиды, аминокислоты и гиалуроновую кислоту для более упругой и гладкой кожи с менее заметными мелкими морщинами. Подходит для утреннего и вечернего ухода и легко сочетается с другими сыворотками.",
        "The formula combines signal peptides, amino acids and hyaluronic acid for firmer, smoother skin with less visible fine lines. Use it morning and evening; it layers easily with other serums.",
      ),
      [
        [
          "ing",
          t(
            "complex de peptide, aminoacizi, acid hialuronic",
            "комплекс пептидов, аминокислоты, гиалуроновая кислота",
            "peptide complex, amino acids, hyaluronic acid",
          ),
        ],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "dimineața și seara, câteva picături pe pielea curată, înainte de cremă",
            "утром и вечером несколько капель на чистую кожу перед кремом",
            "morning and evening, a few drops on clean skin before your cream",
          ),
        ],
        ["vol", ml(30)],
      ],
    ),
    price: 369,
    stock: [5],
    weightGr: 90,
    specs: { "skin-type": ["all"], concern: ["anti-aging"], volume: band(30) },
    art: { shape: "bottle", color: "#E9E6E0" },
    addedDaysAgo: 12,
    similar: ["FB-1015"],
  }),
);

// Moisturisers

const ceraveMoisturisingCream = (code: string, size: number, price: number, extra: Extra) =>
  product({
    code,
    categories: ["moisturisers", "body-care"],
    brand: "cerave",
    title: sized(
      t(
        "CeraVe Cremă hidratantă pentru față și corp",
        "CeraVe Увлажняющий крем для лица и тела",
        "CeraVe Moisturising Cream for face and body",
      ),
      gr(size),
    ),
    shortDescription: t(
      "Cremă bogată cu 3 ceramide esențiale și acid hialuronic pentru pielea uscată și foarte uscată.",
      "Насыщенный крем с тремя незаменимыми церамидами и гиалуроновой кислотой для сухой и очень сухой кожи.",
      "A rich cream with 3 essential ceramides and hyaluronic acid for dry to very dry skin.",
    ),
    description: desc(
      t(
        "Crema reface bariera protectoare a pielii și o hidratează timp de 24 de ore, fără să lase senzație de grăsime. Tehnologia MVE eliberează treptat ingredientele active, iar formula fără parfum este potrivită și pentru pielea cu tendință atopică.",
        "Крем восстанавливает защитный барьер кожи и увлажняет её в течение 24 часов, не оставляя жирности. Технология MVE постепенно высвобождает активные компоненты, а формула без отдушек подходит и для кожи, склонной к атопии.",
        "The cream restores the skin's protective barrier and hydrates for 24 hours without feeling greasy. MVE technology releases the actives gradually, and the fragrance-free formula also suits atopy-prone skin.",
      ),
      [
        [
          "ing",
          t(
            "ceramide 1, 3 și 6-II, acid hialuronic, glicerină",
            "церамиды 1, 3 и 6-II, гиалуроновая кислота, глицерин",
            "ceramides 1, 3 and 6-II, hyaluronic acid, glycerin",
          ),
        ],
        [
          "skin",
          t(
            "uscată și foarte uscată, inclusiv sensibilă",
            "сухая и очень сухая, в том числе чувствительная",
            "dry to very dry, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "aplicați pe față și corp ori de câte ori este nevoie, mai ales după duș",
            "наносите на лицо и тело по мере необходимости, особенно после душа",
            "apply to the face and body as often as needed, especially after showering",
          ),
        ],
        ["weight", gr(size)],
      ],
    ),
    price,
    stock: [0],
    weightGr: size + 60,
    specs: { "skin-type": ["dry", "sensitive"], concern: ["hydration"], volume: band(size) },
    art: { shape: "jar", color: "#2B67A8" },
    ...extra,
  });

products.push(
  ceraveMoisturisingCream("FB-1023", 340, 389, {
    oldPrice: 449,
    stock: [19],
    loyaltyGive: 19,
    sortPriority: 10,
    addedDaysAgo: 390,
    associated: ["FB-1001"],
    similar: ["FB-1080"],
  }),
  ceraveMoisturisingCream("FB-1024", 454, 479, { stock: [4], addedDaysAgo: 200, similar: ["FB-1023"] }),
  product({
    code: "FB-1025",
    categories: ["moisturisers"],
    brand: "cerave",
    title: sized(
      t(
        "CeraVe PM Loțiune hidratantă de noapte pentru față",
        "CeraVe PM Ночной увлажняющий лосьон для лица",
        "CeraVe PM Facial Moisturising Lotion",
      ),
      ml(52),
    ),
    shortDescription: t(
      "Loțiune ușoară de noapte cu 4% niacinamidă, care reface bariera pielii în timpul somnului.",
      "Лёгкий ночной лосьон с 4% ниацинамида восстанавливает барьер кожи во время сна.",
      "A lightweight night lotion with 4% niacinamide that restores the skin barrier while you sleep.",
    ),
    description: desc(
      t(
        "Textura fluidă se absoarbe rapid, nu încarcă porii și este ideală sub sau după serurile de noapte, inclusiv cele cu retinol. Niacinamida calmează pielea, iar ceramidele și acidul hialuronic o hidratează până dimineața.",
        "Флюидная текстура быстро впитывается, не забивает поры и идеально сочетается с ночными сыворотками, в том числе с ретинолом. Ниацинамид успокаивает кожу, а церамиды и гиалуроновая кислота увлажняют её до утра.",
        "The fluid texture absorbs quickly, won't clog pores and pairs perfectly with night serums, including retinol. Niacinamide calms the skin, while ceramides and hyaluronic acid keep it hydrated until morning.",
      ),
      [
        [
          "ing",
          t(
            "niacinamidă 4%, ceramide, acid hialuronic",
            "ниацинамид 4%, церамиды, гиалуроновая кислота",
            "4% niacinamide, ceramides, hyaluronic acid",
          ),
        ],
        [
          "skin",
          t(
            "normală spre grasă, mixtă",
            "нормальная, жирная и комбинированная",
            "normal to oily, combination",
          ),
        ],
        [
          "use",
          t(
            "seara, pe fața și gâtul curate, după ser",
            "вечером на чистую кожу лица и шеи после сыворотки",
            "in the evening on a clean face and neck, after your serum",
          ),
        ],
        ["vol", ml(52)],
      ],
    ),
    price: 329,
    stock: [15],
    weightGr: 80,
    specs: {
      "skin-type": ["normal", "oily", "combination"],
      concern: ["hydration", "redness"],
      volume: band(52),
    },
    art: { shape: "bottle", color: "#1F4E8C" },
    addedDaysAgo: 250,
    associated: ["FB-1026"],
    compatible: ["FB-1014", "FB-1019"],
  }),
  product({
    code: "FB-1026",
    categories: ["moisturisers", "sun-care"],
    brand: "cerave",
    title: sized(
      t(
        "CeraVe AM Loțiune hidratantă de zi SPF 30",
        "CeraVe AM Дневной увлажняющий лосьон SPF 30",
        "CeraVe AM Facial Moisturising Lotion SPF 30",
      ),
      ml(52),
    ),
    shortDescription: t(
      "Loțiune hidratantă de zi cu protecție UVA/UVB SPF 30, ceramide și niacinamidă.",
      "Дневной увлажняющий лосьон с защитой UVA/UVB SPF 30, церамидами и ниацинамидом.",
      "A daytime moisturiser with SPF 30 UVA/UVB protection, ceramides and niacinamide.",
    ),
    description: desc(
      t(
        "Hidratarea și protecția solară într-un singur pas pentru diminețile grăbite. Formula ușoară, necomedogenă, nu lasă urme albe și se potrivește bine sub machiaj.",
        "Увлажнение и защита от солнца в одном средстве для торопливых утр. Лёгкая некомедогенная формула не оставляет белых следов и хорошо ложится под макияж.",
        "Hydration and sun protection in a single step for busy mornings. The light, non-comedogenic formula leaves no white cast and sits well under make-up.",
      ),
      [
        [
          "ing",
          t(
            "filtre UVA/UVB, ceramide, niacinamidă, acid hialuronic",
            "фильтры UVA/UVB, церамиды, ниацинамид, гиалуроновая кислота",
            "UVA/UVB filters, ceramides, niacinamide, hyaluronic acid",
          ),
        ],
        [
          "skin",
          t("normală, mixtă și uscată", "нормальная, комбинированная и сухая", "normal, combination and dry"),
        ],
        [
          "use",
          t(
            "dimineața, ca ultim pas al rutinei, cu 15 minute înainte de expunerea la soare",
            "утром последним шагом ухода, за 15 минут до выхода на солнце",
            "in the morning as the last step of your routine, 15 minutes before sun exposure",
          ),
        ],
        ["vol", ml(52)],
      ],
    ),
    price: 349,
    stock: [12],
    weightGr: 80,
    specs: {
      "skin-type": ["normal", "combination", "dry"],
      concern: ["hydration"],
      volume: band(52),
      spf: "spf-30",
    },
    art: { shape: "bottle", color: "#5DA9E9" },
    addedDaysAgo: 240,
    associated: ["FB-1025"],
    similar: ["FB-1049"],
  }),
  product({
    code: "FB-1027",
    categories: ["moisturisers"],
    brand: "la-roche-posay",
    title: sized(
      t(
        "La Roche-Posay Cicaplast Baume B5+ Balsam reparator",
        "La Roche-Posay Cicaplast Baume B5+ Восстанавливающий бальзам",
        "La Roche-Posay Cicaplast Baume B5+ Repairing Balm",
      ),
      ml(40),
    ),
    shortDescription: t(
      "Balsam calmant și reparator pentru pielea iritată, uscată sau crăpată, pentru adulți și copii.",
      "Успокаивающий восстанавливающий бальзам для раздражённой, сухой и потрескавшейся кожи взрослых и детей.",
      "A soothing repair balm for irritated, dry or chapped skin, for adults and children.",
    ),
    description: desc(
      t(
        "Un clasic al trusei de acasă: calmează rapid senzația de disconfort, protejează pielea și îi accelerează refacerea. Complexul Tribioma susține echilibrul microbiomului cutanat, iar textura nu este lipicioasă.",
        "Классика домашней аптечки: быстро снимает дискомфорт, защищает кожу и ускоряет её восстановление. Комплекс Tribioma поддерживает баланс микробиома кожи, а текстура не липкая.",
        "A home-kit classic: it quickly relieves discomfort, protects the skin and speeds up its repair. The Tribioma complex supports the skin microbiome, and the texture is not sticky.",
      ),
      [
        [
          "ing",
          t(
            "pantenol 5%, madecassoside, Tribioma, unt de shea",
            "пантенол 5%, мадекассосид, Tribioma, масло ши",
            "5% panthenol, madecassoside, Tribioma, shea butter",
          ),
        ],
        [
          "skin",
          t(
            "sensibilă și iritată, pentru față și corp",
            "чувствительная и раздражённая, для лица и тела",
            "sensitive and irritated, for face and body",
          ),
        ],
        [
          "use",
          t(
            "aplicați de 2 ori pe zi pe zonele afectate, pe pielea curată și uscată",
            "наносите 2 раза в день на поражённые участки чистой сухой кожи",
            "apply twice a day to the affected areas on clean, dry skin",
          ),
        ],
        ["vol", ml(40)],
      ],
    ),
    price: 249,
    stock: [34],
    weightGr: 55,
    specs: { "skin-type": ["sensitive", "dry"], concern: ["redness"], volume: band(40) },
    art: { shape: "tube", color: "#F3F6FA" },
    loyaltyGive: 12,
    sortPriority: 8,
    addedDaysAgo: 385,
    associated: ["FB-1015"],
  }),
  product({
    code: "FB-1028",
    categories: ["moisturisers"],
    brand: "la-roche-posay",
    title: sized(
      t(
        "La Roche-Posay Effaclar Duo+M Cremă corectoare",
        "La Roche-Posay Effaclar Duo+M Корректирующий крем",
        "La Roche-Posay Effaclar Duo+M Corrective Cream",
      ),
      ml(40),
    ),
    shortDescription: t(
      "Îngrijire cu triplă acțiune împotriva imperfecțiunilor, a urmelor post-acneice și a recidivelor.",
      "Средство тройного действия против несовершенств, следов постакне и повторных высыпаний.",
      "Triple-action care against blemishes, post-acne marks and their return.",
    ),
    description: desc(
      t(
        "Crema reduce vizibil imperfecțiunile în 8 zile, hidratează timp de 24 de ore și servește drept bază de machiaj mată. Tehnologia Phylobioma ajută la menținerea echilibrului microbiomului pielii cu tendință acneică.",
        "Крем заметно уменьшает несовершенства за 8 дней, увлажняет 24 часа и служит матирующей базой под макияж. Технология Phylobioma помогает поддерживать баланс микробиома кожи, склонной к акне.",
        "The cream visibly reduces blemishes in 8 days, hydrates for 24 hours and works as a matte make-up base. Phylobioma technology helps balance the microbiome of acne-prone skin.",
      ),
      [
        [
          "ing",
          t(
            "niacinamidă, Procerad, Phylobioma, acid salicilic, LHA, zinc",
            "ниацинамид, Procerad, Phylobioma, салициловая кислота, LHA, цинк",
            "niacinamide, Procerad, Phylobioma, salicylic acid, LHA, zinc",
          ),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu tendință acneică",
            "жирная и комбинированная, склонная к акне",
            "oily and combination, acne-prone",
          ),
        ],
        [
          "use",
          t(
            "dimineața și seara pe toată fața curată; dimineața aplicați apoi SPF",
            "утром и вечером на всё очищенное лицо; утром затем нанесите SPF",
            "morning and evening on the whole cleansed face; follow with SPF in the morning",
          ),
        ],
        ["vol", ml(40)],
      ],
    ),
    price: 449,
    oldPrice: 519,
    stock: [11],
    weightGr: 60,
    specs: {
      "skin-type": ["oily", "combination"],
      concern: ["blemishes", "pores", "pigmentation"],
      volume: band(40),
    },
    art: { shape: "tube", color: "#2F7FC1" },
    loyaltyGive: 22,
    addedDaysAgo: 270,
    associated: ["FB-1006"],
    similar: ["FB-1011"],
    compatible: ["FB-1045"],
  }),
  product({
    code: "FB-1029",
    categories: ["moisturisers"],
    brand: "la-roche-posay",
    title: sized(
      t(
        "La Roche-Posay Toleriane Sensitive Cremă hidratantă calmantă",
        "La Roche-Posay Toleriane Sensitive Успокаивающий увлажняющий крем",
        "La Roche-Posay Toleriane Sensitive Soothing Moisturiser",
      ),
      ml(40),
    ),
    shortDescription: t(
      "Cremă prebiotică cu formulă minimalistă pentru pielea sensibilă, care se înroșește ușor.",
      "Пребиотический крем с минималистичным составом для чувствительной кожи, склонной к покраснениям.",
      "A prebiotic moisturiser with a minimalist formula for sensitive skin that reddens easily.",
    ),
    description: desc(
      t(
        "Crema calmează senzațiile de strângere și de înțepătură, hidratează timp de 48 de ore și reface bariera pielii. Are o textură fină, nu conține parfum și este testată pe pielea cu intoleranțe.",
        "Крем снимает ощущение стянутости и покалывания, увлажняет 48 часов и восстанавливает барьер кожи. Нежная текстура, без отдушек, протестирован на коже с непереносимостью.",
        "The cream calms tightness and stinging, hydrates for 48 hours and restores the skin barrier. It has a fine texture, is fragrance-free and is tested on intolerant skin.",
      ),
      [
        [
          "ing",
          t(
            "apă termală prebiotică, niacinamidă, ceramidă-3, neurosensină",
            "пребиотическая термальная вода, ниацинамид, церамид-3, нейросенсин",
            "prebiotic thermal water, niacinamide, ceramide-3, neurosensine",
          ),
        ],
        [
          "skin",
          t(
            "sensibilă, normală spre mixtă",
            "чувствительная, нормальная и комбинированная",
            "sensitive, normal to combination",
          ),
        ],
        [
          "use",
          t(
            "dimineața și seara pe fața și gâtul curate",
            "утром и вечером на очищенную кожу лица и шеи",
            "morning and evening on a clean face and neck",
          ),
        ],
        ["vol", ml(40)],
      ],
    ),
    price: 399,
    stock: [6],
    weightGr: 60,
    specs: {
      "skin-type": ["sensitive", "normal", "combination"],
      concern: ["redness", "hydration"],
      volume: band(40),
    },
    art: { shape: "tube", color: "#6FA8DC" },
    addedDaysAgo: 175,
    similar: ["FB-1031", "FB-1035"],
  }),
  product({
    code: "FB-1030",
    categories: ["moisturisers"],
    brand: "vichy",
    title: sized(
      t(
        "Vichy Minéral 89 Cremă hidratantă 72H",
        "Vichy Minéral 89 Увлажняющий крем 72 ч",
        "Vichy Minéral 89 72H Moisture Boosting Cream",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Cremă hidratantă cu apă vulcanică Vichy și acid hialuronic, cu efect de până la 72 de ore.",
      "Увлажняющий крем с вулканической водой Vichy и гиалуроновой кислотой действует до 72 часов.",
      "A moisturiser with Vichy volcanic water and hyaluronic acid that hydrates for up to 72 hours.",
    ),
    description: desc(
      t(
        "Crema completează perfect boosterul Minéral 89: întărește bariera pielii, o hidratează intens și îi redă confortul. Textura cremoasă, dar ușoară, se absoarbe rapid și este o bază bună pentru machiaj.",
        "Крем идеально дополняет бустер Minéral 89: укрепляет барьер кожи, интенсивно увлажняет и возвращает ей комфорт. Кремовая, но лёгкая текстура быстро впитывается и служит хорошей базой под макияж.",
        "The cream is the perfect partner for the Minéral 89 booster: it strengthens the skin barrier, deeply hydrates and restores comfort. The creamy yet light texture absorbs quickly and makes a good make-up base.",
      ),
      [
        [
          "ing",
          t(
            "apă vulcanică Vichy, acid hialuronic, scualan",
            "вулканическая вода Vichy, гиалуроновая кислота, сквалан",
            "Vichy volcanic water, hyaluronic acid, squalane",
          ),
        ],
        [
          "skin",
          t("toate tipurile, mai ales uscată", "все типы, особенно сухая", "all skin types, especially dry"),
        ],
        [
          "use",
          t(
            "dimineața și seara, după boosterul Minéral 89",
            "утром и вечером после бустера Minéral 89",
            "morning and evening, after the Minéral 89 booster",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 469,
    stock: [9],
    weightGr: 120,
    specs: { "skin-type": ["all", "dry"], concern: ["hydration"], volume: band(50) },
    art: { shape: "jar", color: "#2E4A7D" },
    addedDaysAgo: 110,
    associated: ["FB-1017"],
    similar: ["FB-1031"],
  }),
  product({
    code: "FB-1031",
    categories: ["moisturisers"],
    brand: "avene",
    title: sized(
      t(
        "Avène Hydrance Aqua-Gel Cremă-gel hidratantă",
        "Avène Hydrance Aqua-Gel Увлажняющий аква-гель",
        "Avène Hydrance Aqua-Gel Moisturising Cream-Gel",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Cremă-gel proaspătă 3 în 1: hidratează, atenuează semnele de oboseală și poate fi folosită ca mască.",
      "Освежающий крем-гель 3 в 1: увлажняет, убирает признаки усталости и подходит как маска.",
      "A fresh 3-in-1 cream-gel that hydrates, reduces signs of fatigue and doubles as a mask.",
    ),
    description: desc(
      t(
        "Textura gel răcoritoare se topește pe piele și o hidratează pentru toată ziua. Aplicată în strat gros, funcționează ca mască de noapte, iar pe zona ochilor reduce aspectul de oboseală. Ambalajul airless protejează formula.",
        "Освежающая гелевая текстура тает на коже и увлажняет её на весь день. Нанесённый толстым слоем, гель работает как ночная маска, а на зоне вокруг глаз уменьшает признаки усталости. Безвоздушная упаковка защищает формулу.",
        "The refreshing gel texture melts into the skin and hydrates all day. Applied in a thick layer it works as an overnight mask, and around the eyes it reduces signs of tiredness. The airless pack protects the formula.",
      ),
      [
        [
          "ing",
          t(
            "apă termală Avène, acid hialuronic, complex Cohederm",
            "термальная вода Avène, гиалуроновая кислота, комплекс Cohederm",
            "Avène Thermal Spring Water, hyaluronic acid, Cohederm complex",
          ),
        ],
        [
          "skin",
          t(
            "deshidratată, normală spre mixtă, sensibilă",
            "обезвоженная, нормальная и комбинированная, чувствительная",
            "dehydrated, normal to combination, sensitive",
          ),
        ],
        [
          "use",
          t(
            "dimineața și/sau seara pe fața curată; ca mască — strat gros, o dată pe săptămână",
            "утром и/или вечером на чистое лицо; как маску — толстым слоем раз в неделю",
            "morning and/or evening on a clean face; as a mask, a thick layer once a week",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 459,
    stock: [8],
    weightGr: 110,
    specs: {
      "skin-type": ["normal", "combination", "sensitive"],
      concern: ["hydration", "dullness"],
      volume: band(50),
    },
    art: { shape: "jar", color: "#8EC5E8" },
    addedDaysAgo: 90,
    similar: ["FB-1030", "FB-1029"],
  }),
  product({
    code: "FB-1032",
    categories: ["moisturisers"],
    brand: "nuxe",
    title: sized(
      t(
        "Nuxe Crème Fraîche de Beauté Cremă hidratantă 48H",
        "Nuxe Crème Fraîche de Beauté Увлажняющий крем 48 ч",
        "Nuxe Crème Fraîche de Beauté 48H Moisturising Cream",
      ),
      ml(30),
    ),
    shortDescription: t(
      "Cremă hidratantă delicată, cu ingrediente de origine naturală, care catifelează pielea timp de 48 de ore.",
      "Нежный увлажняющий крем с ингредиентами натурального происхождения смягчает кожу на 48 часов.",
      "A delicate moisturiser with ingredients of natural origin that softens skin for 48 hours.",
    ),
    description: desc(
      t(
        "Textura cremoasă și proaspătă, cu parfumul florilor albe, hidratează și calmează pielea normală sau sensibilă. Formula conține peste 90% ingrediente de origine naturală, iar tubul mic este ideal pentru geantă.",
        "Свежая кремовая текстура с ароматом белых цветов увлажняет и успокаивает нормальную и чувствительную кожу. Формула содержит более 90% ингредиентов натурального происхождения, а небольшой тюбик удобно носить с собой.",
        "The fresh, creamy texture with a white-flower scent hydrates and calms normal or sensitive skin. Over 90% of the formula is of natural origin, and the small tube is ideal for your handbag.",
      ),
      [
        [
          "ing",
          t(
            "complex hidratant cu lapte vegetal, glicerină, unt de shea",
            "увлажняющий комплекс с растительным молочком, глицерин, масло ши",
            "moisturising complex with plant milk, glycerin, shea butter",
          ),
        ],
        ["skin", t("normală și sensibilă", "нормальная и чувствительная", "normal and sensitive")],
        [
          "use",
          t(
            "dimineața și seara pe fața și gâtul curate",
            "утром и вечером на очищенную кожу лица и шеи",
            "morning and evening on a clean face and neck",
          ),
        ],
        ["vol", ml(30)],
      ],
    ),
    price: 349,
    stock: [5],
    weightGr: 45,
    specs: { "skin-type": ["normal", "sensitive"], concern: ["hydration"], volume: band(30) },
    art: { shape: "tube", color: "#FFFFFF" },
    addedDaysAgo: 55,
    similar: ["FB-1029"],
  }),
  product({
    code: "FB-1033",
    categories: ["moisturisers"],
    brand: "the-ordinary",
    title: sized(
      t(
        "The Ordinary Natural Moisturizing Factors + HA Cremă hidratantă",
        "The Ordinary Natural Moisturizing Factors + HA Увлажняющий крем",
        "The Ordinary Natural Moisturizing Factors + HA",
      ),
      ml(30),
    ),
    shortDescription: t(
      "Cremă hidratantă simplă și eficientă cu factori naturali de hidratare și acid hialuronic.",
      "Простой и эффективный увлажняющий крем с натуральными увлажняющими факторами и гиалуроновой кислотой.",
      "A simple, effective moisturiser with natural moisturising factors and hyaluronic acid.",
    ),
    description: desc(
      t(
        "Formula reproduce componentele care mențin în mod natural hidratarea pielii: aminoacizi, acizi grași, ceramide și acid hialuronic. Textura nu este grasă, iar crema se combină cu orice ser din gamă.",
        "Формула воспроизводит компоненты, которые естественным образом удерживают влагу в коже: аминокислоты, жирные кислоты, церамиды и гиалуроновую кислоту. Текстура не жирная, а крем сочетается с любой сывороткой линейки.",
        "The formula mimics the components that naturally keep skin hydrated: amino acids, fatty acids, ceramides and hyaluronic acid. It is non-greasy and works with any serum in the range.",
      ),
      [
        [
          "ing",
          t(
            "aminoacizi, acizi grași, ceramide, acid hialuronic",
            "аминокислоты, жирные кислоты, церамиды, гиалуроновая кислота",
            "amino acids, fatty acids, ceramides, hyaluronic acid",
          ),
        ],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "dimineața și seara, ca ultim pas al rutinei de îngrijire",
            "утром и вечером последним шагом ухода",
            "morning and evening as the last step of your routine",
          ),
        ],
        ["vol", ml(30)],
      ],
    ),
    price: 159,
    stock: [29],
    weightGr: 45,
    specs: { "skin-type": ["all"], concern: ["hydration"], volume: band(30) },
    art: { shape: "tube", color: "#F4F1EA" },
    loyaltyGive: 8,
    addedDaysAgo: 320,
    associated: ["FB-1011", "FB-1013"],
  }),
  product({
    code: "FB-1034",
    categories: ["moisturisers", "k-beauty"],
    brand: "cosrx",
    title: sized(
      t(
        "COSRX Advanced Snail 92 All in One Cremă",
        "COSRX Advanced Snail 92 All in One Крем",
        "COSRX Advanced Snail 92 All in One Cream",
      ),
      gr(100),
    ),
    shortDescription: t(
      "Cremă-gel cu 92% filtrat de mucină de melc, care hidratează și reface pielea deshidratată.",
      "Крем-гель с 92% фильтрата муцина улитки увлажняет и восстанавливает обезвоженную кожу.",
      "A gel-cream with 92% snail secretion filtrate that hydrates and repairs dehydrated skin.",
    ),
    description: desc(
      t(
        "Mucina de melc calmează pielea și ajută la refacerea zonelor iritate sau a urmelor lăsate de imperfecțiuni. Textura gel-cremă este densă, dar nu lipicioasă, și lasă pielea elastică și luminoasă.",
        "Муцин улитки успокаивает кожу и помогает восстановить раздражённые участки и следы от высыпаний. Плотная, но не липкая гель-кремовая текстура оставляет кожу упругой и сияющей.",
        "Snail mucin calms the skin and helps repair irritated areas and marks left by blemishes. The dense but non-sticky gel-cream texture leaves skin bouncy and glowing.",
      ),
      [
        [
          "ing",
          t(
            "filtrat de secreție de melc 92%, hialuronat de sodiu, betaină",
            "фильтрат секрета улитки 92%, гиалуронат натрия, бетаин",
            "92% snail secretion filtrate, sodium hyaluronate, betaine",
          ),
        ],
        ["skin", t("toate tipurile, deshidratată", "все типы, обезвоженная", "all skin types, dehydrated")],
        [
          "use",
          t(
            "ca ultim pas al rutinei, dimineața și seara",
            "последним шагом ухода утром и вечером",
            "as the last step of your routine, morning and evening",
          ),
        ],
        ["weight", gr(100)],
      ],
    ),
    price: 349,
    stock: [14],
    weightGr: 190,
    specs: { "skin-type": ["all"], concern: ["hydration", "redness"], volume: band(100) },
    art: { shape: "jar", color: "#E8E2D6" },
    loyaltyGive: 17,
    addedDaysAgo: 100,
    associated: ["FB-1095"],
  }),
  product({
    code: "FB-1035",
    categories: ["moisturisers", "k-beauty"],
    brand: "klairs",
    title: sized(
      t(
        "Klairs Midnight Blue Calming Cream Cremă calmantă",
        "Klairs Midnight Blue Calming Cream Успокаивающий крем",
        "Klairs Midnight Blue Calming Cream",
      ),
      ml(60),
    ),
    shortDescription: t(
      "Cremă albastră cu guaiazulenă care calmează rapid roșeața și iritațiile.",
      "Голубой крем с гвайазуленом быстро успокаивает покраснения и раздражения.",
      "A blue cream with guaiazulene that quickly calms redness and irritation.",
    ),
    description: desc(
      t(
        "Guaiazulena extrasă din mușețel dă cremei culoarea albastră și liniștește pielea după soare, epilare sau proceduri cosmetice. Centella asiatica și ceramidele ajută la refacerea barierei. Formula este vegană și fără parfum adăugat.",
        "Гвайазулен из ромашки придаёт крему голубой цвет и успокаивает кожу после солнца, депиляции или косметических процедур. Центелла азиатская и церамиды помогают восстановить барьер. Веганская формула без добавленных отдушек.",
        "Guaiazulene from chamomile gives the cream its blue colour and calms skin after sun, hair removal or cosmetic treatments. Centella asiatica and ceramides help restore the barrier. Vegan, with no added fragrance.",
      ),
      [
        [
          "ing",
          t(
            "guaiazulenă, extract de centella asiatica, ceramide",
            "гвайазулен, экстракт центеллы азиатской, церамиды",
            "guaiazulene, centella asiatica extract, ceramides",
          ),
        ],
        ["skin", t("sensibilă și iritată", "чувствительная и раздражённая", "sensitive and irritated")],
        [
          "use",
          t(
            "aplicați un strat subțire pe zonele iritate sau pe toată fața, de 1–2 ori pe zi",
            "нанесите тонким слоем на раздражённые участки или на всё лицо 1–2 раза в день",
            "apply a thin layer to irritated areas or the whole face once or twice a day",
          ),
        ],
        ["vol", ml(60)],
      ],
    ),
    price: 369,
    stock: [0],
    weightGr: 130,
    specs: { "skin-type": ["sensitive"], concern: ["redness"], volume: band(60) },
    art: { shape: "jar", color: "#2C4C8C" },
    addedDaysAgo: 85,
    similar: ["FB-1027", "FB-1029"],
  }),
  product({
    code: "FB-1036",
    categories: ["moisturisers"],
    brand: "garnier",
    title: sized(
      t(
        "Garnier Skin Active Hyaluronic Aloe Jelly Gel hidratant",
        "Garnier Skin Active Hyaluronic Aloe Jelly Увлажняющий гель",
        "Garnier Skin Active Hyaluronic Aloe Jelly Moisturiser",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Gel hidratant ușor cu acid hialuronic și aloe vera, pentru o senzație de prospețime toată ziua.",
      "Лёгкий увлажняющий гель с гиалуроновой кислотой и алоэ вера дарит свежесть на весь день.",
      "A light moisturising gel with hyaluronic acid and aloe vera for all-day freshness.",
    ),
    description: desc(
      t(
        "Textura de jeleu se absoarbe instantaneu și nu lasă luciu, fiind perfectă pentru vară și pentru pielea mixtă. Aloe vera calmează, iar acidul hialuronic menține pielea hidratată.",
        "Желеобразная текстура мгновенно впитывается и не оставляет блеска — идеально для лета и комбинированной кожи. Алоэ вера успокаивает, а гиалуроновая кислота поддерживает увлажнённость кожи.",
        "The jelly texture absorbs instantly and leaves no shine, perfect for summer and combination skin. Aloe vera soothes while hyaluronic acid keeps skin hydrated.",
      ),
      [
        [
          "ing",
          t(
            "acid hialuronic, aloe vera bio",
            "гиалуроновая кислота, органическое алоэ вера",
            "hyaluronic acid, organic aloe vera",
          ),
        ],
        ["skin", t("normală și mixtă", "нормальная и комбинированная", "normal and combination")],
        [
          "use",
          t(
            "dimineața și seara pe fața curată",
            "утром и вечером на очищенное лицо",
            "morning and evening on a clean face",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 119,
    oldPrice: 149,
    stock: [25],
    weightGr: 90,
    specs: { "skin-type": ["normal", "combination"], concern: ["hydration"], volume: band(50) },
    art: { shape: "jar", color: "#7AC143" },
    addedDaysAgo: 30,
    similar: ["FB-1031"],
  }),
);

// Face masks

products.push(
  product({
    code: "FB-1037",
    categories: ["masks"],
    brand: "garnier",
    title: sized(
      t(
        "Garnier Skin Active Hydra Bomb Mască din țesătură cu ceai verde",
        "Garnier Skin Active Hydra Bomb Тканевая маска с зелёным чаем",
        "Garnier Skin Active Hydra Bomb Green Tea Sheet Mask",
      ),
      gr(28),
    ),
    shortDescription: t(
      "Mască din țesătură cu ser hidratant și ceai verde, pentru o piele proaspătă în 15 minute.",
      "Тканевая маска с увлажняющей сывороткой и зелёным чаем — свежая кожа за 15 минут.",
      "A sheet mask soaked in hydrating serum with green tea for fresh skin in 15 minutes.",
    ),
    description: desc(
      t(
        "Masca este îmbibată cu un ser concentrat, echivalentul unui flacon întreg, care hidratează intens și reduce luciul pielii mixte. Țesătura subțire se mulează bine pe contururile feței.",
        "Маска пропитана концентрированной сывороткой — целым флаконом — которая интенсивно увлажняет и уменьшает жирный блеск комбинированной кожи. Тонкая ткань хорошо прилегает к контурам лица.",
        "The mask is soaked in a whole bottle's worth of concentrated serum that deeply hydrates and reduces shine on combination skin. The thin fabric fits the contours of the face well.",
      ),
      [
        [
          "ing",
          t(
            "acid hialuronic, extract de ceai verde",
            "гиалуроновая кислота, экстракт зелёного чая",
            "hyaluronic acid, green tea extract",
          ),
        ],
        ["skin", t("normală și mixtă", "нормальная и комбинированная", "normal and combination")],
        [
          "use",
          t(
            "aplicați masca pe fața curată pentru 15 minute, apoi masați restul de ser până la absorbție",
            "наложите маску на чистое лицо на 15 минут, затем вмассируйте остатки сыворотки",
            "apply the mask to a clean face for 15 minutes, then massage in the remaining serum",
          ),
        ],
        ["weight", gr(28)],
      ],
    ),
    price: 35,
    stock: [64],
    weightGr: 35,
    specs: { "skin-type": ["normal", "combination"], concern: ["hydration", "dullness"], volume: band(28) },
    art: { shape: "sachet", color: "#6DBE45" },
    addedDaysAgo: 150,
    similar: ["FB-1039"],
  }),
  product({
    code: "FB-1038",
    categories: ["masks"],
    brand: "loreal-paris",
    title: sized(
      t(
        "L'Oréal Paris Pure Clay Mască detoxifiantă cu cărbune",
        "L'Oréal Paris Pure Clay Детокс-маска с углём",
        "L'Oréal Paris Pure Clay Detox Charcoal Mask",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Mască cu trei argile pure și cărbune care absoarbe sebumul și curăță porii în 10 minute.",
      "Маска с тремя видами чистой глины и углём впитывает себум и очищает поры за 10 минут.",
      "A mask with three pure clays and charcoal that absorbs oil and clears pores in 10 minutes.",
    ),
    description: desc(
      t(
        "Caolinul, montmorilonitul și argila ghassoul absorb excesul de sebum și impuritățile, iar cărbunele acționează ca un magnet pentru poluare. Spre deosebire de multe măști cu argilă, aceasta nu usucă pielea.",
        "Каолин, монтмориллонит и глина гассул впитывают излишки себума и загрязнения, а уголь притягивает частицы загрязнений как магнит. В отличие от многих глиняных масок, эта не сушит кожу.",
        "Kaolin, montmorillonite and ghassoul clay absorb excess oil and impurities, while charcoal draws out pollution like a magnet. Unlike many clay masks, it doesn't dry the skin.",
      ),
      [
        [
          "ing",
          t(
            "caolin, montmorilonit, argilă ghassoul, cărbune",
            "каолин, монтмориллонит, глина гассул, уголь",
            "kaolin, montmorillonite, ghassoul clay, charcoal",
          ),
        ],
        ["skin", t("grasă și mixtă", "жирная и комбинированная", "oily and combination")],
        [
          "use",
          t(
            "aplicați un strat uniform pe fața uscată, lăsați 10 minute și clătiți; de 2–3 ori pe săptămână",
            "нанесите ровным слоем на сухое лицо, оставьте на 10 минут и смойте; 2–3 раза в неделю",
            "apply an even layer to a dry face, leave for 10 minutes and rinse; 2–3 times a week",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 179,
    oldPrice: 219,
    stock: [18],
    weightGr: 110,
    specs: { "skin-type": ["oily", "combination"], concern: ["pores", "blemishes"], volume: band(50) },
    art: { shape: "jar", color: "#2B2B2B" },
    addedDaysAgo: 205,
    similar: ["FB-1042"],
  }),
  product({
    code: "FB-1039",
    categories: ["masks"],
    brand: "avene",
    title: sized(
      t(
        "Avène Mască hidratantă calmantă",
        "Avène Успокаивающая увлажняющая маска",
        "Avène Soothing Moisture Mask",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Mască cremoasă care calmează și hidratează pielea sensibilă, deshidratată sau iritată.",
      "Кремовая маска успокаивает и увлажняет чувствительную, обезвоженную или раздражённую кожу.",
      "A creamy mask that soothes and hydrates sensitive, dehydrated or irritated skin.",
    ),
    description: desc(
      t(
        "Textura fondantă redă confortul pielii în câteva minute și poate fi lăsată peste noapte. Apa termală Avène calmează, iar pielea rămâne moale, fără senzația de strângere.",
        "Тающая текстура за несколько минут возвращает коже комфорт, маску можно оставить на ночь. Термальная вода Avène успокаивает, а кожа остаётся мягкой, без чувства стянутости.",
        "The melting texture restores comfort in minutes and can be left on overnight. Avène Thermal Spring Water soothes, leaving skin soft and free of tightness.",
      ),
      [
        [
          "ing",
          t(
            "apă termală Avène, glicerină, unt de shea",
            "термальная вода Avène, глицерин, масло ши",
            "Avène Thermal Spring Water, glycerin, shea butter",
          ),
        ],
        ["skin", t("sensibilă și deshidratată", "чувствительная и обезвоженная", "sensitive and dehydrated")],
        [
          "use",
          t(
            "aplicați un strat gros pe fața curată, lăsați 5–10 minute, apoi îndepărtați excesul cu un șervețel",
            "нанесите толстым слоем на чистое лицо на 5–10 минут, затем снимите излишки салфеткой",
            "apply a thick layer to a clean face, leave for 5–10 minutes, then remove the excess with a tissue",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 329,
    stock: [6],
    weightGr: 75,
    specs: { "skin-type": ["sensitive", "dry"], concern: ["redness", "hydration"], volume: band(50) },
    art: { shape: "tube", color: "#F6F2EA" },
    addedDaysAgo: 190,
    similar: ["FB-1040"],
  }),
  product({
    code: "FB-1040",
    categories: ["masks"],
    brand: "nuxe",
    title: sized(
      t(
        "Nuxe Insta-Masque Mască hidratantă cu efect de umplere",
        "Nuxe Insta-Masque Увлажняющая маска для упругости",
        "Nuxe Insta-Masque Moisturising + Plumping Mask",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Mască expres de 5 minute care hidratează și redă pielii aspectul odihnit și plin.",
      "Экспресс-маска на 5 минут увлажняет кожу и возвращает ей отдохнувший, упругий вид.",
      "A 5-minute express mask that hydrates and gives skin a rested, plumped look.",
    ),
    description: desc(
      t(
        "Perfectă înainte de o seară în oraș: în doar 5 minute pielea este hidratată, netedă și luminoasă, iar machiajul se aplică mai ușor. Formula conține peste 90% ingrediente de origine naturală.",
        "Идеальна перед выходом: всего за 5 минут кожа становится увлажнённой, гладкой и сияющей, а макияж ложится легче. Формула содержит более 90% ингредиентов натурального происхождения.",
        "Perfect before a night out: in just 5 minutes skin is hydrated, smooth and radiant, and make-up goes on more easily. Over 90% of the formula is of natural origin.",
      ),
      [
        [
          "ing",
          t(
            "complex hidratant de origine vegetală, glicerină",
            "растительный увлажняющий комплекс, глицерин",
            "plant-based moisturising complex, glycerin",
          ),
        ],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "aplicați un strat generos pe fața curată, lăsați 5 minute și clătiți sau masați excesul",
            "нанесите щедрым слоем на чистое лицо, оставьте на 5 минут и смойте или вмассируйте остатки",
            "apply a generous layer to a clean face, leave for 5 minutes, then rinse or massage in the excess",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 299,
    stock: [0],
    weightGr: 75,
    specs: { "skin-type": ["all"], concern: ["hydration", "dullness"], volume: band(50) },
    art: { shape: "tube", color: "#9FD3E6" },
    addedDaysAgo: 8,
    similar: ["FB-1039"],
  }),
  product({
    code: "FB-1041",
    categories: ["masks", "k-beauty"],
    brand: "cosrx",
    title: sized(
      t(
        "COSRX Ultimate Nourishing Rice Overnight Spa Mask Mască de noapte cu orez",
        "COSRX Ultimate Nourishing Rice Overnight Spa Mask Ночная маска с рисом",
        "COSRX Ultimate Nourishing Rice Overnight Spa Mask",
      ),
      ml(60),
    ),
    shortDescription: t(
      "Mască de noapte hrănitoare cu extract de orez, pentru o piele catifelată și luminoasă dimineața.",
      "Питательная ночная маска с экстрактом риса для бархатистой и сияющей кожи по утрам.",
      "A nourishing overnight mask with rice extract for soft, radiant skin in the morning.",
    ),
    description: desc(
      t(
        "Extractul de orez, ingredient tradițional al îngrijirii coreene, hrănește pielea și îi redă luminozitatea, iar textura cremoasă formează un strat protector care nu se lipește de pernă.",
        "Экстракт риса, традиционный ингредиент корейского ухода, питает кожу и возвращает ей сияние, а кремовая текстура образует защитный слой, который не пачкает подушку.",
        "Rice extract, a traditional ingredient of Korean skincare, nourishes the skin and restores its glow, while the creamy texture forms a protective layer that won't stick to your pillow.",
      ),
      [
        [
          "ing",
          t(
            "extract de orez, ulei de rapiță, niacinamidă",
            "экстракт риса, масло рапса, ниацинамид",
            "rice extract, rapeseed oil, niacinamide",
          ),
        ],
        [
          "skin",
          t("normală și uscată, ten tern", "нормальная и сухая, тусклая кожа", "normal and dry, dull skin"),
        ],
        [
          "use",
          t(
            "seara, ca ultim pas al rutinei, aplicați un strat subțire și lăsați peste noapte",
            "вечером последним шагом ухода нанесите тонким слоем и оставьте на ночь",
            "in the evening as the last step, apply a thin layer and leave on overnight",
          ),
        ],
        ["vol", ml(60)],
      ],
    ),
    price: 289,
    stock: [9],
    weightGr: 120,
    specs: { "skin-type": ["normal", "dry"], concern: ["dullness", "hydration"], volume: band(60) },
    art: { shape: "jar", color: "#F2E6D0" },
    addedDaysAgo: 70,
    associated: ["FB-1010"],
  }),
  product({
    code: "FB-1042",
    categories: ["masks"],
    brand: "vichy",
    title: sized(
      t(
        "Vichy Mască purifiantă cu argilă pentru pori",
        "Vichy Очищающая глиняная маска для пор",
        "Vichy Pore Purifying Clay Mask",
      ),
      ml(75),
    ),
    shortDescription: t(
      "Mască cu argilă albă care curăță porii și reduce luciul, cu apă vulcanică Vichy și aloe vera.",
      "Маска с белой глиной очищает поры и уменьшает блеск: вулканическая вода Vichy и алоэ вера.",
      "A white clay mask that clears pores and reduces shine, with Vichy volcanic water and aloe vera.",
    ),
    description: desc(
      t(
        "Caolinul și bentonitul absorb excesul de sebum, iar alantoina și aloe vera calmează pielea, astfel încât după clătire nu apare senzația de strângere. Porii sunt mai curați și mai puțin vizibili.",
        "Каолин и бентонит впитывают излишки себума, а аллантоин и алоэ вера успокаивают кожу, поэтому после смывания нет ощущения стянутости. Поры становятся чище и менее заметными.",
        "Kaolin and bentonite absorb excess oil, while allantoin and aloe vera calm the skin so it doesn't feel tight after rinsing. Pores look cleaner and less visible.",
      ),
      [
        [
          "ing",
          t(
            "caolin, bentonit, alantoină, aloe vera, apă vulcanică Vichy",
            "каолин, бентонит, аллантоин, алоэ вера, вулканическая вода Vichy",
            "kaolin, bentonite, allantoin, aloe vera, Vichy volcanic water",
          ),
        ],
        ["skin", t("grasă și mixtă", "жирная и комбинированная", "oily and combination")],
        [
          "use",
          t(
            "aplicați pe fața curată, evitând zona ochilor, lăsați 5 minute și clătiți; de 2 ori pe săptămână",
            "нанесите на чистое лицо, избегая области глаз, оставьте на 5 минут и смойте; 2 раза в неделю",
            "apply to a clean face avoiding the eye area, leave for 5 minutes and rinse; twice a week",
          ),
        ],
        ["vol", ml(75)],
      ],
    ),
    price: 349,
    stock: [4],
    weightGr: 110,
    specs: { "skin-type": ["oily", "combination"], concern: ["pores"], volume: band(75) },
    art: { shape: "tube", color: "#D9E4EC" },
    addedDaysAgo: 125,
    similar: ["FB-1038"],
  }),
);

// Sun care

const aveneSpf50 = (
  code: string,
  kind: "cream" | "spray",
  size: number,
  price: number,
  extra: Extra,
): ProductSeed => {
  const spray = kind === "spray";
  return product({
    code,
    categories: ["sun-care"],
    brand: "avene",
    title: sized(
      spray
        ? t(
            "Avène Spray cu protecție foarte ridicată SPF 50+",
            "Avène Спрей с очень высокой защитой SPF 50+",
            "Avène Very High Protection Spray SPF 50+",
          )
        : t(
            "Avène Cremă cu protecție foarte ridicată SPF 50+",
            "Avène Крем с очень высокой защитой SPF 50+",
            "Avène Very High Protection Cream SPF 50+",
          ),
      ml(size),
    ),
    shortDescription: spray
      ? t(
          "Spray rezistent la apă pentru față și corp, pentru pielea sensibilă, inclusiv a copiilor de la 3 ani.",
          "Водостойкий спрей для лица и тела для чувствительной кожи, в том числе детей старше 3 лет.",
          "A water-resistant spray for face and body, for sensitive skin including children over 3.",
        )
      : t(
          "Cremă de protecție solară pentru fața cu pielea sensibilă, uscată sau normală.",
          "Солнцезащитный крем для чувствительной сухой или нормальной кожи лица.",
          "A face sunscreen cream for sensitive dry or normal skin.",
        ),
    description: desc(
      t(
        "Filtrele TriAsorB oferă protecție largă împotriva razelor UVA, UVB și a luminii albastre, iar apa termală Avène calmează pielea sensibilă. Formula este rezistentă la apă și nu lasă urme albe.",
        "Фильтры TriAsorB обеспечивают широкую защиту от UVA-, UVB-лучей и синего света, а термальная вода Avène успокаивает чувствительную кожу. Водостойкая формула не оставляет белых следов.",
        "TriAsorB filters provide broad protection against UVA, UVB and blue light, while Avène Thermal Spring Water soothes sensitive skin. The water-resistant formula leaves no white cast.",
      ),
      [
        [
          "ing",
          t(
            "filtre TriAsorB, apă termală Avène, pre-tocoferol",
            "фильтры TriAsorB, термальная вода Avène, претокоферол",
            "TriAsorB filters, Avène Thermal Spring Water, pre-tocopheryl",
          ),
        ],
        [
          "skin",
          spray
            ? t("sensibilă, față și corp", "чувствительная, лицо и тело", "sensitive, face and body")
            : t(
                "sensibilă, normală spre uscată",
                "чувствительная, нормальная и сухая",
                "sensitive, normal to dry",
              ),
        ],
        [
          "use",
          t(
            "aplicați generos înainte de expunerea la soare și reaplicați la fiecare 2 ore și după baie",
            "наносите обильно перед выходом на солнце и обновляйте каждые 2 часа и после купания",
            "apply generously before sun exposure and reapply every 2 hours and after swimming",
          ),
        ],
        ["vol", ml(size)],
      ],
    ),
    price,
    stock: [0],
    weightGr: Math.round(size * 1.2) + 20,
    specs: {
      "skin-type": spray ? ["sensitive", "all"] : ["sensitive", "normal", "dry"],
      volume: band(size),
      spf: "spf-50",
    },
    art: { shape: spray ? "spray" : "tube", color: "#F39200" },
    ...extra,
  });
};

products.push(
  product({
    code: "FB-1043",
    categories: ["sun-care"],
    brand: "bioderma",
    title: sized(
      t(
        "Bioderma Photoderm Aquafluide SPF 50+ Fluid invizibil",
        "Bioderma Photoderm Aquafluide SPF 50+ Невидимый флюид",
        "Bioderma Photoderm Aquafluide SPF 50+ Invisible Fluid",
      ),
      ml(40),
    ),
    shortDescription: t(
      "Fluid ultraușor cu efect mat și protecție foarte ridicată pentru pielea sensibilă.",
      "Ультралёгкий матирующий флюид с очень высокой защитой для чувствительной кожи.",
      "An ultra-light, matte fluid with very high protection for sensitive skin.",
    ),
    description: desc(
      t(
        "Textura apoasă dispare instantaneu pe piele, fără urme albe și fără luciu, și se potrivește perfect sub machiaj. Brevetul Cellular Bioprotection protejează celulele pielii de efectele soarelui.",
        "Водянистая текстура мгновенно исчезает на коже без белых следов и блеска и идеально ложится под макияж. Запатентованная технология Cellular Bioprotection защищает клетки кожи от воздействия солнца.",
        "The watery texture vanishes instantly with no white cast or shine and is perfect under make-up. The patented Cellular Bioprotection technology protects skin cells from sun damage.",
      ),
      [
        [
          "ing",
          t(
            "filtre UVA/UVB, Cellular Bioprotection, Fluidactiv",
            "фильтры UVA/UVB, Cellular Bioprotection, Fluidactiv",
            "UVA/UVB filters, Cellular Bioprotection, Fluidactiv",
          ),
        ],
        [
          "skin",
          t(
            "sensibilă, normală spre mixtă",
            "чувствительная, нормальная и комбинированная",
            "sensitive, normal to combination",
          ),
        ],
        [
          "use",
          t(
            "agitați, aplicați pe față înainte de expunere și reaplicați des",
            "встряхните, нанесите на лицо перед выходом на солнце и регулярно обновляйте",
            "shake, apply to the face before sun exposure and reapply often",
          ),
        ],
        ["vol", ml(40)],
      ],
    ),
    price: 379,
    oldPrice: 429,
    stock: [15],
    weightGr: 70,
    specs: {
      "skin-type": ["sensitive", "normal", "combination"],
      volume: band(40),
      finish: "matte",
      spf: "spf-50",
    },
    art: { shape: "bottle", color: "#F28C28" },
    loyaltyGive: 19,
    sortPriority: 8,
    addedDaysAgo: 60,
    similar: ["FB-1044", "FB-1049"],
  }),
  product({
    code: "FB-1044",
    categories: ["sun-care"],
    brand: "la-roche-posay",
    title: sized(
      t(
        "La Roche-Posay Anthelios UVMune 400 Fluid invizibil SPF 50+",
        "La Roche-Posay Anthelios UVMune 400 Невидимый флюид SPF 50+",
        "La Roche-Posay Anthelios UVMune 400 Invisible Fluid SPF 50+",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Fluid invizibil cu filtrul Mexoryl 400, care protejează și de razele UVA ultralungi.",
      "Невидимый флюид с фильтром Mexoryl 400, защищающий в том числе от ультрадлинных лучей UVA.",
      "An invisible fluid with the Mexoryl 400 filter, protecting even against ultra-long UVA rays.",
    ),
    description: desc(
      t(
        "Cea mai avansată protecție a mărcii: filtrul Mexoryl 400 blochează razele UVA ultralungi, responsabile de petele pigmentare și îmbătrânirea prematură. Fluidul este rezistent la apă, transpirație și nisip și nu înțeapă ochii.",
        "Самая передовая защита бренда: фильтр Mexoryl 400 блокирует ультрадлинные лучи UVA, вызывающие пигментацию и преждевременное старение. Флюид устойчив к воде, поту и песку и не щиплет глаза.",
        "The brand's most advanced protection: the Mexoryl 400 filter blocks ultra-long UVA rays that cause dark spots and premature ageing. The fluid resists water, sweat and sand and doesn't sting the eyes.",
      ),
      [
        [
          "ing",
          t(
            "Mexoryl 400, tehnologia Netlock, apă termală La Roche-Posay",
            "Mexoryl 400, технология Netlock, термальная вода La Roche-Posay",
            "Mexoryl 400, Netlock technology, La Roche-Posay thermal spring water",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, inclusiv sensibilă",
            "все типы, в том числе чувствительная",
            "all skin types, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "agitați, aplicați generos pe față înainte de expunere și reaplicați la fiecare 2 ore",
            "встряхните, обильно нанесите на лицо перед выходом на солнце и обновляйте каждые 2 часа",
            "shake, apply generously to the face before sun exposure and reapply every 2 hours",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 479,
    stock: [21],
    weightGr: 80,
    specs: {
      "skin-type": ["all", "sensitive"],
      concern: ["pigmentation"],
      volume: band(50),
      finish: "natural",
      spf: "spf-50",
    },
    art: { shape: "bottle", color: "#F7A600" },
    loyaltyGive: 24,
    sortPriority: 10,
    addedDaysAgo: 40,
    similar: ["FB-1043", "FB-1049"],
    compatible: ["FB-1016"],
  }),
  product({
    code: "FB-1045",
    categories: ["sun-care"],
    brand: "la-roche-posay",
    title: sized(
      t(
        "La Roche-Posay Anthelios Oil Correct Gel-cremă SPF 50+",
        "La Roche-Posay Anthelios Oil Correct Гель-крем SPF 50+",
        "La Roche-Posay Anthelios Oil Correct Gel-Cream SPF 50+",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Protecție solară matifiantă cu niacinamidă pentru pielea grasă, cu imperfecțiuni și urme post-acneice.",
      "Матирующая солнцезащита с ниацинамидом для жирной кожи с несовершенствами и следами постакне.",
      "A mattifying sunscreen with niacinamide for oily skin with blemishes and post-acne marks.",
    ),
    description: desc(
      t(
        "Gel-crema controlează luciul până la 8 ore, iar niacinamida reduce vizibil urmele lăsate de imperfecțiuni. Textura ușoară nu încarcă porii și rămâne invizibilă sub machiaj.",
        "Гель-крем контролирует блеск до 8 часов, а ниацинамид заметно уменьшает следы от высыпаний. Лёгкая текстура не забивает поры и незаметна под макияжем.",
        "The gel-cream controls shine for up to 8 hours, while niacinamide visibly fades marks left by blemishes. The light texture won't clog pores and stays invisible under make-up.",
      ),
      [
        [
          "ing",
          t(
            "niacinamidă, Airlicium, filtre UVA/UVB",
            "ниацинамид, Airlicium, фильтры UVA/UVB",
            "niacinamide, Airlicium, UVA/UVB filters",
          ),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu tendință acneică",
            "жирная и комбинированная, склонная к акне",
            "oily and combination, acne-prone",
          ),
        ],
        [
          "use",
          t(
            "dimineața, ca ultim pas al îngrijirii; reaplicați la expunerea prelungită",
            "утром последним шагом ухода; при длительном пребывании на солнце обновляйте",
            "in the morning as the last skincare step; reapply during prolonged exposure",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 489,
    stock: [7],
    weightGr: 80,
    specs: {
      "skin-type": ["oily", "combination"],
      concern: ["blemishes", "pigmentation"],
      volume: band(50),
      finish: "matte",
      spf: "spf-50",
    },
    art: { shape: "tube", color: "#F9B233" },
    addedDaysAgo: 35,
    compatible: ["FB-1028"],
    similar: ["FB-1043"],
  }),
  aveneSpf50("FB-1046", "cream", 50, 419, { stock: [10], addedDaysAgo: 300, similar: ["FB-1044"] }),
  aveneSpf50("FB-1047", "spray", 200, 559, {
    oldPrice: 629,
    stock: [5],
    addedDaysAgo: 50,
    similar: ["FB-1048"],
    associated: ["FB-1046"],
  }),
  product({
    code: "FB-1048",
    categories: ["sun-care"],
    brand: "garnier",
    title: sized(
      t(
        "Garnier Ambre Solaire Sensitive Advanced Spray SPF 50+",
        "Garnier Ambre Solaire Sensitive Advanced Спрей SPF 50+",
        "Garnier Ambre Solaire Sensitive Advanced Spray SPF 50+",
      ),
      ml(200),
    ),
    shortDescription: t(
      "Spray hipoalergenic pentru corp, cu protecție foarte ridicată și fără parfum.",
      "Гипоаллергенный спрей для тела с очень высокой защитой и без отдушек.",
      "A hypoallergenic body spray with very high protection and no fragrance.",
    ),
    description: desc(
      t(
        "Formula a fost creată pentru pielea deschisă la culoare și sensibilă la soare. Spray-ul se întinde ușor, se absoarbe rapid și este rezistent la apă, fiind ideal pentru plajă și piscină.",
        "Формула создана для светлой кожи, чувствительной к солнцу. Спрей легко распределяется, быстро впитывается и устойчив к воде — идеален для пляжа и бассейна.",
        "The formula is designed for fair, sun-sensitive skin. The spray spreads easily, absorbs quickly and is water-resistant, ideal for the beach and the pool.",
      ),
      [
        [
          "ing",
          t(
            "filtre UVA/UVB fotostabile, glicerină",
            "фотостабильные фильтры UVA/UVB, глицерин",
            "photostable UVA/UVB filters, glycerin",
          ),
        ],
        ["skin", t("deschisă la culoare și sensibilă", "светлая и чувствительная", "fair and sensitive")],
        [
          "use",
          t(
            "pulverizați generos pe corp înainte de expunere și reaplicați după baie",
            "обильно распылите на тело перед выходом на солнце и обновляйте после купания",
            "spray generously on the body before sun exposure and reapply after swimming",
          ),
        ],
        ["vol", ml(200)],
      ],
    ),
    price: 249,
    oldPrice: 299,
    stock: [26],
    weightGr: 240,
    specs: { "skin-type": ["sensitive", "all"], volume: band(200), spf: "spf-50" },
    art: { shape: "spray", color: "#F6C343" },
    addedDaysAgo: 45,
    similar: ["FB-1047"],
  }),
  product({
    code: "FB-1049",
    categories: ["sun-care"],
    brand: "vichy",
    title: sized(
      t(
        "Vichy Capital Soleil UV-Age Daily Fluid SPF 50+",
        "Vichy Capital Soleil UV-Age Daily Флюид SPF 50+",
        "Vichy Capital Soleil UV-Age Daily Fluid SPF 50+",
      ),
      ml(40),
    ),
    shortDescription: t(
      "Fluid zilnic cu SPF 50+ și niacinamidă care previne fotoîmbătrânirea și petele.",
      "Ежедневный флюид с SPF 50+ и ниацинамидом для профилактики фотостарения и пигментации.",
      "A daily SPF 50+ fluid with niacinamide that helps prevent photoageing and dark spots.",
    ),
    description: desc(
      t(
        "Textura apoasă, aproape ca apa, se absoarbe instantaneu și lasă un finisaj natural, fără urme albe. Niacinamida și peptidele ajută la prevenirea ridurilor și a petelor cauzate de soare.",
        "Водянистая текстура мгновенно впитывается и даёт естественный финиш без белых следов. Ниацинамид и пептиды помогают предотвратить морщины и пигментацию, вызванные солнцем.",
        "The water-like texture absorbs instantly and leaves a natural finish with no white cast. Niacinamide and peptides help prevent sun-induced wrinkles and dark spots.",
      ),
      [
        [
          "ing",
          t(
            "filtre Mexoryl, niacinamidă, peptide, apă vulcanică Vichy",
            "фильтры Mexoryl, ниацинамид, пептиды, вулканическая вода Vichy",
            "Mexoryl filters, niacinamide, peptides, Vichy volcanic water",
          ),
        ],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "agitați și aplicați dimineața pe față și gât, ca ultim pas al îngrijirii",
            "встряхните и нанесите утром на лицо и шею последним шагом ухода",
            "shake and apply in the morning to the face and neck as the last skincare step",
          ),
        ],
        ["vol", ml(40)],
      ],
    ),
    price: 449,
    stock: [0],
    weightGr: 70,
    specs: {
      "skin-type": ["all"],
      concern: ["anti-aging", "pigmentation"],
      volume: band(40),
      finish: "natural",
      spf: "spf-50",
    },
    art: { shape: "bottle", color: "#E46C1A" },
    addedDaysAgo: 15,
    similar: ["FB-1044", "FB-1026"],
  }),
  product({
    code: "FB-1050",
    categories: ["sun-care", "k-beauty"],
    brand: "klairs",
    title: sized(
      t(
        "Klairs Soft Airy UV Essence SPF 50+ PA++++ Esență de protecție solară",
        "Klairs Soft Airy UV Essence SPF 50+ PA++++ Солнцезащитная эссенция",
        "Klairs Soft Airy UV Essence SPF 50+ PA++++",
      ),
      gr(80),
    ),
    shortDescription: t(
      "Protecție solară coreeană cu textură de esență, ușoară și fără urme albe.",
      "Корейская солнцезащитная эссенция — лёгкая и без белых следов.",
      "A Korean sunscreen with an essence texture, light and free of white cast.",
    ),
    description: desc(
      t(
        "Textura fluidă se întinde ușor și se absoarbe ca o cremă hidratantă, așa că protecția solară devine un pas plăcut al rutinei zilnice. Extractele vegetale calmează pielea, iar finisajul natural se potrivește sub machiaj.",
        "Флюидная текстура легко распределяется и впитывается как увлажняющий крем, поэтому солнцезащита становится приятным шагом ежедневного ухода. Растительные экстракты успокаивают кожу, а естественный финиш подходит под макияж.",
        "The fluid texture spreads easily and absorbs like a moisturiser, making sun protection a pleasant daily step. Plant extracts calm the skin, and the natural finish works under make-up.",
      ),
      [
        [
          "ing",
          t(
            "filtre UVA/UVB, extract de centella asiatica, acid hialuronic",
            "фильтры UVA/UVB, экстракт центеллы азиатской, гиалуроновая кислота",
            "UVA/UVB filters, centella asiatica extract, hyaluronic acid",
          ),
        ],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "aplicați dimineața pe față ca ultim pas și reaplicați în timpul zilei",
            "наносите утром на лицо последним шагом и обновляйте в течение дня",
            "apply in the morning to the face as the last step and reapply during the day",
          ),
        ],
        ["weight", gr(80)],
      ],
    ),
    price: 319,
    stock: [11],
    weightGr: 120,
    specs: {
      "skin-type": ["all"],
      concern: ["hydration"],
      volume: band(80),
      finish: "radiant",
      spf: "spf-50",
    },
    art: { shape: "tube", color: "#B9D9EB" },
    addedDaysAgo: 25,
    similar: ["FB-1043"],
  }),
);

// Make-up: face

const same = (s: string): Localized => t(s, s, s);

const fitMe = (code: string, shade: string, extra: Extra) =>
  product({
    code,
    categories: ["makeup-face"],
    brand: "maybelline",
    title: sized(
      sized(
        t(
          "Maybelline Fit Me Matte + Poreless Fond de ten",
          "Maybelline Fit Me Matte + Poreless Тональный крем",
          "Maybelline Fit Me Matte + Poreless Foundation",
        ),
        same(shade),
      ),
      ml(30),
    ),
    shortDescription: t(
      "Fond de ten matifiant cu acoperire medie, care estompează porii și controlează luciul.",
      "Матирующий тональный крем средней плотности, который скрывает поры и контролирует блеск.",
      "A mattifying medium-coverage foundation that blurs pores and controls shine.",
    ),
    description: desc(
      t(
        "Formula ușoară se contopește cu tenul și lasă un finisaj mat natural, fără efect de mască. Micro-pulberile absorb sebumul, astfel încât pielea rămâne proaspătă până la 12 ore.",
        "Лёгкая формула сливается с кожей и даёт естественный матовый финиш без эффекта маски. Микропудры впитывают себум, и кожа остаётся свежей до 12 часов.",
        "The lightweight formula melts into the skin for a natural matte finish with no mask effect. Micro-powders absorb oil, so skin stays fresh for up to 12 hours.",
      ),
      [
        [
          "ing",
          t(
            "micro-pulberi absorbante, argilă",
            "абсорбирующие микропудры, глина",
            "oil-absorbing micro-powders, clay",
          ),
        ],
        ["skin", t("normală spre grasă", "нормальная и жирная", "normal to oily")],
        [
          "use",
          t(
            "aplicați din centrul feței spre exterior cu buretele, pensula sau degetele",
            "распределите от центра лица к периферии спонжем, кистью или пальцами",
            "blend from the centre of the face outwards with a sponge, brush or fingers",
          ),
        ],
        ["shade", same(shade)],
        ["vol", ml(30)],
      ],
    ),
    price: 189,
    stock: [0],
    weightGr: 60,
    specs: {
      "skin-type": ["normal", "oily", "combination"],
      concern: ["pores"],
      volume: band(30),
      finish: "matte",
    },
    art: { shape: "bottle", color: "#D9A98A" },
    ...extra,
  });

products.push(
  fitMe("FB-1051", "110 Porcelain", {
    stock: [7],
    addedDaysAgo: 280,
    art: { shape: "bottle", color: "#F1D3BE" },
    similar: ["FB-1052", "FB-1056"],
  }),
  fitMe("FB-1052", "120 Classic Ivory", {
    oldPrice: 229,
    stock: [12],
    loyaltyGive: 9,
    sortPriority: 7,
    addedDaysAgo: 280,
    art: { shape: "bottle", color: "#E8C3A6" },
    similar: ["FB-1051", "FB-1053"],
    associated: ["FB-1055", "FB-1058"],
  }),
  fitMe("FB-1053", "220 Natural Beige", {
    stock: [2],
    addedDaysAgo: 280,
    art: { shape: "bottle", color: "#CFA07E" },
    similar: ["FB-1052"],
  }),
  product({
    code: "FB-1054",
    categories: ["makeup-face"],
    brand: "loreal-paris",
    title: sized(
      sized(
        t(
          "L'Oréal Paris Infaillible 32H Fresh Wear Fond de ten SPF 25",
          "L'Oréal Paris Infaillible 32H Fresh Wear Тональный крем SPF 25",
          "L'Oréal Paris Infaillible 32H Fresh Wear Foundation SPF 25",
        ),
        same("130 True Beige"),
      ),
      ml(30),
    ),
    shortDescription: t(
      "Fond de ten rezistent, cu acoperire medie spre completă, care lasă pielea să respire.",
      "Стойкий тональный крем средней и высокой плотности, который позволяет коже дышать.",
      "A long-wear, medium-to-full coverage foundation that lets the skin breathe.",
    ),
    description: desc(
      t(
        "Textura fluidă, ușoară ca aerul, rezistă la căldură, transpirație și transfer, menținând un finisaj mat proaspăt toată ziua. Protecția SPF 25 este un bonus util pentru orașul însorit.",
        "Лёгкая, как воздух, флюидная текстура устойчива к жаре, поту и переносу и сохраняет свежий матовый финиш весь день. Защита SPF 25 — полезный бонус для солнечного города.",
        "The airy fluid texture resists heat, sweat and transfer, keeping a fresh matte finish all day. SPF 25 is a useful bonus for sunny city days.",
      ),
      [
        [
          "ing",
          t(
            "pigmenți cu rezistență îndelungată, vitamina C, filtre SPF 25",
            "стойкие пигменты, витамин C, фильтры SPF 25",
            "long-wear pigments, vitamin C, SPF 25 filters",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, mai ales mixtă",
            "все типы, особенно комбинированная",
            "all skin types, especially combination",
          ),
        ],
        [
          "use",
          t(
            "agitați și aplicați o cantitate mică, construind acoperirea în straturi",
            "встряхните и нанесите небольшое количество, наращивая плотность слоями",
            "shake and apply a small amount, building coverage in layers",
          ),
        ],
        ["shade", same("130 True Beige")],
        ["vol", ml(30)],
      ],
    ),
    price: 279,
    oldPrice: 329,
    stock: [9],
    weightGr: 75,
    specs: { "skin-type": ["all", "combination"], volume: band(30), finish: "matte", spf: "spf-15-25" },
    art: { shape: "bottle", color: "#D8A887" },
    addedDaysAgo: 130,
    similar: ["FB-1056", "FB-1052"],
  }),
  product({
    code: "FB-1055",
    categories: ["makeup-face"],
    brand: "maybelline",
    title: sized(
      sized(
        t(
          "Maybelline Instant Anti-Age Eraser Corector",
          "Maybelline Instant Anti-Age Eraser Консилер",
          "Maybelline Instant Anti-Age Eraser Concealer",
        ),
        same("01 Light"),
      ),
      ml(6.8),
    ),
    shortDescription: t(
      "Corector cu aplicator-burete care maschează cearcănele și semnele de oboseală.",
      "Консилер со спонжем-аппликатором скрывает тёмные круги и признаки усталости.",
      "A concealer with a sponge applicator that hides dark circles and signs of fatigue.",
    ),
    description: desc(
      t(
        "Aplicatorul-burete încorporat distribuie exact cantitatea necesară și estompează corectorul fără dungi. Formula cremoasă luminează zona de sub ochi și nu se adună în liniile fine.",
        "Встроенный спонж дозирует ровно нужное количество средства и растушёвывает консилер без полос. Кремовая формула осветляет зону под глазами и не забивается в мелкие морщинки.",
        "The built-in sponge dispenses just the right amount and blends without streaks. The creamy formula brightens the under-eye area and doesn't settle into fine lines.",
      ),
      [
        ["ing", t("extract de goji, Haloxyl", "экстракт ягод годжи, Haloxyl", "goji berry extract, Haloxyl")],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "răsuciți inelul până apare produsul pe burete, aplicați sub ochi și estompați",
            "поверните кольцо, чтобы средство появилось на спонже, нанесите под глаза и растушуйте",
            "twist the ring until product appears on the sponge, apply under the eyes and blend",
          ),
        ],
        ["shade", same("01 Light")],
        ["vol", ml(6.8)],
      ],
    ),
    price: 179,
    stock: [16],
    weightGr: 25,
    specs: { "skin-type": ["all"], volume: band(6.8), finish: "natural" },
    art: { shape: "tube", color: "#E9C9B0" },
    loyaltyGive: 9,
    addedDaysAgo: 240,
    associated: ["FB-1052"],
  }),
  product({
    code: "FB-1056",
    categories: ["makeup-face"],
    brand: "nyx",
    title: sized(
      sized(
        t(
          "NYX Professional Makeup Can't Stop Won't Stop Fond de ten",
          "NYX Professional Makeup Can't Stop Won't Stop Тональная основа",
          "NYX Professional Makeup Can't Stop Won't Stop Foundation",
        ),
        same("Light Ivory"),
      ),
      ml(30),
    ),
    shortDescription: t(
      "Fond de ten cu acoperire completă și rezistență de 24 de ore, cu finisaj mat.",
      "Тональная основа с плотным покрытием и стойкостью 24 часа, матовый финиш.",
      "A full-coverage foundation with 24-hour wear and a matte finish.",
    ),
    description: desc(
      t(
        "Fondul de ten acoperă roșeața și imperfecțiunile dintr-un singur strat și nu se transferă pe haine sau mască. Este disponibil într-o gamă largă de nuanțe și subtonuri.",
        "Основа скрывает покраснения и несовершенства одним слоем и не отпечатывается на одежде. Доступна в широкой палитре оттенков и подтонов.",
        "The foundation covers redness and blemishes in a single layer and doesn't transfer onto clothes. It comes in a wide range of shades and undertones.",
      ),
      [
        [
          "ing",
          t(
            "pigmenți cu acoperire mare, pulberi matifiante",
            "пигменты с высокой укрывистостью, матирующие пудры",
            "high-coverage pigments, mattifying powders",
          ),
        ],
        [
          "skin",
          t(
            "normală, mixtă și grasă",
            "нормальная, комбинированная и жирная",
            "normal, combination and oily",
          ),
        ],
        [
          "use",
          t(
            "agitați, aplicați câte puțin și estompați rapid, deoarece formula se fixează repede",
            "встряхните, наносите понемногу и быстро растушёвывайте — формула быстро фиксируется",
            "shake, apply a little at a time and blend quickly, as the formula sets fast",
          ),
        ],
        ["shade", same("Light Ivory")],
        ["vol", ml(30)],
      ],
    ),
    price: 249,
    stock: [8],
    weightGr: 70,
    specs: { "skin-type": ["normal", "combination", "oily"], volume: band(30), finish: "matte" },
    art: { shape: "bottle", color: "#E3BFA2" },
    addedDaysAgo: 160,
    similar: ["FB-1054"],
    associated: ["FB-1058"],
  }),
  product({
    code: "FB-1057",
    categories: ["makeup-face"],
    brand: "lancome",
    title: sized(
      sized(
        t(
          "Lancôme Teint Idole Ultra Wear Fond de ten",
          "Lancôme Teint Idole Ultra Wear Тональный крем",
          "Lancôme Teint Idole Ultra Wear Foundation",
        ),
        same("220C"),
      ),
      ml(30),
    ),
    shortDescription: t(
      "Fond de ten de lux cu rezistență de 24 de ore și finisaj mat-catifelat.",
      "Люксовый тональный крем со стойкостью 24 часа и бархатисто-матовым финишем.",
      "A luxury foundation with 24-hour wear and a soft matte finish.",
    ),
    description: desc(
      t(
        "Unul dintre cele mai cunoscute fonduri de ten din lume: acoperă uniform, nu se oxidează și rămâne impecabil de dimineața până seara. Formula conține ingrediente îngrijitoare care mențin confortul pielii.",
        "Один из самых известных тональных кремов в мире: ровно покрывает, не окисляется и остаётся безупречным с утра до вечера. Формула содержит ухаживающие компоненты, сохраняющие комфорт кожи.",
        "One of the world's best-known foundations: it covers evenly, doesn't oxidise and stays flawless from morning to night. The formula includes caring ingredients that keep skin comfortable.",
      ),
      [
        [
          "ing",
          t(
            "pigmenți cu rezistență îndelungată, glicerină, acid hialuronic",
            "стойкие пигменты, глицерин, гиалуроновая кислота",
            "long-wear pigments, glycerin, hyaluronic acid",
          ),
        ],
        ["skin", t("toate tipurile", "все типы", "all skin types")],
        [
          "use",
          t(
            "aplicați cu pensula sau buretele, dinspre centrul feței spre exterior",
            "нанесите кистью или спонжем от центра лица к периферии",
            "apply with a brush or sponge from the centre of the face outwards",
          ),
        ],
        ["shade", same("220C")],
        ["vol", ml(30)],
      ],
    ),
    price: 899,
    oldPrice: 1049,
    stock: [3],
    weightGr: 120,
    specs: { "skin-type": ["all"], volume: band(30), finish: "matte" },
    art: { shape: "bottle", color: "#CDA185" },
    loyaltyGive: 45,
    addedDaysAgo: 220,
    similar: ["FB-1054"],
  }),
  product({
    code: "FB-1058",
    categories: ["makeup-face"],
    brand: "nyx",
    title: sized(
      t(
        "NYX Professional Makeup Spray de fixare a machiajului Matte Finish",
        "NYX Professional Makeup Фиксирующий спрей для макияжа Matte Finish",
        "NYX Professional Makeup Matte Finish Setting Spray",
      ),
      ml(60),
    ),
    shortDescription: t(
      "Spray ușor care fixează machiajul și îi dă un finisaj mat pentru toată ziua.",
      "Лёгкий спрей фиксирует макияж и придаёт ему матовый финиш на весь день.",
      "A light spray that sets make-up with a matte finish for the whole day.",
    ),
    description: desc(
      t(
        "Ultimul pas al machiajului: o ceață fină care fixează fondul de ten, pudra și fardul de obraz și reduce luciul zonei T. Formula nu lasă pete și nu strică machiajul.",
        "Финальный шаг макияжа: мелкодисперсный спрей фиксирует тональный крем, пудру и румяна и уменьшает блеск Т-зоны. Формула не оставляет пятен и не портит макияж.",
        "The final make-up step: a fine mist that sets foundation, powder and blush and reduces T-zone shine. It leaves no spots and won't disturb your make-up.",
      ),
      [
        [
          "ing",
          t(
            "polimeri de fixare, extract de ceai verde",
            "фиксирующие полимеры, экстракт зелёного чая",
            "setting polymers, green tea extract",
          ),
        ],
        [
          "skin",
          t("toate tipurile, mai ales grasă", "все типы, особенно жирная", "all skin types, especially oily"),
        ],
        [
          "use",
          t(
            "țineți flaconul la 20–25 cm de față și pulverizați în formă de X și T",
            "держите флакон в 20–25 см от лица и распылите движениями в форме X и T",
            "hold 20–25 cm from the face and mist in an X and T shape",
          ),
        ],
        ["vol", ml(60)],
      ],
    ),
    price: 169,
    stock: [14],
    weightGr: 80,
    specs: { "skin-type": ["all", "oily"], volume: band(60), finish: "matte" },
    art: { shape: "spray", color: "#3C3C3C" },
    addedDaysAgo: 100,
    compatible: ["FB-1056", "FB-1052"],
  }),
);

// Make-up: eyes

const mascaraUse = t(
  "aplicați de la rădăcina genelor spre vârfuri, cu mișcări în zigzag; adăugați straturi pentru mai mult volum",
  "наносите от корней к кончикам ресниц зигзагообразными движениями; для большего объёма добавьте слои",
  "apply from the roots to the tips of the lashes with a zigzag motion; add coats for more volume",
);
const eyesSkin = t(
  "potrivit și pentru ochii sensibili și purtătorii de lentile de contact",
  "подходит для чувствительных глаз и тех, кто носит контактные линзы",
  "suitable for sensitive eyes and contact lens wearers",
);

products.push(
  product({
    code: "FB-1059",
    categories: ["makeup-eyes"],
    brand: "maybelline",
    title: sized(
      t(
        "Maybelline Lash Sensational Sky High Mascara, Very Black",
        "Maybelline Lash Sensational Sky High Тушь для ресниц, Very Black",
        "Maybelline Lash Sensational Sky High Mascara, Very Black",
      ),
      ml(7.2),
    ),
    shortDescription: t(
      "Mascara pentru lungime extremă și volum, cu peria flexibilă care ajunge la fiecare geană.",
      "Тушь для экстремальной длины и объёма с гибкой щёточкой, прокрашивающей каждую ресничку.",
      "A mascara for sky-high length and volume with a flexible brush that reaches every lash.",
    ),
    description: desc(
      t(
        "Peria Flex Tower se îndoaie pentru a separa și alungi genele de la rădăcină, chiar și pe cele mai scurte din colțurile ochilor. Formula cu fibre nu se aglomerează și rezistă toată ziua.",
        "Щёточка Flex Tower изгибается, разделяя и удлиняя ресницы от самых корней, даже самые короткие во внешних уголках глаз. Формула с волокнами не комкуется и держится весь день.",
        "The Flex Tower brush bends to separate and lengthen lashes from the root, even the shortest ones in the corners. The fibre formula doesn't clump and lasts all day.",
      ),
      [
        [
          "ing",
          t(
            "extract de bambus, fibre de alungire",
            "экстракт бамбука, удлиняющие волокна",
            "bamboo extract, lengthening fibres",
          ),
        ],
        ["skin", eyesSkin],
        ["use", mascaraUse],
        ["vol", ml(7.2)],
      ],
    ),
    price: 199,
    oldPrice: 239,
    stock: [33],
    weightGr: 30,
    specs: { finish: "natural" },
    art: { shape: "tube", color: "#E96A8D" },
    loyaltyGive: 10,
    sortPriority: 10,
    addedDaysAgo: 260,
    similar: ["FB-1060", "FB-1062"],
    associated: ["FB-1063"],
  }),
  product({
    code: "FB-1060",
    categories: ["makeup-eyes"],
    brand: "loreal-paris",
    title: sized(
      t(
        "L'Oréal Paris Lash Paradise Mascara, Black",
        "L'Oréal Paris Lash Paradise Тушь для ресниц, Black",
        "L'Oréal Paris Lash Paradise Mascara, Black",
      ),
      ml(6.4),
    ),
    shortDescription: t(
      "Mascara pentru volum și lungime, cu perie moale și formulă îmbogățită cu uleiuri.",
      "Тушь для объёма и длины с мягкой щёточкой и формулой, обогащённой маслами.",
      "A volumising, lengthening mascara with a soft brush and an oil-enriched formula.",
    ),
    description: desc(
      t(
        "Peria cu peste 200 de fire moi îmbracă fiecare geană, pentru un efect de gene false fără aglomerare. Uleiurile de ricin și de trandafir fac genele mai moi și mai flexibile.",
        "Щёточка с более чем 200 мягкими щетинками обволакивает каждую ресницу, создавая эффект накладных ресниц без комочков. Касторовое и розовое масла делают ресницы мягкими и гибкими.",
        "The brush with over 200 soft bristles coats every lash for a false-lash effect without clumps. Castor and rose oils keep lashes soft and flexible.",
      ),
      [
        [
          "ing",
          t("ulei de ricin, ulei de trandafir", "касторовое масло, масло розы", "castor oil, rose oil"),
        ],
        ["skin", eyesSkin],
        ["use", mascaraUse],
        ["vol", ml(6.4)],
      ],
    ),
    price: 189,
    stock: [21],
    weightGr: 30,
    specs: { finish: "natural" },
    art: { shape: "tube", color: "#E8A3B5" },
    addedDaysAgo: 250,
    similar: ["FB-1059"],
  }),
  product({
    code: "FB-1061",
    categories: ["makeup-eyes"],
    brand: "lancome",
    title: sized(
      t(
        "Lancôme Hypnôse Mascara pentru volum, 01 Noir Hypnotic",
        "Lancôme Hypnôse Тушь для объёма, 01 Noir Hypnotic",
        "Lancôme Hypnôse Volume Mascara, 01 Noir Hypnotic",
      ),
      ml(6.2),
    ),
    shortDescription: t(
      "Mascara de lux cu volum modulabil, de la natural la dramatic.",
      "Люксовая тушь с регулируемым объёмом — от естественного до драматичного.",
      "A luxury mascara with buildable volume, from natural to dramatic.",
    ),
    description: desc(
      t(
        "Formula cremoasă permite construirea volumului strat cu strat, fără aglomerări, iar peria cu profil special modelează fiecare geană. Rezistă toată ziua fără să se fărâmițeze.",
        "Кремовая формула позволяет наращивать объём слой за слоем без комочков, а щёточка особого профиля моделирует каждую ресницу. Держится весь день и не осыпается.",
        "The creamy formula lets you build volume coat by coat without clumps, while the specially shaped brush defines every lash. It lasts all day without flaking.",
      ),
      [
        [
          "ing",
          t(
            "ceruri naturale, pigmenți negri intenși",
            "натуральные воски, интенсивные чёрные пигменты",
            "natural waxes, intense black pigments",
          ),
        ],
        ["skin", eyesSkin],
        ["use", mascaraUse],
        ["vol", ml(6.2)],
      ],
    ),
    price: 629,
    stock: [5],
    weightGr: 45,
    specs: { finish: "natural" },
    art: { shape: "tube", color: "#1A1A1A" },
    addedDaysAgo: 330,
    similar: ["FB-1062"],
  }),
  product({
    code: "FB-1062",
    categories: ["makeup-eyes"],
    brand: "lancome",
    title: sized(
      t(
        "Lancôme Lash Idôle Mascara, 01 Glossy Black",
        "Lancôme Lash Idôle Тушь для ресниц, 01 Glossy Black",
        "Lancôme Lash Idôle Mascara, 01 Glossy Black",
      ),
      ml(8),
    ),
    shortDescription: t(
      "Mascara care ridică și alungește genele, separându-le perfect, cu efect de 24 de ore.",
      "Тушь подкручивает и удлиняет ресницы, идеально разделяя их, с эффектом на 24 часа.",
      "A mascara that lifts and lengthens lashes with perfect separation for 24 hours.",
    ),
    description: desc(
      t(
        "Peria curbată cu fire scurte ridică genele de la rădăcină și le separă una câte una, ca într-un evantai. Formula ușoară nu îngreunează genele și le păstrează curbura toată ziua.",
        "Изогнутая щёточка с короткими щетинками приподнимает ресницы от корней и разделяет их одну за другой, как веер. Лёгкая формула не утяжеляет ресницы и сохраняет изгиб весь день.",
        "The curved brush with short bristles lifts lashes from the root and separates them one by one into a fan. The light formula doesn't weigh lashes down and holds the curl all day.",
      ),
      [
        [
          "ing",
          t(
            "polimeri flexibili, ceruri ușoare",
            "гибкие полимеры, лёгкие воски",
            "flexible polymers, lightweight waxes",
          ),
        ],
        ["skin", eyesSkin],
        ["use", mascaraUse],
        ["vol", ml(8)],
      ],
    ),
    price: 589,
    oldPrice: 669,
    stock: [2],
    weightGr: 45,
    specs: { finish: "natural" },
    art: { shape: "tube", color: "#C9A06A" },
    addedDaysAgo: 110,
    similar: ["FB-1061", "FB-1059"],
  }),
  product({
    code: "FB-1063",
    categories: ["makeup-eyes"],
    brand: "nyx",
    title: sized(
      t(
        "NYX Professional Makeup Epic Ink Liner Tuș de ochi, Black",
        "NYX Professional Makeup Epic Ink Liner Подводка для глаз, Black",
        "NYX Professional Makeup Epic Ink Liner, Black",
      ),
      ml(1),
    ),
    shortDescription: t(
      "Tuș lichid rezistent la apă, cu vârf-pensulă fin pentru linii precise și codițe perfecte.",
      "Водостойкая жидкая подводка с тонким кончиком-кисточкой для точных линий и идеальных стрелок.",
      "A waterproof liquid liner with a fine brush tip for precise lines and perfect wings.",
    ),
    description: desc(
      t(
        "Vârful flexibil, ca de pensulă, permite atât linii subțiri, cât și codițe dramatice. Pigmentul negru intens se usucă rapid și nu se întinde, chiar și pe pleoapele grase.",
        "Гибкий кончик-кисточка позволяет рисовать и тонкие линии, и выразительные стрелки. Насыщенный чёрный пигмент быстро высыхает и не растекается даже на жирных веках.",
        "The flexible brush tip draws both fine lines and dramatic wings. The intense black pigment dries quickly and doesn't smudge, even on oily lids.",
      ),
      [
        [
          "ing",
          t(
            "pigment negru intens, formulă rezistentă la apă",
            "насыщенный чёрный пигмент, водостойкая формула",
            "intense black pigment, waterproof formula",
          ),
        ],
        ["skin", eyesSkin],
        [
          "use",
          t(
            "trasați linia de la colțul interior spre exterior, cât mai aproape de gene",
            "проведите линию от внутреннего уголка к внешнему как можно ближе к ресницам",
            "draw the line from the inner to the outer corner as close to the lashes as possible",
          ),
        ],
        ["vol", ml(1)],
      ],
    ),
    price: 169,
    stock: [19],
    weightGr: 15,
    specs: { finish: "matte" },
    art: { shape: "tube", color: "#111111" },
    addedDaysAgo: 190,
    associated: ["FB-1059", "FB-1064"],
  }),
  product({
    code: "FB-1064",
    categories: ["makeup-eyes"],
    brand: "nyx",
    title: sized(
      t(
        "NYX Professional Makeup Ultimate Shadow Palette Warm Neutrals",
        "NYX Professional Makeup Ultimate Shadow Palette Warm Neutrals Палетка теней",
        "NYX Professional Makeup Ultimate Shadow Palette Warm Neutrals",
      ),
      t("16 × 0,83 g", "16 × 0,83 г", "16 × 0.83 g"),
    ),
    shortDescription: t(
      "Paletă de 16 farduri în nuanțe calde de bej, maro și cupru, mate și sidefate.",
      "Палетка из 16 теней в тёплых бежевых, коричневых и медных оттенках — матовых и перламутровых.",
      "A palette of 16 warm beige, brown and copper shadows in matte and shimmer finishes.",
    ),
    description: desc(
      t(
        "Nuanțele neutre calde sunt potrivite atât pentru machiajul de zi, cât și pentru un smoky eye de seară. Pigmenții intenși se estompează ușor și rezistă fără bază.",
        "Тёплые нейтральные оттенки подходят и для дневного макияжа, и для вечернего смоки. Насыщенные пигменты легко растушёвываются и держатся даже без базы.",
        "The warm neutral shades work for both everyday looks and an evening smoky eye. The rich pigments blend easily and last even without a primer.",
      ),
      [
        ["ing", t("pigmenți presați, mică", "прессованные пигменты, слюда", "pressed pigments, mica")],
        ["skin", eyesSkin],
        [
          "use",
          t(
            "aplicați nuanța deschisă pe toată pleoapa, cea medie în pliu și cea închisă la colțul exterior",
            "нанесите светлый оттенок на всё веко, средний — в складку, тёмный — во внешний уголок",
            "apply the light shade over the lid, the mid shade in the crease and the dark one at the outer corner",
          ),
        ],
        ["weight", t("16 × 0,83 g", "16 × 0,83 г", "16 × 0.83 g")],
      ],
    ),
    price: 269,
    stock: [6],
    weightGr: 120,
    specs: {},
    art: { shape: "box", color: "#A0674B" },
    addedDaysAgo: 140,
    associated: ["FB-1063"],
  }),
  product({
    code: "FB-1065",
    categories: ["makeup-eyes"],
    brand: "nyx",
    title: sized(
      t(
        "NYX Professional Makeup Micro Brow Pencil Creion de sprâncene, Taupe",
        "NYX Professional Makeup Micro Brow Pencil Карандаш для бровей, Taupe",
        "NYX Professional Makeup Micro Brow Pencil, Taupe",
      ),
      gr(0.09),
    ),
    shortDescription: t(
      "Creion retractabil cu vârf ultrafin, pentru sprâncene definite fir cu fir.",
      "Выкручивающийся карандаш с ультратонким грифелем для прорисовки бровей волосок к волоску.",
      "A retractable pencil with an ultra-fine tip for hair-like brow strokes.",
    ),
    description: desc(
      t(
        "Vârful de doar 1,5 mm desenează linii fine care imită firele naturale, iar periuța de la capăt estompează culoarea pentru un aspect natural.",
        "Грифель толщиной всего 1,5 мм рисует тонкие линии, имитирующие естественные волоски, а щёточка на другом конце растушёвывает цвет для естественного результата.",
        "The 1.5 mm tip draws fine strokes that mimic natural hairs, and the spoolie on the other end blends the colour for a natural look.",
      ),
      [
        ["ing", t("ceruri, pigmenți mați", "воски, матовые пигменты", "waxes, matte pigments")],
        ["skin", t("pentru toate tipurile de sprâncene", "для любых бровей", "for all brow types")],
        [
          "use",
          t(
            "desenați linii scurte în direcția creșterii firelor, apoi pieptănați cu periuța",
            "рисуйте короткие штрихи по направлению роста волосков, затем расчешите щёточкой",
            "draw short strokes in the direction of hair growth, then brush through with the spoolie",
          ),
        ],
        ["weight", gr(0.09)],
      ],
    ),
    price: 159,
    stock: [0],
    weightGr: 10,
    specs: { finish: "matte" },
    art: { shape: "tool", color: "#8B6F5A" },
    addedDaysAgo: 65,
  }),
);

// Make-up: lips

const superStay = (code: string, shade: string, color: string, extra: Extra) =>
  product({
    code,
    categories: ["makeup-lips"],
    brand: "maybelline",
    title: sized(
      sized(
        t(
          "Maybelline SuperStay Matte Ink Ruj lichid mat",
          "Maybelline SuperStay Matte Ink Жидкая матовая помада",
          "Maybelline SuperStay Matte Ink Liquid Lipstick",
        ),
        same(shade),
      ),
      ml(5),
    ),
    shortDescription: t(
      "Ruj lichid mat cu pigment intens, care rezistă până la 16 ore fără să se transfere.",
      "Жидкая матовая помада с насыщенным пигментом держится до 16 часов и не отпечатывается.",
      "A matte liquid lipstick with intense pigment that lasts up to 16 hours without transferring.",
    ),
    description: desc(
      t(
        "Aplicatorul cu vârf în formă de săgeată conturează precis buzele dintr-o singură trecere. După fixare, culoarea nu se transferă pe pahar și rămâne intensă chiar și după masă.",
        "Аппликатор в форме стрелы точно прорисовывает контур губ за одно движение. После фиксации цвет не остаётся на чашке и сохраняет насыщенность даже после еды.",
        "The arrow-shaped applicator defines the lips precisely in one stroke. Once set, the colour doesn't transfer onto cups and stays vivid even after eating.",
      ),
      [
        [
          "ing",
          t(
            "pigmenți intenși, polimeri flexibili",
            "насыщенные пигменты, эластичные полимеры",
            "intense pigments, flexible polymers",
          ),
        ],
        ["shade", same(shade)],
        [
          "use",
          t(
            "conturați buzele cu vârful aplicatorului, apoi umpleți; un singur strat este suficient",
            "обведите контур губ кончиком аппликатора, затем заполните; одного слоя достаточно",
            "outline the lips with the applicator tip, then fill in; one coat is enough",
          ),
        ],
        ["vol", ml(5)],
      ],
    ),
    price: 199,
    stock: [0],
    weightGr: 25,
    specs: { finish: "matte", volume: band(5) },
    art: { shape: "tube", color },
    ...extra,
  });

const butterGloss = (code: string, shade: string, color: string, extra: Extra) =>
  product({
    code,
    categories: ["makeup-lips"],
    brand: "nyx",
    title: sized(
      sized(
        t(
          "NYX Professional Makeup Butter Gloss Luciu de buze",
          "NYX Professional Makeup Butter Gloss Блеск для губ",
          "NYX Professional Makeup Butter Gloss",
        ),
        same(shade),
      ),
      ml(8),
    ),
    shortDescription: t(
      "Luciu de buze cremos, nelipicios, cu culoare delicată și aromă de vanilie.",
      "Кремовый нелипкий блеск для губ с нежным цветом и ароматом ванили.",
      "A creamy, non-sticky lip gloss with soft colour and a vanilla scent.",
    ),
    description: desc(
      t(
        "Textura untoasă se întinde ușor, hidratează buzele și le dă un luciu bogat, fără senzația lipicioasă a luciurilor clasice. Se poate purta singur sau peste ruj.",
        "Маслянистая текстура легко распределяется, увлажняет губы и придаёт им насыщенный блеск без липкости классических блесков. Можно носить отдельно или поверх помады.",
        "The buttery texture glides on, hydrates the lips and gives a rich shine without the stickiness of classic glosses. Wear it alone or over lipstick.",
      ),
      [
        ["ing", t("uleiuri emoliente, pigmenți", "смягчающие масла, пигменты", "emollient oils, pigments")],
        ["shade", same(shade)],
        [
          "use",
          t(
            "aplicați direct pe buze cu aplicatorul, într-un strat sau mai multe",
            "нанесите аппликатором прямо на губы в один или несколько слоёв",
            "apply directly to the lips with the applicator in one or more coats",
          ),
        ],
        ["vol", ml(8)],
      ],
    ),
    price: 129,
    stock: [0],
    weightGr: 25,
    specs: { finish: "glossy", volume: band(8) },
    art: { shape: "tube", color },
    ...extra,
  });

products.push(
  superStay("FB-1066", "20 Pioneer", "#A3242F", {
    stock: [15],
    loyaltyGive: 10,
    sortPriority: 9,
    addedDaysAgo: 300,
    similar: ["FB-1067", "FB-1068"],
  }),
  superStay("FB-1067", "65 Seductress", "#C98776", {
    oldPrice: 239,
    stock: [9],
    addedDaysAgo: 300,
    similar: ["FB-1066", "FB-1071"],
  }),
  superStay("FB-1068", "80 Ruler", "#7A2E3A", { stock: [5], addedDaysAgo: 300, similar: ["FB-1066"] }),
  butterGloss("FB-1069", "Crème Brûlée", "#D8A48F", {
    stock: [13],
    addedDaysAgo: 170,
    similar: ["FB-1070"],
    compatible: ["FB-1071"],
  }),
  butterGloss("FB-1070", "Madeleine", "#E3B1A4", { stock: [4], addedDaysAgo: 170, similar: ["FB-1069"] }),
  product({
    code: "FB-1071",
    categories: ["makeup-lips"],
    brand: "loreal-paris",
    title: sized(
      t(
        "L'Oréal Paris Color Riche Satin Ruj, 302 Bois de Rose",
        "L'Oréal Paris Color Riche Satin Помада, 302 Bois de Rose",
        "L'Oréal Paris Color Riche Satin Lipstick, 302 Bois de Rose",
      ),
      gr(4.8),
    ),
    shortDescription: t(
      "Ruj clasic cu finisaj satinat și textură hrănitoare, în nuanța roz-lemnos pentru fiecare zi.",
      "Классическая помада с сатиновым финишем и питательной текстурой в повседневном древесно-розовом оттенке.",
      "A classic satin lipstick with a nourishing texture in an everyday rosewood shade.",
    ),
    description: desc(
      t(
        "Formula îmbogățită cu uleiuri și vitamina E hidratează buzele și le dă o culoare uniformă cu un luciu discret. Nuanța 302 Bois de Rose se potrivește aproape oricărui ten.",
        "Формула, обогащённая маслами и витамином E, увлажняет губы и дарит им ровный цвет с деликатным сиянием. Оттенок 302 Bois de Rose подходит практически к любому тону кожи.",
        "The formula enriched with oils and vitamin E hydrates the lips and gives even colour with a subtle sheen. Shade 302 Bois de Rose suits almost every skin tone.",
      ),
      [
        [
          "ing",
          t("uleiuri nutritive, vitamina E", "питательные масла, витамин E", "nourishing oils, vitamin E"),
        ],
        ["shade", same("302 Bois de Rose")],
        [
          "use",
          t(
            "aplicați direct din tub, pornind din centrul buzei spre colțuri",
            "наносите прямо из футляра от центра губ к уголкам",
            "apply straight from the bullet, from the centre of the lips outwards",
          ),
        ],
        ["weight", gr(4.8)],
      ],
    ),
    price: 189,
    stock: [10],
    weightGr: 30,
    specs: { finish: "natural" },
    art: { shape: "tube", color: "#B0675E" },
    addedDaysAgo: 230,
    similar: ["FB-1067"],
  }),
  product({
    code: "FB-1072",
    categories: ["makeup-lips"],
    brand: "nuxe",
    title: sized(
      t(
        "Nuxe Rêve de Miel Balsam de buze cu miere",
        "Nuxe Rêve de Miel Бальзам для губ с мёдом",
        "Nuxe Rêve de Miel Honey Lip Balm",
      ),
      gr(15),
    ),
    shortDescription: t(
      "Balsam bogat cu miere și uleiuri vegetale pentru buzele uscate și crăpate.",
      "Насыщенный бальзам с мёдом и растительными маслами для сухих и потрескавшихся губ.",
      "A rich balm with honey and plant oils for dry, chapped lips.",
    ),
    description: desc(
      t(
        "Un cult al îngrijirii franceze: mierea, ceara de albine și uleiurile vegetale hrănesc și repară buzele, iar aroma de miere și grapefruit face fiecare aplicare plăcută. Perfect pentru iarnă și ca bază sub ruj.",
        "Культовое средство французского ухода: мёд, пчелиный воск и растительные масла питают и восстанавливают губы, а аромат мёда и грейпфрута делает каждое нанесение приятным. Идеален зимой и как база под помаду.",
        "A French skincare cult classic: honey, beeswax and plant oils nourish and repair the lips, and the honey-grapefruit scent makes every use a pleasure. Perfect in winter and as a base under lipstick.",
      ),
      [
        [
          "ing",
          t(
            "miere, ceară de albine, ulei de floarea-soarelui, unt de shea",
            "мёд, пчелиный воск, подсолнечное масло, масло ши",
            "honey, beeswax, sunflower oil, shea butter",
          ),
        ],
        ["skin", t("buze uscate și crăpate", "сухие и потрескавшиеся губы", "dry and chapped lips")],
        [
          "use",
          t(
            "aplicați cu degetul pe buze de câte ori este nevoie, mai ales seara",
            "наносите пальцем на губы по мере необходимости, особенно на ночь",
            "apply to the lips with a fingertip as often as needed, especially at night",
          ),
        ],
        ["weight", gr(15)],
      ],
    ),
    price: 189,
    stock: [22],
    weightGr: 50,
    specs: { "skin-type": ["dry", "sensitive"], concern: ["hydration"], volume: band(15) },
    art: { shape: "jar", color: "#F2B33D" },
    loyaltyGive: 9,
    addedDaysAgo: 395,
    associated: ["FB-1079"],
  }),
);

// Body care

const huileProdigieuse = (code: string, size: number, price: number, extra: Extra) =>
  product({
    code,
    categories: ["body-care"],
    brand: "nuxe",
    title: sized(
      t(
        "Nuxe Huile Prodigieuse Ulei uscat multifuncțional",
        "Nuxe Huile Prodigieuse Сухое масло для лица, тела и волос",
        "Nuxe Huile Prodigieuse Multi-Purpose Dry Oil",
      ),
      ml(size),
    ),
    shortDescription: t(
      "Uleiul uscat cult pentru față, corp și păr, cu 7 uleiuri vegetale prețioase și parfumul emblematic Nuxe.",
      "Культовое сухое масло для лица, тела и волос с 7 ценными растительными маслами и фирменным ароматом Nuxe.",
      "The cult dry oil for face, body and hair, with 7 precious plant oils and the signature Nuxe scent.",
    ),
    description: desc(
      t(
        "Uleiul se absoarbe instantaneu, fără pată și fără senzație de grăsime, și lasă pielea catifelată și parfumată. Pe păr adaugă strălucire, iar pe corp scoate în evidență bronzul.",
        "Масло мгновенно впитывается, не оставляя пятен и жирности, а кожа становится бархатистой и благоухающей. Волосам придаёт блеск, а на теле подчёркивает загар.",
        "The oil absorbs instantly with no greasy feel or stains, leaving skin velvety and fragrant. It adds shine to hair and enhances a tan on the body.",
      ),
      [
        [
          "ing",
          t(
            "uleiuri de macadamia, alune de pădure, migdale dulci, limba-mielului, camelie și sunătoare, vitamina E",
            "масла макадамии, фундука, сладкого миндаля, огуречника, камелии и зверобоя, витамин E",
            "macadamia, hazelnut, sweet almond, borage, camellia and St John's wort oils, vitamin E",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, față, corp și păr",
            "все типы, лицо, тело и волосы",
            "all skin types, face, body and hair",
          ),
        ],
        [
          "use",
          t(
            "pulverizați pe piele sau pe lungimile părului și masați ușor",
            "распылите на кожу или по длине волос и слегка помассируйте",
            "spray onto the skin or hair lengths and massage in lightly",
          ),
        ],
        ["vol", ml(size)],
      ],
    ),
    price,
    stock: [0],
    weightGr: Math.round(size * 1.9) + 40,
    specs: { "skin-type": ["all", "dry"], concern: ["hydration", "dullness"], volume: band(size) },
    art: { shape: "spray", color: "#C9A14A" },
    ...extra,
  });

products.push(
  product({
    code: "FB-1073",
    categories: ["body-care"],
    brand: "cerave",
    title: sized(
      t(
        "CeraVe SA Cremă de netezire cu acid salicilic",
        "CeraVe SA Смягчающий крем с салициловой кислотой",
        "CeraVe SA Smoothing Cream",
      ),
      gr(340),
    ),
    shortDescription: t(
      "Cremă exfoliantă pentru pielea aspră și cu asperități, cu acid salicilic, uree și ceramide.",
      "Отшелушивающий крем для грубой и шероховатой кожи с салициловой кислотой, мочевиной и церамидами.",
      "An exfoliating cream for rough, bumpy skin with salicylic acid, urea and ceramides.",
    ),
    description: desc(
      t(
        "Acidul salicilic exfoliază delicat și netezește pielea aspră de pe brațe, coapse și călcâie, iar ureea și acidul hialuronic o hidratează. Ceramidele refac bariera pielii, așa că exfolierea nu o usucă.",
        "Салициловая кислота мягко отшелушивает и выравнивает грубую кожу на руках, бёдрах и пятках, а мочевина и гиалуроновая кислота увлажняют её. Церамиды восстанавливают барьер, поэтому отшелушивание не пересушивает кожу.",
        "Salicylic acid gently exfoliates and smooths rough skin on the arms, thighs and heels, while urea and hyaluronic acid hydrate. Ceramides restore the barrier, so exfoliation doesn't dry the skin.",
      ),
      [
        [
          "ing",
          t(
            "acid salicilic, uree, ceramide, acid hialuronic",
            "салициловая кислота, мочевина, церамиды, гиалуроновая кислота",
            "salicylic acid, urea, ceramides, hyaluronic acid",
          ),
        ],
        ["skin", t("uscată, aspră, cu asperități", "сухая, грубая, шероховатая", "dry, rough and bumpy")],
        [
          "use",
          t(
            "aplicați pe corp o dată sau de două ori pe zi; folosiți protecție solară pe zonele expuse",
            "наносите на тело 1–2 раза в день; на открытые участки используйте солнцезащиту",
            "apply to the body once or twice a day; use sun protection on exposed areas",
          ),
        ],
        ["weight", gr(340)],
      ],
    ),
    price: 419,
    stock: [8],
    weightGr: 400,
    specs: { "skin-type": ["dry"], concern: ["hydration", "blemishes"], volume: band(340) },
    art: { shape: "jar", color: "#3A8DC1" },
    addedDaysAgo: 160,
    similar: ["FB-1080"],
  }),
  huileProdigieuse("FB-1074", 100, 559, {
    oldPrice: 629,
    stock: [12],
    loyaltyGive: 28,
    sortPriority: 10,
    addedDaysAgo: 400,
    similar: ["FB-1075"],
    associated: ["FB-1079", "FB-1105"],
  }),
  huileProdigieuse("FB-1075", 50, 379, { stock: [7], addedDaysAgo: 210, similar: ["FB-1074"] }),
  product({
    code: "FB-1076",
    categories: ["body-care"],
    brand: "bioderma",
    title: sized(
      t(
        "Bioderma Atoderm Intensive Baume Balsam emolient",
        "Bioderma Atoderm Intensive Baume Смягчающий бальзам",
        "Bioderma Atoderm Intensive Baume Emollient Balm",
      ),
      ml(500),
    ),
    shortDescription: t(
      "Balsam intens pentru pielea foarte uscată și atopică a adulților, copiilor și bebelușilor.",
      "Интенсивный бальзам для очень сухой и атопичной кожи взрослых, детей и младенцев.",
      "An intensive balm for very dry and atopic skin in adults, children and babies.",
    ),
    description: desc(
      t(
        "Balsamul reduce mâncărimea și senzația de strângere și reface bariera lipidică a pielii. Textura bogată se întinde ușor și nu lasă peliculă grasă. Potrivit pentru toată familia, de la naștere.",
        "Бальзам уменьшает зуд и стянутость и восстанавливает липидный барьер кожи. Насыщенная текстура легко распределяется и не оставляет жирной плёнки. Подходит всей семье с рождения.",
        "The balm reduces itching and tightness and restores the skin's lipid barrier. The rich texture spreads easily without a greasy film. Suitable for the whole family from birth.",
      ),
      [
        [
          "ing",
          t(
            "complexul Skin Barrier Therapy, Lipigenium, glicerină",
            "комплекс Skin Barrier Therapy, Lipigenium, глицерин",
            "Skin Barrier Therapy complex, Lipigenium, glycerin",
          ),
        ],
        ["skin", t("foarte uscată și atopică", "очень сухая и атопичная", "very dry and atopic")],
        [
          "use",
          t(
            "aplicați pe față și corp de 1–2 ori pe zi, după baie",
            "наносите на лицо и тело 1–2 раза в день после купания",
            "apply to the face and body once or twice a day after bathing",
          ),
        ],
        ["vol", ml(500)],
      ],
    ),
    price: 449,
    stock: [10],
    weightGr: 560,
    specs: { "skin-type": ["dry", "sensitive"], concern: ["hydration", "redness"], volume: band(500) },
    art: { shape: "bottle", color: "#F5F0E6" },
    addedDaysAgo: 350,
    similar: ["FB-1077", "FB-1078"],
  }),
  product({
    code: "FB-1077",
    categories: ["body-care"],
    brand: "la-roche-posay",
    title: sized(
      t(
        "La Roche-Posay Lipikar Baume AP+M Balsam relipidant",
        "La Roche-Posay Lipikar Baume AP+M Липидовосполняющий бальзам",
        "La Roche-Posay Lipikar Baume AP+M Lipid-Replenishing Balm",
      ),
      ml(400),
    ),
    shortDescription: t(
      "Balsam cu triplă acțiune reparatoare pentru pielea foarte uscată și cu tendință atopică, de la naștere.",
      "Бальзам тройного восстановления для очень сухой и склонной к атопии кожи с рождения.",
      "A triple-repair balm for very dry, atopy-prone skin, suitable from birth.",
    ),
    description: desc(
      t(
        "Balsamul calmează imediat mâncărimea, reface bariera pielii și ajută la reechilibrarea microbiomului, reducând perioadele de uscăciune severă. Textura se absoarbe rapid, așa că vă puteți îmbrăca imediat.",
        "Бальзам сразу успокаивает зуд, восстанавливает барьер кожи и помогает сбалансировать микробиом, сокращая периоды сильной сухости. Текстура быстро впитывается — можно сразу одеваться.",
        "The balm immediately soothes itching, restores the skin barrier and helps rebalance the microbiome, reducing flare-ups of severe dryness. It absorbs quickly so you can dress straight away.",
      ),
      [
        [
          "ing",
          t(
            "unt de shea, niacinamidă, Aqua Posae Filiformis, Microresyl",
            "масло ши, ниацинамид, Aqua Posae Filiformis, Microresyl",
            "shea butter, niacinamide, Aqua Posae Filiformis, Microresyl",
          ),
        ],
        [
          "skin",
          t("foarte uscată, cu tendință atopică", "очень сухая, склонная к атопии", "very dry, atopy-prone"),
        ],
        [
          "use",
          t(
            "aplicați pe față și corp o dată sau de două ori pe zi",
            "наносите на лицо и тело 1–2 раза в день",
            "apply to the face and body once or twice a day",
          ),
        ],
        ["vol", ml(400)],
      ],
    ),
    price: 519,
    oldPrice: 589,
    stock: [6],
    weightGr: 460,
    specs: { "skin-type": ["dry", "sensitive"], concern: ["hydration", "redness"], volume: band(400) },
    art: { shape: "bottle", color: "#E9F0F7" },
    loyaltyGive: 26,
    addedDaysAgo: 280,
    similar: ["FB-1076", "FB-1078"],
  }),
  product({
    code: "FB-1078",
    categories: ["body-care"],
    brand: "avene",
    title: sized(
      t(
        "Avène XeraCalm A.D Balsam relipidant",
        "Avène XeraCalm A.D Липидовосполняющий бальзам",
        "Avène XeraCalm A.D Lipid-Replenishing Balm",
      ),
      ml(400),
    ),
    shortDescription: t(
      "Balsam steril, fără conservanți, pentru pielea foarte uscată, atopică și cu mâncărimi.",
      "Стерильный бальзам без консервантов для очень сухой, атопичной и зудящей кожи.",
      "A sterile, preservative-free balm for very dry, atopic and itchy skin.",
    ),
    description: desc(
      t(
        "Formula sterilă, produsă fără conservanți, calmează rapid mâncărimea și reface bariera pielii. Ambalajul special păstrează produsul steril până la ultima picătură.",
        "Стерильная формула без консервантов быстро снимает зуд и восстанавливает барьер кожи. Специальная упаковка сохраняет продукт стерильным до последней капли.",
        "The sterile formula, made without preservatives, quickly relieves itching and restores the skin barrier. The special pack keeps the product sterile to the last drop.",
      ),
      [
        [
          "ing",
          t(
            "I-modulia, Cer-Omega, apă termală Avène",
            "I-modulia, Cer-Omega, термальная вода Avène",
            "I-modulia, Cer-Omega, Avène Thermal Spring Water",
          ),
        ],
        ["skin", t("foarte uscată și atopică", "очень сухая и атопичная", "very dry and atopic")],
        [
          "use",
          t(
            "aplicați pe față și corp de două ori pe zi, pe pielea curată",
            "наносите на очищенную кожу лица и тела 2 раза в день",
            "apply to clean face and body skin twice a day",
          ),
        ],
        ["vol", ml(400)],
      ],
    ),
    price: 549,
    stock: [3],
    weightGr: 460,
    specs: { "skin-type": ["dry", "sensitive"], concern: ["redness", "hydration"], volume: band(400) },
    art: { shape: "bottle", color: "#F4F7FB" },
    addedDaysAgo: 230,
    similar: ["FB-1077"],
  }),
  product({
    code: "FB-1079",
    categories: ["body-care"],
    brand: "nuxe",
    title: sized(
      t(
        "Nuxe Rêve de Miel Cremă de corp ultra-confortantă",
        "Nuxe Rêve de Miel Ультракомфортный крем для тела",
        "Nuxe Rêve de Miel Ultra-Comforting Body Cream",
      ),
      ml(200),
    ),
    shortDescription: t(
      "Cremă de corp cu miere și uleiuri vegetale care hrănește pielea uscată și sensibilă timp de 48 de ore.",
      "Крем для тела с мёдом и растительными маслами питает сухую и чувствительную кожу 48 часов.",
      "A body cream with honey and plant oils that nourishes dry, sensitive skin for 48 hours.",
    ),
    description: desc(
      t(
        "Textura bogată, dar fondantă, înfășoară pielea într-un strat de confort și miroase a miere și flori de portocal. Ideală pentru iarnă și pentru pielea care se usucă după duș.",
        "Насыщенная, но тающая текстура окутывает кожу комфортом и пахнет мёдом и цветами апельсина. Идеальна зимой и для кожи, которая сохнет после душа.",
        "The rich yet melting texture wraps skin in comfort and smells of honey and orange blossom. Ideal in winter and for skin that feels dry after showering.",
      ),
      [
        [
          "ing",
          t(
            "miere, ulei de floarea-soarelui, unt de shea",
            "мёд, подсолнечное масло, масло ши",
            "honey, sunflower oil, shea butter",
          ),
        ],
        ["skin", t("uscată și sensibilă", "сухая и чувствительная", "dry and sensitive")],
        [
          "use",
          t(
            "masați pe tot corpul după duș, insistând pe zonele uscate",
            "нанесите на всё тело после душа, уделяя внимание сухим участкам",
            "massage over the whole body after showering, focusing on dry areas",
          ),
        ],
        ["vol", ml(200)],
      ],
    ),
    price: 429,
    stock: [5],
    weightGr: 300,
    specs: { "skin-type": ["dry", "sensitive"], concern: ["hydration"], volume: band(200) },
    art: { shape: "jar", color: "#F2B33D" },
    addedDaysAgo: 18,
    associated: ["FB-1072", "FB-1074"],
  }),
  product({
    code: "FB-1080",
    categories: ["body-care"],
    brand: "cerave",
    title: sized(
      t(
        "CeraVe Loțiune hidratantă pentru față și corp",
        "CeraVe Увлажняющий лосьон для лица и тела",
        "CeraVe Moisturising Lotion for face and body",
      ),
      ml(473),
    ),
    shortDescription: t(
      "Loțiune ușoară cu 3 ceramide esențiale și acid hialuronic pentru pielea normală spre uscată.",
      "Лёгкий лосьон с тремя незаменимыми церамидами и гиалуроновой кислотой для нормальной и сухой кожи.",
      "A light lotion with 3 essential ceramides and hyaluronic acid for normal to dry skin.",
    ),
    description: desc(
      t(
        "Varianta mai ușoară a cremei hidratante CeraVe: se întinde rapid pe suprafețe mari, se absoarbe fără urme și hidratează timp de 24 de ore. Flaconul cu pompă este practic pentru toată familia.",
        "Более лёгкая версия увлажняющего крема CeraVe: быстро распределяется по большим участкам, впитывается без следа и увлажняет 24 часа. Флакон с дозатором удобен для всей семьи.",
        "A lighter version of the CeraVe Moisturising Cream: it spreads quickly over large areas, absorbs without residue and hydrates for 24 hours. The pump bottle is handy for the whole family.",
      ),
      [
        [
          "ing",
          t(
            "ceramide 1, 3 și 6-II, acid hialuronic",
            "церамиды 1, 3 и 6-II, гиалуроновая кислота",
            "ceramides 1, 3 and 6-II, hyaluronic acid",
          ),
        ],
        ["skin", t("normală spre uscată", "нормальная и сухая", "normal to dry")],
        [
          "use",
          t(
            "aplicați pe față și corp ori de câte ori este nevoie",
            "наносите на лицо и тело по мере необходимости",
            "apply to the face and body as often as needed",
          ),
        ],
        ["vol", ml(473)],
      ],
    ),
    price: 399,
    oldPrice: 459,
    stock: [13],
    weightGr: 540,
    specs: { "skin-type": ["normal", "dry"], concern: ["hydration"], volume: band(473) },
    art: { shape: "bottle", color: "#2B67A8" },
    addedDaysAgo: 145,
    similar: ["FB-1023"],
  }),
);

// Hair care

/** A hair product: no skin specs, only the size band. */
const hair = (
  p: Omit<ProductSeed, "unit" | "specs" | "description" | "title"> & {
    name: Localized;
    size: number;
    intro: Localized;
    ing: Localized;
    hairType: Localized;
    use: Localized;
  },
): ProductSeed => {
  const { name, size, intro, ing, hairType, use, ...rest } = p;
  return product({
    title: sized(name, ml(size)),
    description: desc(intro, [
      ["ing", ing],
      ["hair", hairType],
      ["use", use],
      ["vol", ml(size)],
    ]),
    specs: { volume: band(size) },
    weightGr: Math.round(size * 1.1) + 30,
    ...rest,
  });
};

products.push(
  hair({
    code: "FB-1081",
    categories: ["shampoos"],
    brand: "kerastase",
    name: t(
      "Kérastase Nutritive Bain Satin Șampon hrănitor",
      "Kérastase Nutritive Bain Satin Питательный шампунь",
      "Kérastase Nutritive Bain Satin Nourishing Shampoo",
    ),
    size: 250,
    shortDescription: t(
      "Șampon profesional pentru părul uscat, care îl hrănește și îl face moale și ușor de descurcat.",
      "Профессиональный шампунь для сухих волос: питает, смягчает и облегчает расчёсывание.",
      "A professional shampoo for dry hair that nourishes it and leaves it soft and easy to detangle.",
    ),
    intro: t(
      "Spuma cremoasă curăță delicat scalpul și hrănește lungimile, fără să îngreuneze părul. După spălare, părul este moale, strălucitor și mai puțin electrizat.",
      "Кремовая пена мягко очищает кожу головы и питает длину, не утяжеляя волосы. После мытья волосы мягкие, блестящие и меньше электризуются.",
      "The creamy lather gently cleanses the scalp and nourishes the lengths without weighing hair down. Afterwards hair is soft, shiny and less frizzy.",
    ),
    ing: t(
      "niacinamidă, proteine vegetale, lipide nutritive",
      "ниацинамид, растительные протеины, питательные липиды",
      "niacinamide, plant proteins, nourishing lipids",
    ),
    hairType: t("uscat, fin sau mediu", "сухие, тонкие и средние", "dry, fine to medium"),
    use: t(
      "aplicați pe părul ud, masați, clătiți și repetați dacă este nevoie",
      "нанесите на влажные волосы, помассируйте, смойте и при необходимости повторите",
      "apply to wet hair, massage, rinse and repeat if needed",
    ),
    price: 569,
    stock: [7],
    art: { shape: "bottle", color: "#6F5BA7" },
    loyaltyGive: 28,
    addedDaysAgo: 260,
    associated: ["FB-1087"],
  }),
  hair({
    code: "FB-1082",
    categories: ["shampoos"],
    brand: "kerastase",
    name: t(
      "Kérastase Genesis Bain Hydra-Fortifiant Șampon fortifiant",
      "Kérastase Genesis Bain Hydra-Fortifiant Укрепляющий шампунь",
      "Kérastase Genesis Bain Hydra-Fortifiant Shampoo",
    ),
    size: 250,
    shortDescription: t(
      "Șampon pentru părul slăbit, predispus la căderea cauzată de rupere.",
      "Шампунь для ослабленных волос, склонных к выпадению из-за ломкости.",
      "A shampoo for weakened hair prone to fall caused by breakage.",
    ),
    intro: t(
      "Formula fortifiantă curăță scalpul gras și întărește firele de la rădăcină, reducând căderea părului cauzată de rupere. Părul devine mai dens și mai rezistent.",
      "Укрепляющая формула очищает жирную кожу головы и укрепляет волосы от корней, уменьшая выпадение из-за ломкости. Волосы становятся плотнее и прочнее.",
      "The fortifying formula cleanses an oily scalp and strengthens hair from the roots, reducing fall caused by breakage. Hair looks thicker and stronger.",
    ),
    ing: t(
      "Aminexil, extract de rădăcină de ghimbir, celule native de floare-de-colț",
      "Aminexil, экстракт корня имбиря, нативные клетки эдельвейса",
      "Aminexil, ginger root extract, edelweiss native cells",
    ),
    hairType: t(
      "slăbit, cu scalp normal spre gras",
      "ослабленные, с нормальной и жирной кожей головы",
      "weakened, with a normal to oily scalp",
    ),
    use: t(
      "masați pe scalpul ud, lăsați 1–2 minute și clătiți",
      "помассируйте влажную кожу головы, оставьте на 1–2 минуты и смойте",
      "massage into a wet scalp, leave for 1–2 minutes and rinse",
    ),
    price: 589,
    stock: [4],
    art: { shape: "bottle", color: "#1D1D1D" },
    addedDaysAgo: 180,
    associated: ["FB-1089"],
  }),
  hair({
    code: "FB-1083",
    categories: ["shampoos"],
    brand: "vichy",
    name: t(
      "Vichy Dercos Șampon anti-mătreață pentru păr normal spre gras",
      "Vichy Dercos Шампунь против перхоти для нормальных и жирных волос",
      "Vichy Dercos Anti-Dandruff Shampoo for normal to oily hair",
    ),
    size: 200,
    shortDescription: t(
      "Șampon dermatologic care elimină mătreața vizibilă și calmează mâncărimea scalpului.",
      "Дерматологический шампунь устраняет видимую перхоть и успокаивает зуд кожи головы.",
      "A dermatological shampoo that removes visible dandruff and soothes an itchy scalp.",
    ),
    intro: t(
      "Disulfura de seleniu acționează asupra cauzei mătreții, iar acidul salicilic îndepărtează scuamele. Mătreața vizibilă dispare de la prima utilizare, iar scalpul rămâne curat mai mult timp.",
      "Дисульфид селена воздействует на причину перхоти, а салициловая кислота удаляет чешуйки. Видимая перхоть исчезает после первого применения, а кожа головы дольше остаётся чистой.",
      "Selenium disulphide targets the cause of dandruff while salicylic acid removes flakes. Visible dandruff disappears from the first use, and the scalp stays clean for longer.",
    ),
    ing: t(
      "disulfură de seleniu, acid salicilic, vitamina E",
      "дисульфид селена, салициловая кислота, витамин E",
      "selenium disulphide, salicylic acid, vitamin E",
    ),
    hairType: t(
      "normal spre gras, cu mătreață",
      "нормальные и жирные, с перхотью",
      "normal to oily, with dandruff",
    ),
    use: t(
      "aplicați pe părul ud, lăsați 2 minute și clătiți; de 2–3 ori pe săptămână",
      "нанесите на влажные волосы, оставьте на 2 минуты и смойте; 2–3 раза в неделю",
      "apply to wet hair, leave for 2 minutes and rinse; 2–3 times a week",
    ),
    price: 299,
    oldPrice: 349,
    stock: [14],
    art: { shape: "bottle", color: "#C8102E" },
    sortPriority: 6,
    addedDaysAgo: 370,
  }),
  hair({
    code: "FB-1084",
    categories: ["shampoos"],
    brand: "loreal-paris",
    name: t(
      "L'Oréal Paris Elseve Dream Long Șampon reparator",
      "L'Oréal Paris Elseve Dream Long Восстанавливающий шампунь",
      "L'Oréal Paris Elseve Dream Long Restoring Shampoo",
    ),
    size: 400,
    shortDescription: t(
      "Șampon pentru părul lung și deteriorat, care reduce vârfurile despicate.",
      "Шампунь для длинных повреждённых волос, уменьшающий секущиеся кончики.",
      "A shampoo for long, damaged hair that reduces split ends.",
    ),
    intro: t(
      "Formula cu keratină vegetală și ulei de ricin reface fibra părului lung, deteriorat de vopsit și coafat, și îl face mai rezistent la rupere.",
      "Формула с растительным кератином и касторовым маслом восстанавливает длинные волосы, повреждённые окрашиванием и укладкой, и делает их устойчивее к ломкости.",
      "The formula with plant keratin and castor oil restores long hair damaged by colouring and styling and makes it more resistant to breakage.",
    ),
    ing: t(
      "keratină vegetală, ulei de ricin, aminoacizi",
      "растительный кератин, касторовое масло, аминокислоты",
      "plant keratin, castor oil, amino acids",
    ),
    hairType: t("lung și deteriorat", "длинные и повреждённые", "long and damaged"),
    use: t(
      "aplicați pe părul ud, masați și clătiți; continuați cu balsamul din aceeași gamă",
      "нанесите на влажные волосы, помассируйте и смойте; затем используйте бальзам той же линии",
      "apply to wet hair, massage and rinse; follow with the matching conditioner",
    ),
    price: 89,
    stock: [42],
    art: { shape: "bottle", color: "#E94E77" },
    addedDaysAgo: 90,
    associated: ["FB-1086"],
    similar: ["FB-1085"],
  }),
  hair({
    code: "FB-1085",
    categories: ["shampoos"],
    brand: "garnier",
    name: t(
      "Garnier Fructis Grow Strong Șampon fortifiant",
      "Garnier Fructis Grow Strong Укрепляющий шампунь",
      "Garnier Fructis Grow Strong Fortifying Shampoo",
    ),
    size: 400,
    shortDescription: t(
      "Șampon fortifiant cu concentrat de fructe, pentru părul fragil care se rupe ușor.",
      "Укрепляющий шампунь с фруктовым концентратом для ломких волос.",
      "A fortifying shampoo with fruit concentrate for fragile hair that breaks easily.",
    ),
    intro: t(
      "Concentratul activ de fructe și ceramida întăresc firele de păr și le fac mai rezistente la pieptănat și coafat. Parfumul proaspăt de măr verde rămâne pe păr toată ziua.",
      "Активный фруктовый концентрат и церамид укрепляют волосы и делают их устойчивее к расчёсыванию и укладке. Свежий аромат зелёного яблока сохраняется на волосах весь день.",
      "Active fruit concentrate and ceramide strengthen hair and make it more resistant to brushing and styling. The fresh green apple scent lasts all day.",
    ),
    ing: t(
      "concentrat activ de fructe, ceramidă",
      "активный фруктовый концентрат, церамид",
      "active fruit concentrate, ceramide",
    ),
    hairType: t("normal, fragil", "нормальные, ломкие", "normal, fragile"),
    use: t(
      "aplicați pe părul ud, masați și clătiți bine",
      "нанесите на влажные волосы, помассируйте и тщательно смойте",
      "apply to wet hair, massage and rinse well",
    ),
    price: 75,
    stock: [50],
    art: { shape: "bottle", color: "#8DC63F" },
    addedDaysAgo: 300,
    similar: ["FB-1084"],
  }),
  hair({
    code: "FB-1086",
    categories: ["conditioners"],
    brand: "loreal-paris",
    name: t(
      "L'Oréal Paris Elseve Dream Long Balsam reparator",
      "L'Oréal Paris Elseve Dream Long Восстанавливающий бальзам",
      "L'Oréal Paris Elseve Dream Long Restoring Conditioner",
    ),
    size: 200,
    shortDescription: t(
      "Balsam pentru părul lung și deteriorat, care îl descurcă și sigilează vârfurile.",
      "Бальзам для длинных повреждённых волос: облегчает расчёсывание и запаивает кончики.",
      "A conditioner for long, damaged hair that detangles and seals the ends.",
    ),
    intro: t(
      "Balsamul netezește cuticula părului, reduce ruperea la pieptănat și lasă lungimile moi și strălucitoare, fără să le îngreuneze.",
      "Бальзам разглаживает кутикулу, уменьшает ломкость при расчёсывании и делает длину мягкой и блестящей без утяжеления.",
      "The conditioner smooths the hair cuticle, reduces breakage when combing and leaves the lengths soft and shiny without weighing them down.",
    ),
    ing: t(
      "keratină vegetală, ulei de ricin",
      "растительный кератин, касторовое масло",
      "plant keratin, castor oil",
    ),
    hairType: t("lung și deteriorat", "длинные и повреждённые", "long and damaged"),
    use: t(
      "după șampon, aplicați pe lungimi și vârfuri, lăsați 2 minute și clătiți",
      "после шампуня нанесите на длину и кончики, оставьте на 2 минуты и смойте",
      "after shampooing, apply to the lengths and ends, leave for 2 minutes and rinse",
    ),
    price: 79,
    stock: [35],
    art: { shape: "tube", color: "#E94E77" },
    addedDaysAgo: 90,
    associated: ["FB-1084"],
  }),
  hair({
    code: "FB-1087",
    categories: ["conditioners"],
    brand: "kerastase",
    name: t(
      "Kérastase Nutritive Masquintense Mască hrănitoare",
      "Kérastase Nutritive Masquintense Питательная маска",
      "Kérastase Nutritive Masquintense Nourishing Mask",
    ),
    size: 200,
    shortDescription: t(
      "Mască intens hrănitoare pentru părul foarte uscat, cu efect de până la 5 spălări.",
      "Интенсивно питательная маска для очень сухих волос с эффектом до 5 моек.",
      "An intensely nourishing mask for very dry hair, with results lasting up to 5 washes.",
    ),
    intro: t(
      "Masca hrănește în profunzime fibra uscată, o face suplă și elimină electrizarea. Părul devine mătăsos, strălucitor și ușor de coafat.",
      "Маска глубоко питает сухие волосы, делает их эластичными и устраняет электризацию. Волосы становятся шелковистыми, блестящими и послушными.",
      "The mask deeply nourishes dry hair, makes it supple and eliminates frizz. Hair becomes silky, shiny and easy to style.",
    ),
    ing: t(
      "niacinamidă, proteine vegetale, lipide nutritive",
      "ниацинамид, растительные протеины, питательные липиды",
      "niacinamide, plant proteins, nourishing lipids",
    ),
    hairType: t("foarte uscat", "очень сухие", "very dry"),
    use: t(
      "aplicați pe părul spălat și stors ușor, lăsați 5 minute și clătiți",
      "нанесите на вымытые и слегка отжатые волосы, оставьте на 5 минут и смойте",
      "apply to washed, towel-dried hair, leave for 5 minutes and rinse",
    ),
    price: 849,
    oldPrice: 949,
    stock: [3],
    art: { shape: "jar", color: "#6F5BA7" },
    loyaltyGive: 42,
    sortPriority: 7,
    addedDaysAgo: 260,
    associated: ["FB-1081"],
  }),
  hair({
    code: "FB-1088",
    categories: ["conditioners"],
    brand: "garnier",
    name: t(
      "Garnier Fructis Hair Food Banana Mască 3 în 1",
      "Garnier Fructis Hair Food Банан Маска 3 в 1",
      "Garnier Fructis Hair Food Banana 3-in-1 Mask",
    ),
    size: 390,
    shortDescription: t(
      "Mască hrănitoare cu banană pentru părul uscat: balsam, mască și tratament fără clătire.",
      "Питательная маска с бананом для сухих волос: бальзам, маска и несмываемый уход.",
      "A nourishing banana mask for dry hair: conditioner, mask and leave-in in one.",
    ),
    intro: t(
      "Formula cu 98% ingrediente de origine naturală hrănește părul uscat și îl face moale, fără să-l îngreuneze. Poate fi folosită ca balsam, ca mască sau ca tratament fără clătire.",
      "Формула с 98% ингредиентов натурального происхождения питает сухие волосы и делает их мягкими без утяжеления. Можно использовать как бальзам, маску или несмываемый уход.",
      "The formula with 98% ingredients of natural origin nourishes dry hair and softens it without weighing it down. Use it as a conditioner, a mask or a leave-in.",
    ),
    ing: t(
      "extract de banană, ulei de cocos, glicerină",
      "экстракт банана, кокосовое масло, глицерин",
      "banana extract, coconut oil, glycerin",
    ),
    hairType: t("uscat", "сухие", "dry"),
    use: t(
      "balsam — 1 minut; mască — 3 minute; fără clătire — o cantitate mică pe vârfuri",
      "бальзам — 1 минута; маска — 3 минуты; несмываемый уход — немного на кончики",
      "conditioner: 1 minute; mask: 3 minutes; leave-in: a little on the ends",
    ),
    price: 109,
    stock: [28],
    art: { shape: "jar", color: "#FFD23F" },
    addedDaysAgo: 120,
    similar: ["FB-1087"],
  }),
  hair({
    code: "FB-1089",
    categories: ["conditioners"],
    brand: "kerastase",
    name: t(
      "Kérastase Genesis Fondant Renforçateur Balsam fortifiant",
      "Kérastase Genesis Fondant Renforçateur Укрепляющий кондиционер",
      "Kérastase Genesis Fondant Renforçateur Conditioner",
    ),
    size: 200,
    shortDescription: t(
      "Balsam fortifiant pentru părul slăbit, care îl descurcă și reduce ruperea.",
      "Укрепляющий кондиционер для ослабленных волос облегчает расчёсывание и уменьшает ломкость.",
      "A fortifying conditioner for weakened hair that detangles and reduces breakage.",
    ),
    intro: t(
      "Balsamul completează șamponul Genesis: descurcă instantaneu părul, îi întărește fibra și îi redă densitatea, fără să încarce rădăcinile.",
      "Кондиционер дополняет шампунь Genesis: мгновенно облегчает расчёсывание, укрепляет волосы и возвращает им плотность, не утяжеляя корни.",
      "The conditioner complements the Genesis shampoo: it detangles instantly, strengthens the fibre and restores density without weighing down the roots.",
    ),
    ing: t(
      "Aminexil, extract de rădăcină de ghimbir, celule native de floare-de-colț",
      "Aminexil, экстракт корня имбиря, нативные клетки эдельвейса",
      "Aminexil, ginger root extract, edelweiss native cells",
    ),
    hairType: t(
      "slăbit, predispus la rupere",
      "ослабленные, склонные к ломкости",
      "weakened, prone to breakage",
    ),
    use: t(
      "aplicați pe lungimi după șampon, lăsați 1–2 minute și clătiți",
      "нанесите на длину после шампуня, оставьте на 1–2 минуты и смойте",
      "apply to the lengths after shampooing, leave for 1–2 minutes and rinse",
    ),
    price: 599,
    stock: [2],
    art: { shape: "tube", color: "#1D1D1D" },
    addedDaysAgo: 180,
    associated: ["FB-1082"],
  }),
  hair({
    code: "FB-1090",
    categories: ["styling"],
    brand: "loreal-paris",
    name: t(
      "L'Oréal Paris Elnett Satin Fixativ, fixare extra puternică",
      "L'Oréal Paris Elnett Satin Лак для волос, экстрасильная фиксация",
      "L'Oréal Paris Elnett Satin Hairspray, extra strong hold",
    ),
    size: 250,
    shortDescription: t(
      "Fixativul clasic cu micro-pulverizare, care ține coafura toată ziua și se îndepărtează ușor cu peria.",
      "Классический лак с микрораспылением держит укладку весь день и легко удаляется расчёской.",
      "The classic micro-diffusion hairspray that holds all day and brushes out easily.",
    ),
    intro: t(
      "Ceața fină se distribuie uniform și fixează coafura fără să lase părul lipicios sau rigid. Fixativul se îndepărtează complet cu peria, fără reziduuri.",
      "Мелкодисперсное облако распределяется равномерно и фиксирует укладку, не склеивая волосы и не делая их жёсткими. Лак полностью удаляется расчёской без следов.",
      "The fine mist spreads evenly and holds your style without making hair sticky or stiff. It brushes out completely with no residue.",
    ),
    ing: t("polimeri de fixare, filtru UV", "фиксирующие полимеры, УФ-фильтр", "holding polymers, UV filter"),
    hairType: t("toate tipurile", "все типы", "all hair types"),
    use: t(
      "agitați și pulverizați de la 20–30 cm pe părul coafat",
      "встряхните и распылите с расстояния 20–30 см на уложенные волосы",
      "shake and spray from 20–30 cm onto styled hair",
    ),
    price: 119,
    stock: [24],
    art: { shape: "spray", color: "#C9A227" },
    addedDaysAgo: 330,
  }),
  hair({
    code: "FB-1091",
    categories: ["styling"],
    brand: "kerastase",
    name: t(
      "Kérastase Résistance Ciment Thermique Protecție termică",
      "Kérastase Résistance Ciment Thermique Термозащита",
      "Kérastase Résistance Ciment Thermique Heat Protectant",
    ),
    size: 150,
    shortDescription: t(
      "Lapte de protecție termică pentru părul deteriorat, care îl reface în timpul coafării cu uscătorul.",
      "Термозащитное молочко для повреждённых волос, восстанавливающее их во время укладки феном.",
      "A heat-protecting milk for damaged hair that repairs it while you blow-dry.",
    ),
    intro: t(
      "Textura cremoasă protejează părul de căldura uscătorului și, activată de căldură, întărește fibra deteriorată. Părul rămâne moale, strălucitor și ușor de coafat.",
      "Кремовая текстура защищает волосы от жара фена и, активируясь при нагреве, укрепляет повреждённые волосы. Волосы остаются мягкими, блестящими и послушными.",
      "The creamy texture protects hair from blow-dryer heat and, activated by heat, strengthens damaged fibres. Hair stays soft, shiny and easy to style.",
    ),
    ing: t(
      "complex de reparare activat de căldură, polimeri protectori",
      "восстанавливающий комплекс, активируемый теплом, защитные полимеры",
      "heat-activated repair complex, protective polymers",
    ),
    hairType: t("deteriorat și fragil", "повреждённые и ломкие", "damaged and fragile"),
    use: t(
      "aplicați pe părul umed, pieptănați, apoi uscați cu uscătorul; nu clătiți",
      "нанесите на влажные волосы, расчешите и высушите феном; не смывать",
      "apply to damp hair, comb through and blow-dry; do not rinse",
    ),
    price: 589,
    stock: [6],
    art: { shape: "tube", color: "#2F5D8C" },
    addedDaysAgo: 75,
    compatible: ["FB-1092"],
  }),
  hair({
    code: "FB-1092",
    categories: ["styling"],
    brand: "kerastase",
    name: t(
      "Kérastase Elixir Ultime L'Huile Originale Ulei pentru păr",
      "Kérastase Elixir Ultime L'Huile Originale Масло для волос",
      "Kérastase Elixir Ultime L'Huile Originale Hair Oil",
    ),
    size: 100,
    shortDescription: t(
      "Uleiul emblematic Kérastase pentru strălucire intensă și păr fără electrizare.",
      "Культовое масло Kérastase для интенсивного блеска и волос без пушистости.",
      "Kérastase's iconic oil for intense shine and frizz-free hair.",
    ),
    intro: t(
      "Amestecul de uleiuri prețioase hrănește lungimile, reduce electrizarea și protejează părul de căldură. Se poate folosi înainte de coafare, pe părul uscat pentru finisaj sau ca tratament înainte de spălare.",
      "Смесь драгоценных масел питает длину, уменьшает пушистость и защищает волосы от жара. Используйте перед укладкой, на сухие волосы для финиша или как уход перед мытьём.",
      "The blend of precious oils nourishes the lengths, tames frizz and protects hair from heat. Use it before styling, on dry hair as a finish or as a pre-wash treatment.",
    ),
    ing: t(
      "uleiuri de marula, argan și camelie",
      "масла марулы, арганы и камелии",
      "marula, argan and camellia oils",
    ),
    hairType: t(
      "toate tipurile, mai ales uscat și tern",
      "все типы, особенно сухие и тусклые",
      "all hair types, especially dry and dull",
    ),
    use: t(
      "1–3 pompări pe lungimile umede sau uscate, evitând rădăcinile",
      "1–3 нажатия на влажную или сухую длину, избегая корней",
      "1–3 pumps on damp or dry lengths, avoiding the roots",
    ),
    price: 949,
    oldPrice: 1059,
    stock: [4],
    art: { shape: "bottle", color: "#D4A017" },
    loyaltyGive: 47,
    sortPriority: 8,
    addedDaysAgo: 345,
    similar: ["FB-1093"],
  }),
  hair({
    code: "FB-1093",
    categories: ["styling"],
    brand: "loreal-paris",
    name: t(
      "L'Oréal Paris Elseve Extraordinary Oil Ulei pentru păr",
      "L'Oréal Paris Elseve Extraordinary Oil Масло для волос",
      "L'Oréal Paris Elseve Extraordinary Oil Hair Oil",
    ),
    size: 100,
    shortDescription: t(
      "Ulei ușor cu 6 uleiuri florale pentru păr hrănit și strălucitor, la un preț accesibil.",
      "Лёгкое масло с 6 цветочными маслами для питания и блеска волос по доступной цене.",
      "A light oil with 6 flower oils for nourished, shiny hair at an affordable price.",
    ),
    intro: t(
      "Uleiul se absoarbe rapid, nu îngreunează părul și îi dă o strălucire sănătoasă. Se poate aplica înainte de uscare, pentru protecție, sau pe părul uscat, pentru a domoli firele rebele.",
      "Масло быстро впитывается, не утяжеляет волосы и придаёт им здоровый блеск. Можно наносить перед сушкой для защиты или на сухие волосы, чтобы усмирить непослушные пряди.",
      "The oil absorbs quickly, doesn't weigh hair down and gives a healthy shine. Apply before drying for protection or on dry hair to tame flyaways.",
    ),
    ing: t(
      "amestec de 6 uleiuri florale, inclusiv ulei de camelie",
      "смесь 6 цветочных масел, в том числе масло камелии",
      "blend of 6 flower oils, including camellia oil",
    ),
    hairType: t("uscat și normal", "сухие и нормальные", "dry and normal"),
    use: t(
      "întindeți 1–2 pompări în palme și aplicați pe lungimi și vârfuri",
      "разотрите 1–2 нажатия в ладонях и нанесите на длину и кончики",
      "warm 1–2 pumps in your palms and apply to the lengths and ends",
    ),
    price: 149,
    stock: [11],
    art: { shape: "bottle", color: "#D9A441" },
    addedDaysAgo: 5,
    similar: ["FB-1092"],
  }),
);

// K-beauty

products.push(
  product({
    code: "FB-1094",
    categories: ["k-beauty"],
    brand: "cosrx",
    title: sized(
      t(
        "COSRX AHA/BHA Clarifying Treatment Toner Toner exfoliant",
        "COSRX AHA/BHA Clarifying Treatment Toner Отшелушивающий тонер",
        "COSRX AHA/BHA Clarifying Treatment Toner",
      ),
      ml(150),
    ),
    shortDescription: t(
      "Toner zilnic cu acizi blânzi care curăță porii și netezește textura pielii.",
      "Ежедневный тонер с мягкими кислотами очищает поры и выравнивает рельеф кожи.",
      "A daily toner with gentle acids that clears pores and smooths skin texture.",
    ),
    description: desc(
      t(
        "Acizii AHA și BHA în concentrații mici îndepărtează celulele moarte și previn blocarea porilor, iar apa de măr și apa de scoarță de salcie calmează pielea. Pregătește tenul pentru serurile următoare.",
        "AHA и BHA в низких концентрациях удаляют ороговевшие клетки и предотвращают закупорку пор, а яблочная вода и вода из коры ивы успокаивают кожу. Подготавливает кожу к следующим сывороткам.",
        "Low concentrations of AHA and BHA remove dead cells and prevent clogged pores, while apple water and willow bark water soothe. It preps the skin for the serums that follow.",
      ),
      [
        [
          "ing",
          t(
            "acid glicolic (AHA), salicilat de betaină (BHA), apă de măr, apă de scoarță de salcie",
            "гликолевая кислота (AHA), бетаин салицилат (BHA), яблочная вода, вода коры ивы",
            "glycolic acid (AHA), betaine salicylate (BHA), apple water, willow bark water",
          ),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu pori dilatați",
            "жирная и комбинированная, с расширенными порами",
            "oily and combination, with enlarged pores",
          ),
        ],
        [
          "use",
          t(
            "după curățare, aplicați cu un dischet sau cu palmele pe toată fața",
            "после очищения нанесите ватным диском или ладонями на всё лицо",
            "after cleansing, apply to the whole face with a cotton pad or your palms",
          ),
        ],
        ["vol", ml(150)],
      ],
    ),
    price: 249,
    stock: [12],
    weightGr: 190,
    specs: {
      "skin-type": ["oily", "combination"],
      concern: ["pores", "blemishes", "dullness"],
      volume: band(150),
    },
    art: { shape: "bottle", color: "#D7ECF5" },
    addedDaysAgo: 115,
    similar: ["FB-1097"],
    associated: ["FB-1010"],
  }),
  product({
    code: "FB-1095",
    categories: ["k-beauty", "serums"],
    brand: "cosrx",
    title: sized(
      t(
        "COSRX Advanced Snail 96 Mucin Power Essence Esență cu mucină de melc",
        "COSRX Advanced Snail 96 Mucin Power Essence Эссенция с муцином улитки",
        "COSRX Advanced Snail 96 Mucin Power Essence",
      ),
      ml(100),
    ),
    shortDescription: t(
      "Esența-cult cu 96% filtrat de mucină de melc, pentru hidratare și refacerea pielii.",
      "Культовая эссенция с 96% фильтрата муцина улитки для увлажнения и восстановления кожи.",
      "The cult essence with 96% snail secretion filtrate for hydration and skin repair.",
    ),
    description: desc(
      t(
        "Textura vâscoasă, dar ușoară, hidratează intens, calmează pielea iritată și ajută la estomparea urmelor lăsate de imperfecțiuni. Este unul dintre cele mai vândute produse coreene din magazinul nostru.",
        "Вязкая, но лёгкая текстура интенсивно увлажняет, успокаивает раздражённую кожу и помогает осветлить следы от высыпаний. Одно из самых продаваемых корейских средств в нашем магазине.",
        "The viscous yet light texture deeply hydrates, calms irritated skin and helps fade marks left by blemishes. It is one of the best-selling Korean products in our shop.",
      ),
      [
        [
          "ing",
          t(
            "filtrat de secreție de melc 96%, hialuronat de sodiu",
            "фильтрат секрета улитки 96%, гиалуронат натрия",
            "96% snail secretion filtrate, sodium hyaluronate",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, inclusiv sensibilă",
            "все типы, в том числе чувствительная",
            "all skin types, including sensitive",
          ),
        ],
        [
          "use",
          t(
            "după toner, aplicați o cantitate mică și bateți ușor cu degetele până la absorbție",
            "после тонера нанесите небольшое количество и вбейте кончиками пальцев",
            "after toner, apply a small amount and pat in with your fingertips",
          ),
        ],
        ["vol", ml(100)],
      ],
    ),
    price: 329,
    oldPrice: 379,
    stock: [26],
    weightGr: 160,
    specs: { "skin-type": ["all", "sensitive"], concern: ["hydration", "redness"], volume: band(100) },
    art: { shape: "bottle", color: "#EFE9DD" },
    loyaltyGive: 16,
    sortPriority: 10,
    addedDaysAgo: 310,
    associated: ["FB-1034", "FB-1094"],
    similar: ["FB-1099"],
  }),
  product({
    code: "FB-1096",
    categories: ["k-beauty"],
    brand: "klairs",
    title: sized(
      t(
        "Klairs Supple Preparation Facial Toner Toner hidratant",
        "Klairs Supple Preparation Facial Toner Увлажняющий тонер",
        "Klairs Supple Preparation Facial Toner",
      ),
      ml(180),
    ),
    shortDescription: t(
      "Toner hidratant fără alcool, care echilibrează pH-ul și calmează pielea sensibilă.",
      "Увлажняющий тонер без спирта выравнивает pH и успокаивает чувствительную кожу.",
      "An alcohol-free hydrating toner that balances pH and calms sensitive skin.",
    ),
    description: desc(
      t(
        "Tonerul readuce pielea la echilibru după curățare și o pregătește pentru următorii pași. Poate fi aplicat în mai multe straturi pentru o hidratare mai intensă, după metoda coreeană.",
        "Тонер восстанавливает баланс кожи после умывания и готовит её к следующим шагам. Для более глубокого увлажнения его можно наносить в несколько слоёв по корейскому методу.",
        "The toner rebalances the skin after cleansing and preps it for the next steps. Layer it several times for deeper hydration, the Korean way.",
      ),
      [
        [
          "ing",
          t(
            "hialuronat de sodiu, beta-glucan, extract de centella asiatica",
            "гиалуронат натрия, бета-глюкан, экстракт центеллы азиатской",
            "sodium hyaluronate, beta-glucan, centella asiatica extract",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, mai ales sensibilă",
            "все типы, особенно чувствительная",
            "all skin types, especially sensitive",
          ),
        ],
        [
          "use",
          t(
            "turnați câteva picături în palme și bateți ușor pe față după curățare",
            "налейте несколько капель в ладони и похлопывающими движениями нанесите на лицо после умывания",
            "pour a few drops into your palms and pat onto the face after cleansing",
          ),
        ],
        ["vol", ml(180)],
      ],
    ),
    price: 319,
    stock: [9],
    weightGr: 230,
    specs: { "skin-type": ["all", "sensitive"], concern: ["hydration", "redness"], volume: band(180) },
    art: { shape: "bottle", color: "#F7F7F2" },
    addedDaysAgo: 200,
    associated: ["FB-1020", "FB-1035"],
  }),
  product({
    code: "FB-1097",
    categories: ["k-beauty"],
    brand: "some-by-mi",
    title: sized(
      t(
        "Some By Mi AHA BHA PHA 30 Days Miracle Toner",
        "Some By Mi AHA BHA PHA 30 Days Miracle Тонер",
        "Some By Mi AHA BHA PHA 30 Days Miracle Toner",
      ),
      ml(150),
    ),
    shortDescription: t(
      "Toner cu trei tipuri de acizi și arbore de ceai pentru pielea cu tendință acneică.",
      "Тонер с тремя видами кислот и чайным деревом для кожи, склонной к акне.",
      "A toner with three types of acid and tea tree for acne-prone skin.",
    ),
    description: desc(
      t(
        "Acizii AHA, BHA și PHA exfoliază blând, iar extractul de arbore de ceai calmează inflamațiile. Producătorul promite o piele mai curată în 30 de zile de utilizare regulată.",
        "Кислоты AHA, BHA и PHA мягко отшелушивают, а экстракт чайного дерева успокаивает воспаления. Производитель обещает более чистую кожу за 30 дней регулярного применения.",
        "AHA, BHA and PHA acids gently exfoliate while tea tree extract calms inflammation. The brand promises clearer skin in 30 days of regular use.",
      ),
      [
        [
          "ing",
          t(
            "apă de arbore de ceai 10 000 ppm, AHA, BHA, PHA, niacinamidă",
            "вода чайного дерева 10 000 ppm, AHA, BHA, PHA, ниацинамид",
            "10,000 ppm tea tree water, AHA, BHA, PHA, niacinamide",
          ),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu tendință acneică",
            "жирная и комбинированная, склонная к акне",
            "oily and combination, acne-prone",
          ),
        ],
        [
          "use",
          t(
            "după curățare, aplicați cu un dischet pe toată fața, dimineața și seara",
            "после очищения нанесите ватным диском на всё лицо утром и вечером",
            "after cleansing, apply to the whole face with a cotton pad morning and evening",
          ),
        ],
        ["vol", ml(150)],
      ],
    ),
    price: 289,
    stock: [17],
    weightGr: 190,
    specs: { "skin-type": ["oily", "combination"], concern: ["blemishes", "pores"], volume: band(150) },
    art: { shape: "bottle", color: "#9ED9C4" },
    loyaltyGive: 14,
    addedDaysAgo: 95,
    similar: ["FB-1094"],
    associated: ["FB-1098"],
  }),
  product({
    code: "FB-1098",
    categories: ["k-beauty"],
    brand: "cosrx",
    title: t(
      "COSRX Acne Pimple Master Patch Plasturi pentru coșuri, 24 buc.",
      "COSRX Acne Pimple Master Patch Патчи от прыщей, 24 шт.",
      "COSRX Acne Pimple Master Patch, 24 patches",
    ),
    shortDescription: t(
      "Plasturi hidrocoloizi discreți care absorb conținutul coșurilor și le protejează de atingeri.",
      "Незаметные гидроколлоидные патчи вытягивают содержимое прыщей и защищают их от прикосновений.",
      "Discreet hydrocolloid patches that absorb pimple fluid and protect spots from touching.",
    ),
    description: desc(
      t(
        "Plasturile subțiri și transparente creează un mediu umed care ajută coșul să se vindece mai repede și împiedică infectarea lui. Sunt aproape invizibili și pot fi purtați și peste zi.",
        "Тонкие прозрачные патчи создают влажную среду, которая помогает прыщу быстрее заживать и защищает его от инфекции. Они почти незаметны, их можно носить и днём.",
        "The thin, clear patches create a moist environment that helps spots heal faster and keeps bacteria out. They are almost invisible and can be worn during the day.",
      ),
      [
        ["ing", t("hidrocoloid", "гидроколлоид", "hydrocolloid")],
        ["skin", t("cu tendință acneică", "склонная к акне", "acne-prone")],
        [
          "use",
          t(
            "lipiți plasturele pe pielea curată și uscată și lăsați-l 6–8 ore sau peste noapte",
            "наклейте патч на чистую сухую кожу и оставьте на 6–8 часов или на ночь",
            "apply to clean, dry skin and leave for 6–8 hours or overnight",
          ),
        ],
        ["set", t("24 de plasturi în 3 mărimi", "24 патча трёх размеров", "24 patches in 3 sizes")],
      ],
    ),
    price: 89,
    stock: [40],
    weightGr: 15,
    specs: { "skin-type": ["oily", "combination"], concern: ["blemishes"] },
    art: { shape: "sachet", color: "#5FB3B3" },
    addedDaysAgo: 80,
    associated: ["FB-1097", "FB-1010"],
  }),
  product({
    code: "FB-1099",
    categories: ["k-beauty", "serums"],
    brand: "some-by-mi",
    title: sized(
      t(
        "Some By Mi Snail Truecica Miracle Repair Ser reparator",
        "Some By Mi Snail Truecica Miracle Repair Восстанавливающая сыворотка",
        "Some By Mi Snail Truecica Miracle Repair Serum",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Ser cu mucină de melc negru și centella, pentru refacerea pielii după acnee.",
      "Сыворотка с муцином чёрной улитки и центеллой для восстановления кожи после акне.",
      "A serum with black snail mucin and centella to repair skin after breakouts.",
    ),
    description: desc(
      t(
        "Mucina de melc negru și complexul Truecica calmează pielea și ajută la estomparea urmelor post-acneice, iar niacinamida uniformizează tonul. Textura gel se absoarbe rapid și nu lasă peliculă.",
        "Муцин чёрной улитки и комплекс Truecica успокаивают кожу и помогают осветлить следы постакне, а ниацинамид выравнивает тон. Гелевая текстура быстро впитывается и не оставляет плёнки.",
        "Black snail mucin and the Truecica complex calm the skin and help fade post-acne marks, while niacinamide evens the tone. The gel texture absorbs quickly with no film.",
      ),
      [
        [
          "ing",
          t(
            "mucină de melc negru, Truecica (centella asiatica), niacinamidă",
            "муцин чёрной улитки, Truecica (центелла азиатская), ниацинамид",
            "black snail mucin, Truecica (centella asiatica), niacinamide",
          ),
        ],
        [
          "skin",
          t(
            "toate tipurile, cu urme post-acneice",
            "все типы, со следами постакне",
            "all skin types with post-acne marks",
          ),
        ],
        [
          "use",
          t(
            "după toner, aplicați 2–3 picături și bateți ușor până la absorbție",
            "после тонера нанесите 2–3 капли и вбейте до впитывания",
            "after toner, apply 2–3 drops and pat in until absorbed",
          ),
        ],
        ["vol", ml(50)],
      ],
    ),
    price: 349,
    stock: [6],
    weightGr: 130,
    specs: { "skin-type": ["all"], concern: ["pigmentation", "redness", "blemishes"], volume: band(50) },
    art: { shape: "bottle", color: "#3B3B3B" },
    addedDaysAgo: 28,
    similar: ["FB-1095"],
  }),
);

// Fragrances

const PERFUME_USE = t(
  "pulverizați pe încheieturi, pe gât și după urechi, de la 15–20 cm",
  "распылите на запястья, шею и за ушами с расстояния 15–20 см",
  "spray onto the wrists, neck and behind the ears from 15–20 cm",
);

const LANCOME_LINES = {
  "la-vie-est-belle": {
    name: t(
      "Lancôme La Vie est Belle Apă de parfum",
      "Lancôme La Vie est Belle Парфюмерная вода",
      "Lancôme La Vie est Belle Eau de Parfum",
    ),
    short: t(
      "Parfum floral-gurmand cu iris, praline și vanilie, emblema fericirii după Lancôme.",
      "Цветочно-гурманский аромат с ирисом, пралине и ванилью — символ счастья от Lancôme.",
      "A floral gourmand with iris, praline and vanilla, Lancôme's signature of happiness.",
    ),
    intro: t(
      "Un parfum luminos și dulce, care începe cu note fructate de coacăză neagră și pară, continuă cu o inimă de iris, iasomie și flori de portocal și se așterne pe un fond cald de praline, vanilie și patchouli. Flaconul zâmbitor a devenit un clasic.",
      "Светлый сладкий аромат открывается фруктовыми нотами чёрной смородины и груши, в сердце раскрываются ирис, жасмин и цветы апельсина, а шлейф согревают пралине, ваниль и пачули. Флакон-«улыбка» давно стал классикой.",
      "A bright, sweet scent that opens with blackcurrant and pear, reveals a heart of iris, jasmine and orange blossom and settles on a warm base of praline, vanilla and patchouli. The smiling bottle has become a classic.",
    ),
    notes: t(
      "coacăză neagră, pară, iris, iasomie, flori de portocal, praline, vanilie, patchouli",
      "чёрная смородина, груша, ирис, жасмин, цветы апельсина, пралине, ваниль, пачули",
      "blackcurrant, pear, iris, jasmine, orange blossom, praline, vanilla, patchouli",
    ),
    color: "#E7B6C2",
  },
  idole: {
    name: t("Lancôme Idôle Apă de parfum", "Lancôme Idôle Парфюмерная вода", "Lancôme Idôle Eau de Parfum"),
    short: t(
      "Parfum floral proaspăt cu trandafir, iasomie și mosc alb, într-un flacon ultrasubțire.",
      "Свежий цветочный аромат с розой, жасмином и белым мускусом в ультратонком флаконе.",
      "A fresh floral with rose, jasmine and white musk in an ultra-slim bottle.",
    ),
    intro: t(
      "Un buchet luminos de trandafiri, deschis de note de pară și bergamotă și încheiat cu mosc alb și vanilie. Flaconul plat, ultrasubțire, încape în orice geantă.",
      "Светлый букет роз открывается нотами груши и бергамота и завершается белым мускусом и ванилью. Плоский ультратонкий флакон поместится в любую сумочку.",
      "A luminous bouquet of roses that opens with pear and bergamot and closes with white musk and vanilla. The flat, ultra-slim bottle fits any handbag.",
    ),
    notes: t(
      "pară, bergamotă, trandafir, iasomie, mosc alb, vanilie",
      "груша, бергамот, роза, жасмин, белый мускус, ваниль",
      "pear, bergamot, rose, jasmine, white musk, vanilla",
    ),
    color: "#F3D1C8",
  },
  tresor: {
    name: t(
      "Lancôme Trésor Apă de parfum",
      "Lancôme Trésor Парфюмерная вода",
      "Lancôme Trésor Eau de Parfum",
    ),
    short: t(
      "Parfumul clasic al iubirii: trandafir, floare de cais și liliac pe un fond pudrat de vanilie.",
      "Классический аромат любви: роза, цветок абрикоса и сирень на пудровой базе с ванилью.",
      "The classic scent of love: rose, apricot blossom and lilac on a powdery vanilla base.",
    ),
    intro: t(
      "Creat în 1990, Trésor rămâne unul dintre cele mai iubite parfumuri pudrate: trandafirul și floarea de cais se îmbină cu liliacul și irisul, iar vanilia și lemnul de santal lasă o dâră caldă și elegantă.",
      "Созданный в 1990 году, Trésor остаётся одним из самых любимых пудровых ароматов: роза и цветок абрикоса переплетаются с сиренью и ирисом, а ваниль и сандал оставляют тёплый элегантный шлейф.",
      "Created in 1990, Trésor remains one of the best-loved powdery fragrances: rose and apricot blossom blend with lilac and iris, while vanilla and sandalwood leave a warm, elegant trail.",
    ),
    notes: t(
      "piersică, trandafir, floare de cais, liliac, iris, vanilie, lemn de santal",
      "персик, роза, цветок абрикоса, сирень, ирис, ваниль, сандал",
      "peach, rose, apricot blossom, lilac, iris, vanilla, sandalwood",
    ),
    color: "#F0C9A8",
  },
} satisfies Record<
  string,
  { name: Localized; short: Localized; intro: Localized; notes: Localized; color: string }
>;

const lancomePerfume = (
  code: string,
  line: keyof typeof LANCOME_LINES,
  size: number,
  price: number,
  extra: Extra,
) => {
  const l = LANCOME_LINES[line];
  return product({
    code,
    categories: ["fragrances"],
    brand: "lancome",
    title: sized(l.name, ml(size)),
    shortDescription: l.short,
    description: desc(l.intro, [
      ["notes", l.notes],
      ["use", PERFUME_USE],
      ["vol", ml(size)],
    ]),
    price,
    stock: [0],
    weightGr: size * 3 + 150,
    specs: { volume: band(size) },
    art: { shape: "bottle", color: l.color },
    ...extra,
  });
};

products.push(
  lancomePerfume("FB-1100", "la-vie-est-belle", 30, 1390, {
    stock: [6],
    loyaltyGive: 70,
    addedDaysAgo: 360,
    similar: ["FB-1103"],
  }),
  lancomePerfume("FB-1101", "la-vie-est-belle", 50, 1890, {
    stock: [4],
    loyaltyGive: 95,
    sortPriority: 10,
    addedDaysAgo: 360,
    similar: ["FB-1100", "FB-1102"],
    associated: ["FB-1107"],
  }),
  lancomePerfume("FB-1102", "la-vie-est-belle", 100, 2690, {
    oldPrice: 2990,
    stock: [2],
    loyaltyGive: 135,
    addedDaysAgo: 360,
    similar: ["FB-1101"],
  }),
  lancomePerfume("FB-1103", "idole", 25, 1190, {
    stock: [5],
    addedDaysAgo: 150,
    similar: ["FB-1104", "FB-1100"],
  }),
  lancomePerfume("FB-1104", "idole", 50, 1790, {
    stock: [3],
    loyaltyGive: 90,
    addedDaysAgo: 150,
    similar: ["FB-1103"],
  }),
  product({
    code: "FB-1105",
    categories: ["fragrances"],
    brand: "nuxe",
    title: sized(
      t(
        "Nuxe Prodigieux Le Parfum Apă de parfum",
        "Nuxe Prodigieux Le Parfum Парфюмерная вода",
        "Nuxe Prodigieux Le Parfum Eau de Parfum",
      ),
      ml(50),
    ),
    shortDescription: t(
      "Parfumul emblematic al uleiului Huile Prodigieuse, într-o apă de parfum solară și florală.",
      "Знаменитый аромат масла Huile Prodigieuse в солнечной цветочной парфюмерной воде.",
      "The iconic scent of Huile Prodigieuse as a sunny, floral eau de parfum.",
    ),
    description: desc(
      t(
        "Pentru cei care iubesc aroma uleiului Huile Prodigieuse: note de bergamotă și flori de portocal, o inimă de magnolie și un fond cald și învăluitor de vanilie și lapte de cocos.",
        "Для тех, кто любит аромат масла Huile Prodigieuse: ноты бергамота и цветов апельсина, сердце из магнолии и тёплая обволакивающая база из ванили и кокосового молока.",
        "For fans of the Huile Prodigieuse scent: notes of bergamot and orange blossom, a magnolia heart and a warm, enveloping base of vanilla and coconut milk.",
      ),
      [
        [
          "notes",
          t(
            "bergamotă, flori de portocal, magnolie, vanilie, lapte de cocos",
            "бергамот, цветы апельсина, магнолия, ваниль, кокосовое молоко",
            "bergamot, orange blossom, magnolia, vanilla, coconut milk",
          ),
        ],
        ["use", PERFUME_USE],
        ["vol", ml(50)],
      ],
    ),
    price: 899,
    stock: [5],
    weightGr: 260,
    specs: { volume: band(50) },
    art: { shape: "bottle", color: "#D9B36C" },
    addedDaysAgo: 210,
    associated: ["FB-1074"],
  }),
  lancomePerfume("FB-1106", "tresor", 30, 1290, { stock: [0], addedDaysAgo: 390, similar: ["FB-1100"] }),
);

// Gift sets

const GIFT_BOX = t(
  "Setul vine într-o cutie cadou, gata de oferit; la cerere adăugăm o felicitare gratuită.",
  "Набор упакован в подарочную коробку и готов к вручению; по желанию добавим бесплатную открытку.",
  "The set comes in a gift box, ready to give; we can add a free greeting card on request.",
);
const withBox = (intro: Localized): Localized =>
  t(`${intro.ro} ${GIFT_BOX.ro}`, `${intro.ru} ${GIFT_BOX.ru}`, `${intro.en} ${GIFT_BOX.en}`);

products.push(
  product({
    code: "FB-1107",
    categories: ["gift-sets", "fragrances"],
    brand: "lancome",
    title: t(
      "Lancôme La Vie est Belle Set cadou: apă de parfum 50 ml și loțiune de corp 50 ml",
      "Lancôme La Vie est Belle Подарочный набор: парфюмерная вода 50 мл и лосьон для тела 50 мл",
      "Lancôme La Vie est Belle Gift Set: Eau de Parfum 50 ml and Body Lotion 50 ml",
    ),
    shortDescription: t(
      "Parfumul La Vie est Belle și loțiunea de corp parfumată din aceeași linie, într-o cutie festivă.",
      "Аромат La Vie est Belle и парфюмированный лосьон для тела той же линии в праздничной коробке.",
      "La Vie est Belle eau de parfum and the matching scented body lotion in a festive box.",
    ),
    description: desc(
      withBox(
        t(
          "Cel mai iubit parfum Lancôme, însoțit de o loțiune de corp care prelungește aroma pe piele. Un cadou sigur pentru o persoană dragă.",
          "Самый любимый аромат Lancôme вместе с лосьоном для тела, который продлевает звучание аромата на коже. Беспроигрышный подарок для близкого человека.",
          "Lancôme's best-loved fragrance with a body lotion that makes the scent last longer on the skin. A sure-fire present for someone special.",
        ),
      ),
      [
        [
          "notes",
          t(
            "iris, iasomie, flori de portocal, praline, vanilie, patchouli",
            "ирис, жасмин, цветы апельсина, пралине, ваниль, пачули",
            "iris, jasmine, orange blossom, praline, vanilla, patchouli",
          ),
        ],
        [
          "use",
          t(
            "aplicați loțiunea pe piele după duș, apoi pulverizați parfumul",
            "нанесите лосьон на кожу после душа, затем распылите аромат",
            "apply the lotion after showering, then spray the fragrance",
          ),
        ],
        [
          "set",
          t(
            "apă de parfum 50 ml, loțiune de corp 50 ml",
            "парфюмерная вода 50 мл, лосьон для тела 50 мл",
            "eau de parfum 50 ml, body lotion 50 ml",
          ),
        ],
      ],
    ),
    price: 2190,
    oldPrice: 2490,
    stock: [3],
    weightGr: 520,
    specs: {},
    art: { shape: "box", color: "#E7B6C2" },
    loyaltyGive: 110,
    sortPriority: 10,
    addedDaysAgo: 22,
    similar: ["FB-1101"],
  }),
  product({
    code: "FB-1108",
    categories: ["gift-sets", "body-care"],
    brand: "nuxe",
    title: t(
      "Nuxe Set cadou Prodigieux: ulei uscat, ulei de duș și balsam de buze",
      "Nuxe Подарочный набор Prodigieux: сухое масло, масло для душа и бальзам для губ",
      "Nuxe Prodigieux Gift Set: dry oil, shower oil and lip balm",
    ),
    shortDescription: t(
      "Trei produse-cult Nuxe pentru un ritual complet de îngrijire a corpului.",
      "Три культовых средства Nuxe для полноценного ритуала ухода за телом.",
      "Three Nuxe cult products for a complete body care ritual.",
    ),
    description: desc(
      withBox(
        t(
          "Setul reunește uleiul uscat Huile Prodigieuse, uleiul de duș cu aceeași aromă și balsamul de buze Rêve de Miel — produsele pentru care Nuxe este iubit în toată lumea.",
          "В набор входят сухое масло Huile Prodigieuse, масло для душа с тем же ароматом и бальзам для губ Rêve de Miel — средства, за которые Nuxe любят во всём мире.",
          "The set brings together Huile Prodigieuse dry oil, the matching shower oil and Rêve de Miel lip balm — the products Nuxe is loved for worldwide.",
        ),
      ),
      [
        [
          "ing",
          t(
            "uleiuri vegetale prețioase, vitamina E, miere",
            "ценные растительные масла, витамин E, мёд",
            "precious plant oils, vitamin E, honey",
          ),
        ],
        [
          "skin",
          t("toate tipurile, mai ales uscată", "все типы, особенно сухая", "all skin types, especially dry"),
        ],
        [
          "use",
          t(
            "uleiul de duș pe pielea umedă, apoi uleiul uscat pe corp; balsamul — pe buze, după nevoie",
            "масло для душа — на влажную кожу, затем сухое масло на тело; бальзам — на губы по необходимости",
            "shower oil on damp skin, then dry oil on the body; lip balm as needed",
          ),
        ],
        [
          "set",
          t(
            "Huile Prodigieuse 100 ml, ulei de duș Prodigieux 100 ml, Rêve de Miel 15 g",
            "Huile Prodigieuse 100 мл, масло для душа Prodigieux 100 мл, Rêve de Miel 15 г",
            "Huile Prodigieuse 100 ml, Prodigieux shower oil 100 ml, Rêve de Miel 15 g",
          ),
        ],
      ],
    ),
    price: 749,
    stock: [8],
    weightGr: 480,
    specs: { "skin-type": ["all", "dry"] },
    art: { shape: "box", color: "#C9A14A" },
    loyaltyGive: 37,
    addedDaysAgo: 30,
    similar: ["FB-1074"],
  }),
  product({
    code: "FB-1109",
    categories: ["gift-sets", "moisturisers"],
    brand: "cerave",
    title: t(
      "CeraVe Set cadou Rutina hidratantă: loțiune de curățare și cremă hidratantă",
      "CeraVe Подарочный набор «Увлажняющий уход»: очищающий лосьон и увлажняющий крем",
      "CeraVe Hydrating Routine Gift Set: cleanser and moisturising cream",
    ),
    shortDescription: t(
      "Doi pași de bază pentru pielea uscată: curățare blândă și hidratare de 24 de ore.",
      "Два базовых шага для сухой кожи: мягкое очищение и увлажнение на 24 часа.",
      "Two essential steps for dry skin: gentle cleansing and 24-hour hydration.",
    ),
    description: desc(
      withBox(
        t(
          "Un set practic pentru cei care vor o rutină simplă, recomandată de dermatologi: loțiunea de curățare hidratantă și crema hidratantă CeraVe, ambele cu ceramide și acid hialuronic.",
          "Практичный набор для простого ухода, рекомендованного дерматологами: увлажняющий очищающий лосьон и увлажняющий крем CeraVe, оба с церамидами и гиалуроновой кислотой.",
          "A practical set for a simple, dermatologist-recommended routine: CeraVe Hydrating Cleanser and Moisturising Cream, both with ceramides and hyaluronic acid.",
        ),
      ),
      [
        [
          "ing",
          t(
            "ceramide 1, 3 și 6-II, acid hialuronic",
            "церамиды 1, 3 и 6-II, гиалуроновая кислота",
            "ceramides 1, 3 and 6-II, hyaluronic acid",
          ),
        ],
        ["skin", t("normală spre uscată", "нормальная и сухая", "normal to dry")],
        [
          "use",
          t(
            "curățați fața dimineața și seara, apoi aplicați crema pe față și corp",
            "очищайте лицо утром и вечером, затем наносите крем на лицо и тело",
            "cleanse morning and evening, then apply the cream to the face and body",
          ),
        ],
        [
          "set",
          t(
            "loțiune de curățare hidratantă 236 ml, cremă hidratantă 340 g",
            "увлажняющий очищающий лосьон 236 мл, увлажняющий крем 340 г",
            "Hydrating Cleanser 236 ml, Moisturising Cream 340 g",
          ),
        ],
      ],
    ),
    price: 599,
    stock: [10],
    weightGr: 700,
    specs: { "skin-type": ["normal", "dry"], concern: ["hydration"] },
    art: { shape: "box", color: "#2B67A8" },
    addedDaysAgo: 40,
    similar: ["FB-1001", "FB-1023"],
  }),
  product({
    code: "FB-1110",
    categories: ["gift-sets", "cleansers"],
    brand: "la-roche-posay",
    title: t(
      "La Roche-Posay Set Effaclar: gel de curățare și cremă corectoare Duo+M",
      "La Roche-Posay Набор Effaclar: очищающий гель и корректирующий крем Duo+M",
      "La Roche-Posay Effaclar Set: cleansing gel and Duo+M corrective cream",
    ),
    shortDescription: t(
      "Rutina completă pentru pielea cu imperfecțiuni: curățare și îngrijire corectoare.",
      "Полный уход для кожи с несовершенствами: очищение и корректирующий крем.",
      "A complete routine for blemish-prone skin: cleansing and corrective care.",
    ),
    description: desc(
      withBox(
        t(
          "Gelul spumant Effaclar curăță porii fără să usuce, iar crema Effaclar Duo+M reduce imperfecțiunile și urmele lăsate de ele. Cei doi pași se completează perfect.",
          "Пенящийся гель Effaclar очищает поры без пересушивания, а крем Effaclar Duo+M уменьшает несовершенства и следы от них. Два шага идеально дополняют друг друга.",
          "Effaclar foaming gel clears pores without drying, while Effaclar Duo+M cream reduces blemishes and the marks they leave. The two steps complement each other perfectly.",
        ),
      ),
      [
        [
          "ing",
          t(
            "zinc PCA, niacinamidă, acid salicilic, LHA",
            "цинк PCA, ниацинамид, салициловая кислота, LHA",
            "zinc PCA, niacinamide, salicylic acid, LHA",
          ),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu tendință acneică",
            "жирная и комбинированная, склонная к акне",
            "oily and combination, acne-prone",
          ),
        ],
        [
          "use",
          t(
            "dimineața și seara: gelul pe pielea umedă, clătire, apoi crema pe toată fața",
            "утром и вечером: гель на влажную кожу, смыть, затем крем на всё лицо",
            "morning and evening: gel on damp skin, rinse, then cream over the whole face",
          ),
        ],
        [
          "set",
          t(
            "Effaclar gel spumant 200 ml, Effaclar Duo+M 40 ml",
            "Effaclar пенящийся гель 200 мл, Effaclar Duo+M 40 мл",
            "Effaclar foaming gel 200 ml, Effaclar Duo+M 40 ml",
          ),
        ],
      ],
    ),
    price: 689,
    stock: [0],
    weightGr: 330,
    specs: { "skin-type": ["oily", "combination"], concern: ["blemishes", "pores"] },
    art: { shape: "box", color: "#2F7FC1" },
    addedDaysAgo: 55,
    similar: ["FB-1006", "FB-1028"],
  }),
  product({
    code: "FB-1111",
    categories: ["gift-sets", "conditioners"],
    brand: "kerastase",
    title: t(
      "Kérastase Set cadou Nutritive: șampon și mască pentru părul uscat",
      "Kérastase Подарочный набор Nutritive: шампунь и маска для сухих волос",
      "Kérastase Nutritive Gift Set: shampoo and mask for dry hair",
    ),
    shortDescription: t(
      "Duo profesional pentru părul uscat: șamponul Bain Satin și masca Masquintense.",
      "Профессиональный дуэт для сухих волос: шампунь Bain Satin и маска Masquintense.",
      "A professional duo for dry hair: Bain Satin shampoo and Masquintense mask.",
    ),
    description: desc(
      withBox(
        t(
          "Îngrijire de salon acasă: șamponul curăță și hrănește, iar masca repară în profunzime lungimile uscate. Părul devine moale, strălucitor și ușor de coafat.",
          "Салонный уход дома: шампунь очищает и питает, а маска глубоко восстанавливает сухую длину. Волосы становятся мягкими, блестящими и послушными.",
          "Salon care at home: the shampoo cleanses and nourishes, while the mask deeply repairs dry lengths. Hair becomes soft, shiny and easy to style.",
        ),
      ),
      [
        [
          "ing",
          t(
            "niacinamidă, proteine vegetale, lipide nutritive",
            "ниацинамид, растительные протеины, питательные липиды",
            "niacinamide, plant proteins, nourishing lipids",
          ),
        ],
        ["hair", t("uscat", "сухие", "dry")],
        [
          "use",
          t(
            "spălați părul cu șamponul, apoi aplicați masca pe lungimi pentru 5 minute și clătiți",
            "вымойте волосы шампунем, затем нанесите маску на длину на 5 минут и смойте",
            "wash with the shampoo, then apply the mask to the lengths for 5 minutes and rinse",
          ),
        ],
        [
          "set",
          t(
            "Bain Satin 250 ml, Masquintense 200 ml",
            "Bain Satin 250 мл, Masquintense 200 мл",
            "Bain Satin 250 ml, Masquintense 200 ml",
          ),
        ],
      ],
    ),
    price: 1249,
    oldPrice: 1418,
    stock: [2],
    weightGr: 620,
    specs: {},
    art: { shape: "box", color: "#6F5BA7" },
    loyaltyGive: 62,
    addedDaysAgo: 14,
    similar: ["FB-1081", "FB-1087"],
  }),
  product({
    code: "FB-1112",
    categories: ["gift-sets", "k-beauty"],
    brand: "some-by-mi",
    title: t(
      "Some By Mi AHA BHA PHA 30 Days Miracle Starter Kit",
      "Some By Mi AHA BHA PHA 30 Days Miracle Стартовый набор",
      "Some By Mi AHA BHA PHA 30 Days Miracle Starter Kit",
    ),
    shortDescription: t(
      "Set de încercare cu patru produse din gama Miracle pentru pielea cu tendință acneică.",
      "Пробный набор из четырёх средств линии Miracle для кожи, склонной к акне.",
      "A trial kit of four Miracle products for acne-prone skin.",
    ),
    description: desc(
      withBox(
        t(
          "Setul perfect pentru a testa gama Miracle înainte de a cumpăra formatele mari: un săpun de curățare, tonerul, serul și crema, toate cu arbore de ceai și acizi blânzi.",
          "Идеальный набор, чтобы попробовать линию Miracle перед покупкой полноразмерных средств: очищающее мыло, тонер, сыворотка и крем — все с чайным деревом и мягкими кислотами.",
          "The perfect way to try the Miracle range before buying the full sizes: a cleansing bar, toner, serum and cream, all with tea tree and gentle acids.",
        ),
      ),
      [
        [
          "ing",
          t(
            "arbore de ceai, AHA, BHA, PHA, niacinamidă",
            "чайное дерево, AHA, BHA, PHA, ниацинамид",
            "tea tree, AHA, BHA, PHA, niacinamide",
          ),
        ],
        [
          "skin",
          t(
            "grasă și mixtă, cu tendință acneică",
            "жирная и комбинированная, склонная к акне",
            "oily and combination, acne-prone",
          ),
        ],
        [
          "use",
          t(
            "curățare, toner, ser și cremă — dimineața și seara, în această ordine",
            "очищение, тонер, сыворотка и крем — утром и вечером в этом порядке",
            "cleanse, tone, serum and cream — morning and evening, in that order",
          ),
        ],
        [
          "set",
          t(
            "săpun de curățare 30 g, toner 30 ml, ser 10 ml, cremă 20 g",
            "очищающее мыло 30 г, тонер 30 мл, сыворотка 10 мл, крем 20 г",
            "cleansing bar 30 g, toner 30 ml, serum 10 ml, cream 20 g",
          ),
        ],
      ],
    ),
    price: 279,
    stock: [15],
    weightGr: 180,
    specs: { "skin-type": ["oily", "combination"], concern: ["blemishes"] },
    art: { shape: "box", color: "#9ED9C4" },
    addedDaysAgo: 3,
    similar: ["FB-1097"],
  }),
);
