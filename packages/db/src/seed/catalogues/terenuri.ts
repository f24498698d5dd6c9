import type {
  BrandSeed,
  CatalogueSeed,
  CategorySeed,
  ProductSeed,
  SpecificationSeed,
} from "../catalogue-types.ts";

/**
 * Demo catalogue of Terenuri.md: land plot listings in Moldova (Romanian and Russian, prices in EUR).
 * A "product" is one listing and a "brand" is the listing agency (or the private owner). Titles, short
 * descriptions and the fact lists are built from the listing data below; each listing has its own note.
 */

type L = { ro: string; ru: string };
const t = (ro: string, ru: string): L => ({ ro, ru });

// ---------------------------------------------------------------------------------------------
// Categories (mirror the site's menu; slugs are the last segment of the menu urls)
// ---------------------------------------------------------------------------------------------

type CatDef = {
  key: string;
  title: L;
  slug: L;
  description: L;
  seoTitle: L;
  seoDescription: L;
  children?: CatDef[];
};

const CATEGORY_DEFS: CatDef[] = [
  {
    key: "constructii",
    title: t("Terenuri pentru construcții", "Участки под строительство"),
    slug: t("terenuri-constructii", "uchastki-pod-stroitelstvo"),
    description: t(
      "Terenuri intravilane pentru case de locuit în Chișinău, în suburbii și în alte localități din Moldova.",
      "Участки в черте населённых пунктов под строительство жилого дома в Кишинёве, пригородах и других населённых пунктах Молдовы.",
    ),
    seoTitle: t(
      "Terenuri pentru construcții de vânzare în Moldova | Terenuri.md",
      "Участки под строительство в Молдове — продажа | Terenuri.md",
    ),
    seoDescription: t(
      "Anunțuri de vânzare a terenurilor pentru construcții: suprafața, utilitățile, accesul și numărul cadastral al fiecărui teren.",
      "Объявления о продаже участков под строительство: площадь, коммуникации, подъезд и кадастровый номер каждого участка.",
    ),
    children: [
      {
        key: "constructii-chisinau",
        title: t("În Chișinău", "В Кишинёве"),
        slug: t("chisinau", "kishinev"),
        description: t(
          "Terenuri pentru construcții în sectoarele Chișinăului și în orașul Codru, cu acces la rețelele urbane.",
          "Участки под строительство в секторах Кишинёва и в городе Кодру, с доступом к городским сетям.",
        ),
        seoTitle: t(
          "Terenuri pentru construcții în Chișinău | Terenuri.md",
          "Участки под строительство в Кишинёве | Terenuri.md",
        ),
        seoDescription: t(
          "Terenuri de vânzare în Botanica, Buiucani, Râșcani, Ciocana, Centru și Codru: prețuri în euro, utilități și acces.",
          "Участки на продажу на Ботанике, Буюканах, Рышкановке, Чеканах, в Центре и Кодру: цены в евро, коммуникации и подъезд.",
        ),
      },
      {
        key: "constructii-suburbii",
        title: t("Suburbiile Chișinăului", "Пригороды Кишинёва"),
        slug: t("suburbii", "prigorody"),
        description: t(
          "Terenuri pentru case în Durlești, Stăuceni, Ghidighici, Trușeni, Băcioi, Ialoveni și alte localități de lângă capitală.",
          "Участки под дом в Дурлештах, Ставченах, Гидигиче, Трушенах, Бачое, Яловенах и других населённых пунктах возле столицы.",
        ),
        seoTitle: t(
          "Terenuri pentru construcții în suburbiile Chișinăului | Terenuri.md",
          "Участки под строительство в пригородах Кишинёва | Terenuri.md",
        ),
        seoDescription: t(
          "Terenuri de vânzare la 10–20 de minute de Chișinău: loturi de 6–15 ari cu energie electrică, apă și gaz.",
          "Участки на продажу в 10–20 минутах от Кишинёва: 6–15 соток с электричеством, водой и газом.",
        ),
      },
      {
        key: "constructii-alte",
        title: t("Alte localități", "Другие населённые пункты"),
        slug: t("alte-localitati", "drugie-naselennye-punkty"),
        description: t(
          "Terenuri pentru construcții în orașele și satele din raioanele Orhei, Strășeni, Criuleni, Anenii Noi, Hîncești și Călărași.",
          "Участки под строительство в городах и сёлах Оргеевского, Страшенского, Криулянского, Новоаненского, Хынчештского и Каларашского районов.",
        ),
        seoTitle: t(
          "Terenuri pentru construcții în raioanele Moldovei | Terenuri.md",
          "Участки под строительство в районах Молдовы | Terenuri.md",
        ),
        seoDescription: t(
          "Terenuri accesibile pentru case în orașe și sate din Moldova: prețuri de la câteva mii de euro.",
          "Недорогие участки под дом в городах и сёлах Молдовы: цены от нескольких тысяч евро.",
        ),
      },
    ],
  },
  {
    key: "agricole",
    title: t("Terenuri agricole", "Сельхозземли"),
    slug: t("terenuri-agricole", "selkhozzemli"),
    description: t(
      "Teren arabil, vii și livezi de vânzare în toate zonele agricole ale Moldovei.",
      "Пашня, виноградники и сады на продажу во всех сельскохозяйственных зонах Молдовы.",
    ),
    seoTitle: t(
      "Terenuri agricole de vânzare în Moldova | Terenuri.md",
      "Сельхозземли в Молдове — продажа | Terenuri.md",
    ),
    seoDescription: t(
      "Anunțuri de vânzare a terenurilor agricole: teren arabil, vii și livezi, cu suprafața în hectare și prețul în euro.",
      "Объявления о продаже сельхозземель: пашня, виноградники и сады, площадь в гектарах и цена в евро.",
    ),
    children: [
      {
        key: "agricole-arabil",
        title: t("Teren arabil", "Пашня"),
        slug: t("arabil", "pashnya"),
        description: t(
          "Terenuri arabile pentru culturi de câmp: cereale, floarea-soarelui, porumb și rapiță.",
          "Пахотные земли под полевые культуры: зерновые, подсолнечник, кукурузу и рапс.",
        ),
        seoTitle: t(
          "Teren arabil de vânzare în Moldova | Terenuri.md",
          "Пашня на продажу в Молдове | Terenuri.md",
        ),
        seoDescription: t(
          "Teren arabil de vânzare pe hectar: cernoziom, acces pentru tehnică agricolă, comasat sau în loturi.",
          "Продажа пахотной земли: чернозём, подъезд для техники, единым массивом или отдельными участками.",
        ),
      },
      {
        key: "agricole-vii",
        title: t("Vii", "Виноградники"),
        slug: t("vii", "vinogradniki"),
        description: t(
          "Plantații viticole de soiuri europene și de masă, cu spalier, în zonele vinicole Codru și Ștefan Vodă.",
          "Виноградники европейских и столовых сортов, со шпалерой, в винодельческих зонах Кодру и Штефан-Водэ.",
        ),
        seoTitle: t(
          "Vii de vânzare în Moldova | Terenuri.md",
          "Виноградники на продажу в Молдове | Terenuri.md",
        ),
        seoDescription: t(
          "Vii de vânzare: soiul, anul plantării, spalierul și roada medie pentru fiecare plantație.",
          "Виноградники на продажу: сорт, год посадки, шпалера и средний урожай каждой плантации.",
        ),
      },
      {
        key: "agricole-livezi",
        title: t("Livezi", "Сады"),
        slug: t("livezi", "sady"),
        description: t(
          "Livezi de meri, pruni, nuci, cireși și caiși, inclusiv plantații intensive cu irigare prin picurare.",
          "Сады яблонь, слив, орехов, черешен и абрикосов, в том числе интенсивные с капельным орошением.",
        ),
        seoTitle: t(
          "Livezi de vânzare în Moldova | Terenuri.md",
          "Фруктовые сады на продажу в Молдове | Terenuri.md",
        ),
        seoDescription: t(
          "Livezi de vânzare: specia, vârsta pomilor, sistemul de irigare și roada, cu prețul în euro.",
          "Фруктовые сады на продажу: культура, возраст деревьев, орошение и урожайность, цена в евро.",
        ),
      },
    ],
  },
  {
    key: "pomicole",
    title: t("Loturi pomicole", "Дачные участки"),
    slug: t("loturi-pomicole", "dachnye-uchastki"),
    description: t(
      "Loturi pomicole în întovărășirile din jurul Chișinăului — pentru weekenduri, grădină și o căsuță de vară.",
      "Дачные участки в садовых товариществах вокруг Кишинёва — для выходных, огорода и летнего домика.",
    ),
    seoTitle: t(
      "Loturi pomicole de vânzare lângă Chișinău | Terenuri.md",
      "Дачные участки возле Кишинёва | Terenuri.md",
    ),
    seoDescription: t(
      "Loturi pomicole de 4–8 ari cu apă pentru irigare și energie electrică, de la 4 000 €.",
      "Дачные участки 4–8 соток с поливочной водой и электричеством, от 4 000 €.",
    ),
  },
  {
    key: "case",
    title: t("Case cu teren", "Дома с участком"),
    slug: t("case-cu-teren", "doma-s-uchastkom"),
    description: t(
      "Case de locuit și case de vacanță vândute împreună cu terenul, în oraș și la sat.",
      "Жилые и дачные дома, которые продаются вместе с участком, в городе и в селе.",
    ),
    seoTitle: t(
      "Case cu teren de vânzare în Moldova | Terenuri.md",
      "Дома с участком на продажу в Молдове | Terenuri.md",
    ),
    seoDescription: t(
      "Case cu teren de vânzare: suprafața casei și a terenului, utilitățile și accesul, prețul în euro.",
      "Дома с участком на продажу: площадь дома и участка, коммуникации и подъезд, цена в евро.",
    ),
  },
  {
    key: "comerciale",
    title: t("Terenuri comerciale", "Коммерческие участки"),
    slug: t("terenuri-comerciale", "kommercheskie-uchastki"),
    description: t(
      "Terenuri pentru magazine, stații PECO, depozite mici și spații de servicii, la drumuri cu trafic intens.",
      "Участки под магазины, АЗС, небольшие склады и сферу услуг у дорог с интенсивным движением.",
    ),
    seoTitle: t(
      "Terenuri comerciale de vânzare | Terenuri.md",
      "Коммерческие участки на продажу | Terenuri.md",
    ),
    seoDescription: t(
      "Terenuri comerciale la trasee naționale și în Chișinău: deschiderea la drum, utilitățile și destinația.",
      "Коммерческие участки у национальных трасс и в Кишинёве: выход к дороге, коммуникации и назначение.",
    ),
  },
  {
    key: "industriale",
    title: t("Terenuri industriale", "Промышленные участки"),
    slug: t("terenuri-industriale", "promyshlennye-uchastki"),
    description: t(
      "Terenuri pentru fabrici, depozite și baze logistice, cu acces pentru camioane și putere electrică mare.",
      "Участки под производство, склады и логистические базы, с подъездом для грузовиков и большой электрической мощностью.",
    ),
    seoTitle: t(
      "Terenuri industriale de vânzare | Terenuri.md",
      "Промышленные участки на продажу | Terenuri.md",
    ),
    seoDescription: t(
      "Terenuri industriale în Chișinău și în raioanele din jur: suprafața, puterea electrică și accesul pentru TIR.",
      "Промышленные участки в Кишинёве и соседних районах: площадь, электрическая мощность и подъезд для фур.",
    ),
  },
  {
    key: "arenda",
    title: t("Arendă", "Аренда земли"),
    slug: t("arenda", "arenda-zemli"),
    description: t(
      "Terenuri agricole, comerciale și industriale date în arendă; prețul indicat este chiria anuală.",
      "Сельхозземли, коммерческие и промышленные участки в аренду; указанная цена — арендная плата за год.",
    ),
    seoTitle: t("Terenuri în arendă în Moldova | Terenuri.md", "Аренда земли в Молдове | Terenuri.md"),
    seoDescription: t(
      "Anunțuri de arendă a terenurilor: teren arabil, vii, livezi și terenuri comerciale, cu chiria anuală în euro.",
      "Объявления об аренде земли: пашня, виноградники, сады и коммерческие участки, с арендной платой за год в евро.",
    ),
  },
];

const toCategory = (c: CatDef): CategorySeed => ({
  key: c.key,
  title: c.title,
  slug: c.slug,
  description: c.description,
  seoTitle: c.seoTitle,
  seoDescription: c.seoDescription,
  ...(c.children ? { children: c.children.map(toCategory) } : {}),
});

// ---------------------------------------------------------------------------------------------
// Brands: listing agencies and private owners
// ---------------------------------------------------------------------------------------------

const BRAND_LIST: { key: string; name: string }[] = [
  { key: "proprietar", name: "Proprietar" },
  { key: "imobil-expert", name: "Imobil Expert" },
  { key: "casa-mare", name: "Casa Mare Imobiliare" },
  { key: "capitala", name: "Capitala Imobil" },
  { key: "terra-prim", name: "Terra Prim" },
  { key: "agroteren", name: "AgroTeren Consult" },
  { key: "codru-imobil", name: "Codru Imobil" },
  { key: "orhei-imobil", name: "Orhei Imobil" },
  { key: "nistru", name: "Nistru Imobiliare" },
  { key: "hotar", name: "Hotar Grup" },
  { key: "basarabia", name: "Basarabia Estate" },
  { key: "vatra", name: "Vatra Imobil" },
];

const BRAND_NAME = new Map(BRAND_LIST.map((b) => [b.key, b.name]));

// ---------------------------------------------------------------------------------------------
// Specifications (filters)
// ---------------------------------------------------------------------------------------------

type Kind = "constructii" | "arabil" | "vie" | "livada" | "pomicol" | "casa" | "comercial" | "industrial";
type Util = "electricitate" | "apa" | "gaz" | "canalizare";
type Access = "asfalt" | "pietris" | "pamant";
type Raion =
  | "chisinau"
  | "durlesti"
  | "codru"
  | "ialoveni"
  | "anenii-noi"
  | "criuleni"
  | "orhei"
  | "straseni"
  | "hincesti"
  | "calarasi"
  | "stefan-voda"
  | "cimislia";

/** Land type filter value of each kind of listing (a house is sold with construction land). */
const LAND_TYPE: Record<Kind, string> = {
  constructii: "constructii",
  casa: "constructii",
  arabil: "arabil",
  vie: "vie",
  livada: "livada",
  pomicol: "pomicol",
  comercial: "comercial",
  industrial: "industrial",
};

const LAND_TYPES: { key: string; title: L }[] = [
  { key: "constructii", title: t("Pentru construcții", "Под строительство") },
  { key: "arabil", title: t("Agricol (arabil)", "Сельхоз (пашня)") },
  { key: "vie", title: t("Vie", "Виноградник") },
  { key: "livada", title: t("Livadă", "Сад") },
  { key: "pomicol", title: t("Lot pomicol", "Дачный участок") },
  { key: "comercial", title: t("Comercial", "Коммерческий") },
  { key: "industrial", title: t("Industrial", "Промышленный") },
];

const UTILS: Record<Util, { title: L; text: L; with: string }> = {
  electricitate: {
    title: t("Energie electrică", "Электричество"),
    text: t("energie electrică", "электричество"),
    with: "электричеством",
  },
  apa: {
    title: t("Apă (apeduct)", "Вода (водопровод)"),
    text: t("apeduct", "водопровод"),
    with: "водопроводом",
  },
  gaz: { title: t("Gaz", "Газ"), text: t("gaz natural", "газ"), with: "газом" },
  canalizare: {
    title: t("Canalizare", "Канализация"),
    text: t("canalizare", "канализация"),
    with: "канализацией",
  },
};

const ACCESS: Record<Access, { title: L; text: L; by: string }> = {
  asfalt: {
    title: t("Drum asfaltat", "Асфальт"),
    text: t("drum asfaltat", "асфальтированная дорога"),
    by: "по асфальту",
  },
  pietris: {
    title: t("Drum pietruit", "Гравийная дорога"),
    text: t("drum pietruit", "гравийная дорога"),
    by: "по гравийной дороге",
  },
  pamant: {
    title: t("Drum de pământ", "Грунтовая дорога"),
    text: t("drum de pământ", "грунтовая дорога"),
    by: "по грунтовой дороге",
  },
};

/** Districts: filter title, the "district" part of a full address and the cadastral zone prefix. */
const RAIONS: Record<Raion, { title: L; suffix: L; cad: string }> = {
  chisinau: {
    title: t("mun. Chișinău", "мун. Кишинёв"),
    suffix: t("mun. Chișinău", "мун. Кишинёв"),
    cad: "01",
  },
  durlesti: { title: t("Durlești", "Дурлешты"), suffix: t("mun. Chișinău", "мун. Кишинёв"), cad: "01" },
  codru: { title: t("Codru", "Кодру"), suffix: t("mun. Chișinău", "мун. Кишинёв"), cad: "01" },
  ialoveni: { title: t("Ialoveni", "Яловены"), suffix: t("r-nul Ialoveni", "Яловенский р-н"), cad: "55" },
  "anenii-noi": {
    title: t("Anenii Noi", "Анений Ной"),
    suffix: t("r-nul Anenii Noi", "Новоаненский р-н"),
    cad: "21",
  },
  criuleni: { title: t("Criuleni", "Криуляны"), suffix: t("r-nul Criuleni", "Криулянский р-н"), cad: "36" },
  orhei: { title: t("Orhei", "Оргеев"), suffix: t("r-nul Orhei", "Оргеевский р-н"), cad: "64" },
  straseni: { title: t("Strășeni", "Страшены"), suffix: t("r-nul Strășeni", "Страшенский р-н"), cad: "80" },
  hincesti: { title: t("Hîncești", "Хынчешты"), suffix: t("r-nul Hîncești", "Хынчештский р-н"), cad: "53" },
  calarasi: { title: t("Călărași", "Калараш"), suffix: t("r-nul Călărași", "Каларашский р-н"), cad: "25" },
  "stefan-voda": {
    title: t("Ștefan Vodă", "Штефан-Водэ"),
    suffix: t("r-nul Ștefan Vodă", "Штефан-Водский р-н"),
    cad: "85",
  },
  cimislia: { title: t("Cimișlia", "Чимишлия"), suffix: t("r-nul Cimișlia", "Чимишлийский р-н"), cad: "31" },
};

const AREA_BANDS: { key: string; max: number; title: L }[] = [
  { key: "pana-la-6-ari", max: 6, title: t("Până la 6 ari", "До 6 соток") },
  { key: "6-10-ari", max: 10, title: t("6–10 ari", "6–10 соток") },
  { key: "10-20-ari", max: 20, title: t("10–20 de ari", "10–20 соток") },
  { key: "20-ari-1-ha", max: 100, title: t("20 de ari – 1 ha", "20 соток – 1 га") },
  { key: "1-10-ha", max: 1000, title: t("1–10 ha", "1–10 га") },
  { key: "peste-10-ha", max: Number.POSITIVE_INFINITY, title: t("Peste 10 ha", "Более 10 га") },
];

const specifications: SpecificationSeed[] = [
  { key: "tip-teren", title: t("Tipul terenului", "Тип участка"), type: "checkbox", values: LAND_TYPES },
  {
    key: "utilitati",
    title: t("Utilități", "Коммуникации"),
    type: "checkbox",
    values: [
      ...(Object.keys(UTILS) as Util[]).map((key) => ({ key, title: UTILS[key].title })),
      { key: "fara", title: t("Fără utilități", "Без коммуникаций") },
    ],
  },
  {
    key: "acces",
    title: t("Acces", "Подъезд"),
    type: "checkbox",
    values: (Object.keys(ACCESS) as Access[]).map((key) => ({ key, title: ACCESS[key].title })),
  },
  {
    key: "raion",
    title: t("Raion / localitate", "Район / населённый пункт"),
    type: "checkbox",
    values: (Object.keys(RAIONS) as Raion[]).map((key) => ({ key, title: RAIONS[key].title })),
  },
  {
    key: "suprafata",
    title: t("Suprafața", "Площадь"),
    type: "radio",
    values: AREA_BANDS.map(({ key, title }) => ({ key, title })),
  },
  {
    key: "oferta",
    title: t("Tipul ofertei", "Тип предложения"),
    type: "radio",
    values: [
      { key: "vanzare", title: t("Vânzare", "Продажа") },
      { key: "arenda", title: t("Arendă", "Аренда") },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Localities
// ---------------------------------------------------------------------------------------------

type Place = { raion: Raion; title: L; full: L };

/** A village ("s.") or town ("or.") of a district; the title names the district too unless it is its seat. */
function village(raion: Raion, ro: string, ru: string, town = false, seat = false): Place {
  const r = RAIONS[raion];
  const districtTitle = raion === "durlesti" || raion === "codru" ? t("Chișinău", "Кишинёв") : r.title;
  const name = t(ro, ru);
  return {
    raion,
    title: seat
      ? name
      : t(
          `${ro}, ${districtTitle.ro.replace("mun. ", "")}`,
          `${ru}, ${districtTitle.ru.replace("мун. ", "")}`,
        ),
    full: t(`${town ? "or." : "s."} ${ro}, ${r.suffix.ro}`, `${town ? "г." : "с."} ${ru}, ${r.suffix.ru}`),
  };
}

function sector(ro: string, ru: string): Place {
  return {
    raion: "chisinau",
    title: t(`Chișinău, ${ro}`, `Кишинёв, ${ru}`),
    full: t(`mun. Chișinău, sect. ${ro}`, `мун. Кишинёв, сектор ${ru}`),
  };
}

/** A district seat town: "or. Orhei" / "г. Оргеев", titled by its own name. */
function seat(raion: Raion, ro: string, ru: string, municipality = false): Place {
  return {
    raion,
    title: t(ro, ru),
    full: t(`${municipality ? "mun." : "or."} ${ro}`, `${municipality ? "мун." : "г."} ${ru}`),
  };
}

const PLACES = {
  botanica: sector("Botanica", "Ботаника"),
  buiucani: sector("Buiucani", "Буюканы"),
  rascani: sector("Râșcani", "Рышкановка"),
  ciocana: sector("Ciocana", "Чеканы"),
  centru: sector("Centru", "Центр"),
  codru: village("codru", "Codru", "Кодру", true),
  durlesti: village("durlesti", "Durlești", "Дурлешты", true),
  stauceni: village("chisinau", "Stăuceni", "Ставчены"),
  ghidighici: village("chisinau", "Ghidighici", "Гидигич"),
  truseni: village("chisinau", "Trușeni", "Трушены"),
  bubuieci: village("chisinau", "Bubuieci", "Бубуечь"),
  bacioi: village("chisinau", "Băcioi", "Бачой"),
  singera: village("chisinau", "Sîngera", "Сынжера", true),
  gratiesti: village("chisinau", "Grătiești", "Гратиешты"),
  cricova: village("chisinau", "Cricova", "Криково", true),
  colonita: village("chisinau", "Colonița", "Колоница"),
  tohatin: village("chisinau", "Tohatin", "Тохатин"),
  vaduluiVoda: village("chisinau", "Vadul lui Vodă", "Вадул-луй-Водэ", true),
  budesti: village("chisinau", "Budești", "Будешты"),
  cruzesti: village("chisinau", "Cruzești", "Крузешты"),
  ialoveni: seat("ialoveni", "Ialoveni", "Яловены"),
  costesti: village("ialoveni", "Costești", "Костешты"),
  horesti: village("ialoveni", "Horești", "Хорешты"),
  bardar: village("ialoveni", "Bardar", "Бардар"),
  danceni: village("ialoveni", "Dănceni", "Данчены"),
  milestiiMici: village("ialoveni", "Mileștii Mici", "Милештий Мичь"),
  rusestiiNoi: village("ialoveni", "Ruseștii Noi", "Русештий Ной"),
  varatic: village("ialoveni", "Văratic", "Варатик"),
  suruceni: village("ialoveni", "Suruceni", "Суручены"),
  aneniiNoi: seat("anenii-noi", "Anenii Noi", "Анений Ной"),
  bulboaca: village("anenii-noi", "Bulboaca", "Булбоака"),
  mereni: village("anenii-noi", "Mereni", "Мерены"),
  chetrosu: village("anenii-noi", "Chetrosu", "Кетросу"),
  speia: village("anenii-noi", "Speia", "Спея"),
  puhaceni: village("anenii-noi", "Puhăceni", "Пухэчень"),
  criuleni: seat("criuleni", "Criuleni", "Криуляны"),
  dubasariiVechi: village("criuleni", "Dubăsarii Vechi", "Дубэсарий Векь"),
  magdacesti: village("criuleni", "Măgdăcești", "Мэгдэчешть"),
  hrusova: village("criuleni", "Hrușova", "Хрушова"),
  onitcani: village("criuleni", "Onițcani", "Оницкань"),
  orhei: seat("orhei", "Orhei", "Оргеев", true),
  peresecina: village("orhei", "Peresecina", "Пересечино"),
  ivancea: village("orhei", "Ivancea", "Иванча"),
  trebujeni: village("orhei", "Trebujeni", "Требужень"),
  susleni: village("orhei", "Susleni", "Суслень"),
  straseni: seat("straseni", "Strășeni", "Страшены"),
  cojusna: village("straseni", "Cojușna", "Кожушна"),
  lozova: village("straseni", "Lozova", "Лозова"),
  sireti: village("straseni", "Sireți", "Сирець"),
  micauti: village("straseni", "Micăuți", "Микэуць"),
  bucovat: village("straseni", "Bucovăț", "Буковэц", true),
  hincesti: seat("hincesti", "Hîncești", "Хынчешты"),
  lapusna: village("hincesti", "Lăpușna", "Лэпушна"),
  bujor: village("hincesti", "Bujor", "Бужор"),
  calarasi: seat("calarasi", "Călărași", "Калараш"),
  sipoteni: village("calarasi", "Sipoteni", "Сипотень"),
  bravicea: village("calarasi", "Bravicea", "Бравича"),
  purcari: village("stefan-voda", "Purcari", "Пуркарь"),
  olanesti: village("stefan-voda", "Olănești", "Олэнешть"),
  carahasani: village("stefan-voda", "Carahasani", "Карахасань"),
  cimislia: seat("cimislia", "Cimișlia", "Чимишлия"),
  guraGalbenei: village("cimislia", "Gura Galbenei", "Гура-Галбеней"),
  satulNou: village("cimislia", "Satul Nou", "Сатул-Ноу"),
} satisfies Record<string, Place>;

type PlaceKey = keyof typeof PLACES;

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

const num = (n: number): string => String(n).replace(".", ",");

/** "1 ar", "8 ari", "25 de ari", "6,5 ari". */
function aresRo(n: number): string {
  if (!Number.isInteger(n)) return `${num(n)} ari`;
  if (n === 1) return "1 ar";
  const h = n % 100;
  return h === 0 || h >= 20 ? `${n} de ari` : `${n} ari`;
}

/** "1 сотка", "3 сотки", "8 соток", "6,5 сотки". */
function aresRu(n: number): string {
  if (!Number.isInteger(n)) return `${num(n)} сотки`;
  const d = n % 10;
  const h = n % 100;
  if (d === 1 && h !== 11) return `${n} сотка`;
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return `${n} сотки`;
  return `${n} соток`;
}

/** Area text: ares below one hectare, hectares from one hectare up. */
const areaText = (ares: number): L =>
  ares >= 100 ? t(`${num(ares / 100)} ha`, `${num(ares / 100)} га`) : t(aresRo(ares), aresRu(ares));

const joinRo = (xs: string[]): string =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} și ${xs[xs.length - 1]}`;
const joinRu = (xs: string[]): string =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} и ${xs[xs.length - 1]}`;

/** Listing title start, per kind (sale / lease). */
const KIND_TITLE: Record<Kind, { sale: L; lease: L }> = {
  constructii: {
    sale: t("Teren pentru construcții", "Участок под строительство"),
    lease: t("Teren pentru construcții în arendă", "Участок под строительство в аренду"),
  },
  arabil: { sale: t("Teren arabil", "Пашня"), lease: t("Teren arabil în arendă", "Пашня в аренду") },
  vie: { sale: t("Vie", "Виноградник"), lease: t("Vie în arendă", "Виноградник в аренду") },
  livada: { sale: t("Livadă", "Сад"), lease: t("Livadă în arendă", "Сад в аренду") },
  pomicol: {
    sale: t("Lot pomicol", "Дачный участок"),
    lease: t("Lot pomicol în arendă", "Дачный участок в аренду"),
  },
  casa: { sale: t("Casă", "Дом"), lease: t("Casă în arendă", "Дом в аренду") },
  comercial: {
    sale: t("Teren comercial", "Коммерческий участок"),
    lease: t("Teren comercial în arendă", "Коммерческий участок в аренду"),
  },
  industrial: {
    sale: t("Teren industrial", "Промышленный участок"),
    lease: t("Teren industrial în arendă", "Промышленный участок в аренду"),
  },
};

/** First sentence of the description, per kind (sale / lease). */
const KIND_INTRO: Record<Kind, { sale: L; lease: L }> = {
  constructii: {
    sale: t(
      "Se vinde teren pentru construcția unei case de locuit.",
      "Продаётся участок под строительство жилого дома.",
    ),
    lease: t("Se dă în arendă teren pentru construcții.", "Сдаётся в аренду участок под строительство."),
  },
  arabil: {
    sale: t("Se vinde teren agricol arabil.", "Продаётся пахотная сельскохозяйственная земля."),
    lease: t(
      "Se dă în arendă teren agricol arabil, pe termen lung.",
      "Сдаётся в долгосрочную аренду пахотная земля.",
    ),
  },
  vie: {
    sale: t("Se vinde vie roditoare.", "Продаётся плодоносящий виноградник."),
    lease: t("Se dă în arendă vie roditoare.", "Сдаётся в аренду плодоносящий виноградник."),
  },
  livada: {
    sale: t("Se vinde livadă roditoare.", "Продаётся плодоносящий сад."),
    lease: t("Se dă în arendă livadă roditoare.", "Сдаётся в аренду плодоносящий сад."),
  },
  pomicol: {
    sale: t(
      "Se vinde lot pomicol într-o întovărășire îngrijită.",
      "Продаётся дачный участок в ухоженном товариществе.",
    ),
    lease: t("Se dă în arendă lot pomicol.", "Сдаётся в аренду дачный участок."),
  },
  casa: {
    sale: t("Se vinde casă de locuit împreună cu terenul.", "Продаётся жилой дом вместе с участком."),
    lease: t("Se dă în chirie casă cu teren.", "Сдаётся дом с участком."),
  },
  comercial: {
    sale: t("Se vinde teren cu destinație comercială.", "Продаётся участок коммерческого назначения."),
    lease: t(
      "Se dă în arendă teren cu destinație comercială.",
      "Сдаётся в аренду участок коммерческого назначения.",
    ),
  },
  industrial: {
    sale: t("Se vinde teren cu destinație industrială.", "Продаётся участок промышленного назначения."),
    lease: t(
      "Se dă în arendă teren cu destinație industrială.",
      "Сдаётся в аренду участок промышленного назначения.",
    ),
  },
};

const DESTINATION: Record<Kind, L> = {
  constructii: t(
    "teren pentru construcții (intravilan)",
    "земля под строительство (в черте населённого пункта)",
  ),
  arabil: t("teren agricol, arabil", "сельскохозяйственная земля, пашня"),
  vie: t("teren agricol, plantație viticolă", "сельскохозяйственная земля, виноградник"),
  livada: t("teren agricol, plantație pomicolă", "сельскохозяйственная земля, фруктовый сад"),
  pomicol: t("lot pomicol (întovărășire pomicolă)", "дачный участок (садовое товарищество)"),
  casa: t("teren pentru construcții, cu casă de locuit", "земля под строительство, с жилым домом"),
  comercial: t("teren pentru construcții comerciale", "земля под коммерческую застройку"),
  industrial: t("teren cu destinație industrială", "земля промышленного назначения"),
};

/** Shapes of the short description: "Teren arabil de 45 ha" / "Пашня 45 га". */
const KIND_SHORT: Record<Kind, L> = {
  constructii: t("Teren pentru construcții", "Участок под строительство"),
  arabil: t("Teren arabil", "Пашня"),
  vie: t("Vie", "Виноградник"),
  livada: t("Livadă", "Сад"),
  pomicol: t("Lot pomicol", "Дачный участок"),
  casa: t("Teren", "Участок"),
  comercial: t("Teren comercial", "Коммерческий участок"),
  industrial: t("Teren industrial", "Промышленный участок"),
};

const ART_COLORS: Record<Kind, string[]> = {
  constructii: ["#A1887F", "#8D6E63", "#BCAAA4"],
  arabil: ["#6D4C41", "#795548", "#5D4037"],
  vie: ["#558B2F", "#689F38", "#33691E"],
  livada: ["#7CB342", "#43A047", "#2E7D32"],
  pomicol: ["#9CCC65", "#8BC34A", "#AED581"],
  casa: ["#D7CCC8", "#A1887F", "#C8B89A"],
  comercial: ["#D2B48C", "#C2B280", "#E0C9A6"],
  industrial: ["#BFA67A", "#A89070", "#C9B28F"],
};

// ---------------------------------------------------------------------------------------------
// Listings
// ---------------------------------------------------------------------------------------------

type Plot = {
  /** Number part of the code: "TR-<n>". */
  n: number;
  /** Category keys, the first is the main one. */
  cat: string[];
  brand: string;
  kind: Kind;
  /** Area in ares (1 ar = 100 m²). */
  ares: number;
  at: PlaceKey;
  /** Street or address detail inside the locality. */
  street?: L;
  /** Utilities on the plot: e = electricity, a = water, g = gas, c = sewage. */
  u: string;
  access: Access;
  price: number;
  old?: number;
  /** Annual rent instead of a sale price. */
  lease?: boolean;
  sold?: boolean;
  days: number;
  prio?: number;
  /** House area, m² (houses with land). */
  house?: number;
  similar?: number[];
  /** What is particular about this plot: one or two sentences. */
  note: L;
};

const UTIL_LETTERS: Record<string, Util> = { e: "electricitate", a: "apa", g: "gaz", c: "canalizare" };

const str = (ro: string, ru: string): L => t(ro, ru);
/** Agricultural land outside the village. */
const EXTRAVILAN = str("extravilan", "за чертой села");

function cadastral(p: Plot): string {
  const zone = RAIONS[PLACES[p.at].raion].cad;
  const block = String((p.n * 7919) % 100000).padStart(5, "0");
  const parcel = String((p.n * 131) % 1000).padStart(3, "0");
  return `${zone}${block}.${parcel}`;
}

function areaBand(ares: number): string {
  const band = AREA_BANDS.find((b) => ares <= b.max);
  return (band ?? AREA_BANDS[AREA_BANDS.length - 1])?.key as string;
}

function toProduct(p: Plot, index: number): ProductSeed {
  const place = PLACES[p.at];
  const utils = [...p.u].map((c) => {
    const u = UTIL_LETTERS[c];
    if (!u) throw new Error(`TR-${p.n}: unknown utility ${c}`);
    return u;
  });
  const area = areaText(p.ares);
  const deal = p.lease ? "lease" : "sale";
  const brandName = BRAND_NAME.get(p.brand) ?? p.brand;
  const owner = p.brand === "proprietar";
  const withStreet =
    p.street &&
    (p.kind === "constructii" || p.kind === "casa" || p.kind === "comercial" || p.kind === "industrial");

  const head =
    p.kind === "casa" && p.house
      ? t(
          `${KIND_TITLE.casa[deal].ro} de ${p.house} m² cu teren de ${area.ro}`,
          `${KIND_TITLE.casa[deal].ru} ${p.house} м² с участком ${area.ru}`,
        )
      : t(`${KIND_TITLE[p.kind][deal].ro} ${area.ro}`, `${KIND_TITLE[p.kind][deal].ru} ${area.ru}`);
  const title = t(
    `${head.ro}, ${place.title.ro}${withStreet && p.street ? `, ${p.street.ro}` : ""}`,
    `${head.ru}, ${place.title.ru}${withStreet && p.street ? `, ${p.street.ru}` : ""}`,
  );

  const utilsRo = utils.length ? `cu ${joinRo(utils.map((u) => UTILS[u].text.ro))}` : "fără utilități";
  const utilsRu = utils.length ? `с ${joinRu(utils.map((u) => UTILS[u].with))}` : "без коммуникаций";
  const leaseRo = p.lease ? " în arendă," : "";
  const leaseRu = p.lease ? " в аренду," : "";
  const shortDescription =
    p.kind === "casa" && p.house
      ? t(
          `Casă de ${p.house} m² pe un teren de ${area.ro}, ${utilsRo}, acces pe ${ACCESS[p.access].text.ro}.`,
          `Дом ${p.house} м² на участке ${area.ru}, ${utilsRu}, подъезд ${ACCESS[p.access].by}.`,
        )
      : t(
          `${KIND_SHORT[p.kind].ro} de ${area.ro}${leaseRo} ${utilsRo}, acces pe ${ACCESS[p.access].text.ro}.`,
          `${KIND_SHORT[p.kind].ru} ${area.ru}${leaseRu} ${utilsRu}, подъезд ${ACCESS[p.access].by}.`,
        );

  const closing = owner
    ? p.lease
      ? t("Dau în arendă direct, fără intermediari.", "Сдаёт собственник, без посредников.")
      : t(
          "Vând direct de la proprietar, fără intermediari; actele sunt în regulă.",
          "Продаёт собственник, без посредников; документы в порядке.",
        )
    : t(
        `Anunț al agenției ${brandName}: vizionare în orice zi, asistență la verificarea actelor și la notar.`,
        `Объявление агентства ${brandName}: показ в любой день, помощь с проверкой документов и у нотариуса.`,
      );
  const sold = !p.sold
    ? t("", "")
    : p.lease
      ? t(
          " <strong>Terenul a fost deja dat în arendă</strong>, anunțul rămâne pentru comparație.",
          " <strong>Участок уже сдан в аренду</strong>, объявление сохранено для сравнения.",
        )
      : t(
          " <strong>Terenul a fost vândut</strong>, anunțul rămâne pentru comparație.",
          " <strong>Участок продан</strong>, объявление сохранено для сравнения.",
        );

  const locRo = `${p.street ? `${p.street.ro}, ` : ""}${place.full.ro}`;
  const locRu = `${p.street ? `${p.street.ru}, ` : ""}${place.full.ru}`;
  const m2 = String(Math.round(p.ares * 100)).replace(/\B(?=(\d{3})+$)/g, " ");
  const areaM2 = p.ares < 100 ? t(` (${m2} m²)`, ` (${m2} м²)`) : t("", "");
  const items = (lang: "ro" | "ru"): string[] => {
    const ro = lang === "ro";
    const list = [
      `${ro ? "Localizare" : "Расположение"}: ${ro ? locRo : locRu}`,
      `${ro ? "Suprafață" : "Площадь"}: ${area[lang]}${areaM2[lang]}`,
    ];
    if (p.house) list.push(ro ? `Casă: ${p.house} m²` : `Дом: ${p.house} м²`);
    list.push(
      `${ro ? "Destinația" : "Назначение"}: ${DESTINATION[p.kind][lang]}`,
      `${ro ? "Utilități" : "Коммуникации"}: ${
        utils.length ? utils.map((u) => UTILS[u].text[lang]).join(", ") : ro ? "lipsesc" : "нет"
      }`,
      `${ro ? "Acces" : "Подъезд"}: ${ACCESS[p.access].text[lang]}`,
      `${ro ? "Număr cadastral" : "Кадастровый номер"}: ${cadastral(p)}`,
    );
    if (p.lease) list.push(ro ? "Prețul: chiria pentru un an" : "Цена: арендная плата за год");
    return list;
  };
  const html = (lang: "ro" | "ru"): string =>
    `<p>${KIND_INTRO[p.kind][deal][lang]} ${p.note[lang]} ${closing[lang]}${sold[lang]}</p><ul>${items(lang)
      .map((i) => `<li>${i}</li>`)
      .join("")}</ul>`;

  const colors = ART_COLORS[p.kind];
  return {
    code: `TR-${p.n}`,
    categories: p.cat,
    brand: p.brand,
    title,
    shortDescription,
    description: t(html("ro"), html("ru")),
    unit: p.ares >= 100 ? t("ha", "га") : t("ari", "ар"),
    price: p.price,
    ...(p.old ? { oldPrice: p.old } : {}),
    stock: [p.sold ? 0 : 1],
    specs: {
      "tip-teren": LAND_TYPE[p.kind],
      utilitati: utils.length ? utils : ["fara"],
      acces: p.access,
      raion: place.raion,
      suprafata: areaBand(p.ares),
      oferta: p.lease ? "arenda" : "vanzare",
    },
    art: { shape: "plot", color: colors[index % colors.length] ?? "#8D6E63" },
    homeDelivery: false,
    ...(p.prio ? { sortPriority: p.prio } : {}),
    addedDaysAgo: p.days,
    ...(p.similar?.length ? { similar: p.similar.map((n) => `TR-${n}`) } : {}),
  };
}

const PLOTS: Plot[] = [
  // Construction plots in Chișinău
  {
    n: 1001,
    cat: ["constructii-chisinau"],
    brand: "capitala",
    kind: "constructii",
    ares: 6,
    at: "botanica",
    street: str("str. Sarmizegetusa", "ул. Сармизеджетуза"),
    u: "eagc",
    access: "asfalt",
    price: 78000,
    old: 85000,
    days: 5,
    prio: 10,
    similar: [1008],
    note: t(
      "Terenul este plan, de formă dreptunghiulară, cu o deschidere de 18 m la stradă. În apropiere sunt case noi, o școală și stația de troleibuz.",
      "Участок ровный, прямоугольной формы, 18 м по фасаду. Рядом новые дома, школа и троллейбусная остановка.",
    ),
  },
  {
    n: 1002,
    cat: ["constructii-chisinau"],
    brand: "imobil-expert",
    kind: "constructii",
    ares: 7,
    at: "buiucani",
    street: str("str. Alba Iulia", "ул. Алба Юлия"),
    u: "eagc",
    access: "asfalt",
    price: 95000,
    days: 21,
    note: t(
      "Lot liniștit în zona caselor particulare, la 10 minute de mers pe jos de parcul Alunelul. Certificatul de urbanism pentru o casă cu două niveluri este deja eliberat.",
      "Тихий участок в частном секторе, в 10 минутах пешком от парка Алунелул. Градостроительный сертификат на двухэтажный дом уже получен.",
    ),
  },
  {
    n: 1003,
    cat: ["constructii-chisinau"],
    brand: "proprietar",
    kind: "constructii",
    ares: 5,
    at: "rascani",
    street: str("str. Petricani", "ул. Петрикань"),
    u: "eagc",
    access: "asfalt",
    price: 52000,
    days: 48,
    note: t(
      "Teren mic, dar bine amplasat, potrivit pentru o casă compactă sau un duplex. Toate rețelele trec pe la hotarul terenului.",
      "Небольшой, но удачно расположенный участок, подходит для компактного дома или дуплекса. Все сети проходят по границе участка.",
    ),
  },
  {
    n: 1004,
    cat: ["constructii-chisinau"],
    brand: "casa-mare",
    kind: "constructii",
    ares: 8,
    at: "ciocana",
    street: str("str. Ginta Latină", "ул. Джинта Латинэ"),
    u: "eag",
    access: "asfalt",
    price: 64000,
    old: 69000,
    days: 90,
    note: t(
      "Terenul are o pantă ușoară spre sud, bună pentru o casă cu demisol. Canalizarea centralizată trece la 150 m, racordarea este posibilă.",
      "Участок с небольшим уклоном на юг, удобным для дома с цокольным этажом. Центральная канализация проходит в 150 м, подключение возможно.",
    ),
  },
  {
    n: 1005,
    cat: ["constructii-chisinau"],
    brand: "hotar",
    kind: "constructii",
    ares: 4,
    at: "centru",
    street: str("str. Mihai Viteazul", "ул. Михай Витязул"),
    u: "eagc",
    access: "asfalt",
    price: 120000,
    old: 135000,
    days: 160,
    note: t(
      "Teren rar în centrul istoric, între case particulare vechi; construcția veche de pe teren este pregătită pentru demolare.",
      "Редкий участок в историческом центре, среди старых частных домов; старая постройка на участке подготовлена к сносу.",
    ),
  },
  {
    n: 1006,
    cat: ["constructii-chisinau"],
    brand: "codru-imobil",
    kind: "constructii",
    ares: 6,
    at: "codru",
    street: str("str. Costiujeni", "ул. Костюжень"),
    u: "eag",
    access: "asfalt",
    price: 36000,
    days: 12,
    similar: [1007, 1009],
    note: t(
      "Codru se află la hotarul sectorului Botanica, iar microbuzele spre centru circulă la fiecare 10 minute. Terenul este împrejmuit și are o fântână cu apă bună.",
      "Кодру примыкает к сектору Ботаника, маршрутки до центра ходят каждые 10 минут. Участок огорожен, на нём есть колодец с хорошей водой.",
    ),
  },
  {
    n: 1007,
    cat: ["constructii-chisinau"],
    brand: "proprietar",
    kind: "constructii",
    ares: 10,
    at: "codru",
    street: str("str. Livezilor", "ул. Ливезилор"),
    u: "eg",
    access: "pietris",
    price: 42000,
    sold: true,
    days: 230,
    note: t(
      "Lot în zona nouă de construcții, cu vedere spre pădure. Apeductul urmează să fie extins pe stradă anul viitor.",
      "Участок в новом районе застройки с видом на лес. Водопровод на улицу планируют провести в следующем году.",
    ),
  },
  {
    n: 1008,
    cat: ["constructii-chisinau"],
    brand: "basarabia",
    kind: "constructii",
    ares: 9,
    at: "botanica",
    street: str("str. Trandafirilor", "ул. Трандафирилор"),
    u: "eagc",
    access: "asfalt",
    price: 99000,
    days: 2,
    prio: 8,
    similar: [1001],
    note: t(
      "Ofertă nouă lângă parcul Valea Trandafirilor, cu proiect de casă și autorizație de construire.",
      "Новое предложение рядом с парком Валя Трандафирилор, с проектом дома и разрешением на строительство.",
    ),
  },
  // Construction plots in the suburbs
  {
    n: 1009,
    cat: ["constructii-suburbii"],
    brand: "terra-prim",
    kind: "constructii",
    ares: 6,
    at: "durlesti",
    street: str("str. Cartușa", "ул. Картуша"),
    u: "eag",
    access: "asfalt",
    price: 28000,
    old: 32000,
    days: 33,
    similar: [1010],
    note: t(
      "Durlești este la 5 minute de sectorul Buiucani, iar pe stradă au fost construite deja câteva case noi. Gazul și energia electrică sunt aduse până la hotar.",
      "Дурлешты в 5 минутах от Буюкан, на улице уже построено несколько новых домов. Газ и электричество подведены к границе участка.",
    ),
  },
  {
    n: 1010,
    cat: ["constructii-suburbii"],
    brand: "proprietar",
    kind: "constructii",
    ares: 8,
    at: "durlesti",
    street: str("str. Viilor", "ул. Виилор"),
    u: "eagc",
    access: "asfalt",
    price: 39500,
    days: 64,
    similar: [1009],
    note: t(
      "Teren plan, cu toate utilitățile, într-o zonă cu case finalizate și vecini liniștiți.",
      "Ровный участок со всеми коммуникациями, в районе с построенными домами и спокойными соседями.",
    ),
  },
  {
    n: 1011,
    cat: ["constructii-suburbii"],
    brand: "capitala",
    kind: "constructii",
    ares: 7,
    at: "stauceni",
    street: str("str. Ștefan cel Mare", "ул. Штефан чел Маре"),
    u: "eag",
    access: "asfalt",
    price: 24000,
    days: 15,
    note: t(
      "Stăuceni este la 2 km de Chișinău și are grădiniță, școală și magazine. Terenul este la 300 m de drumul principal.",
      "Ставчены в 2 км от Кишинёва, в селе есть детский сад, школа и магазины. Участок в 300 м от центральной дороги.",
    ),
  },
  {
    n: 1012,
    cat: ["constructii-suburbii"],
    brand: "vatra",
    kind: "constructii",
    ares: 10,
    at: "ghidighici",
    street: str("str. Codrilor", "ул. Кодрилор"),
    u: "eg",
    access: "pietris",
    price: 19000,
    old: 21500,
    days: 120,
    note: t(
      "Terenul este aproape de lacul Ghidighici și de pădure, potrivit pentru o casă de familie cu grădină.",
      "Участок рядом с Гидигичским водохранилищем и лесом, подходит для семейного дома с садом.",
    ),
  },
  {
    n: 1013,
    cat: ["constructii-suburbii"],
    brand: "proprietar",
    kind: "constructii",
    ares: 8,
    at: "truseni",
    street: str("str. Izvorului", "ул. Изворулуй"),
    u: "ea",
    access: "pietris",
    price: 16500,
    days: 210,
    note: t(
      "Teren moștenit, cu actele perfectate și hotarele trasate. Conducta de gaz trece pe stradă, racordarea se face la cererea cumpărătorului.",
      "Участок получен по наследству, документы оформлены, границы вынесены. Газ проходит по улице, подключение — по заявке покупателя.",
    ),
  },
  {
    n: 1014,
    cat: ["constructii-suburbii"],
    brand: "hotar",
    kind: "constructii",
    ares: 6,
    at: "bacioi",
    street: str("str. Grădinilor", "ул. Грэдинилор"),
    u: "eag",
    access: "asfalt",
    price: 21000,
    days: 9,
    note: t(
      "Lot într-un cartier nou, cu drum asfaltat până la poartă și iluminat stradal.",
      "Участок в новом квартале, асфальт до ворот и уличное освещение.",
    ),
  },
  {
    n: 1015,
    cat: ["constructii-suburbii"],
    brand: "nistru",
    kind: "constructii",
    ares: 9,
    at: "singera",
    street: str("str. Independenței", "ул. Индепенденцей"),
    u: "eag",
    access: "asfalt",
    price: 18000,
    days: 75,
    note: t(
      "Din Sîngera circulă microbuze directe spre Chișinău, iar stația este la 5 minute de mers pe jos. Terenul este împrejmuit cu gard și are poartă metalică.",
      "Из Сынжеры ходят прямые маршрутки в Кишинёв, до остановки 5 минут пешком. Участок огорожен забором, есть металлические ворота.",
    ),
  },
  {
    n: 1016,
    cat: ["constructii-suburbii"],
    brand: "imobil-expert",
    kind: "constructii",
    ares: 8,
    at: "ialoveni",
    street: str("str. Livezilor", "ул. Ливезилор"),
    u: "eagc",
    access: "asfalt",
    price: 26500,
    old: 29000,
    days: 40,
    prio: 5,
    similar: [1017],
    note: t(
      "Ialoveni este la 15 minute de Chișinău; terenul se află într-un cartier nou, cu toate rețelele inginerești.",
      "Яловены в 15 минутах от Кишинёва; участок в новом квартале со всеми инженерными сетями.",
    ),
  },
  {
    n: 1017,
    cat: ["constructii-suburbii"],
    brand: "terra-prim",
    kind: "constructii",
    ares: 12,
    at: "danceni",
    street: str("str. Nucilor", "ул. Нучилор"),
    u: "eg",
    access: "pietris",
    price: 17500,
    days: 180,
    note: t(
      "De pe teren se deschide o priveliște frumoasă spre vale; lotul poate fi împărțit în două loturi de câte 6 ari.",
      "С участка открывается красивый вид на долину; его можно разделить на два участка по 6 соток.",
    ),
  },
  {
    n: 1018,
    cat: ["constructii-suburbii"],
    brand: "proprietar",
    kind: "constructii",
    ares: 7,
    at: "colonita",
    street: str("str. Teilor", "ул. Тейлор"),
    u: "ea",
    access: "pietris",
    price: 15000,
    sold: true,
    days: 300,
    note: t(
      "Lot liniștit la marginea satului, lângă pădure; conducta de gaz trece pe stradă, la 20 m.",
      "Тихий участок на краю села у леса; газовая труба проходит по улице в 20 м.",
    ),
  },
  {
    n: 1019,
    cat: ["constructii-suburbii"],
    brand: "codru-imobil",
    kind: "constructii",
    ares: 10,
    at: "cricova",
    street: str("str. Chișinăului", "ул. Кишинэулуй"),
    u: "eag",
    access: "asfalt",
    price: 27000,
    days: 27,
    note: t(
      "Teren în orașul Cricova, renumit pentru beciurile sale de vin, la 15 minute de sectorul Râșcani.",
      "Участок в городе Криково, известном своими винными подвалами, в 15 минутах от Рышкановки.",
    ),
  },
  // Construction plots in other localities
  {
    n: 1020,
    cat: ["constructii-alte"],
    brand: "orhei-imobil",
    kind: "constructii",
    ares: 8,
    at: "orhei",
    street: str("str. Vasile Lupu", "ул. Василе Лупу"),
    u: "eagc",
    access: "asfalt",
    price: 22000,
    days: 19,
    similar: [1021],
    note: t(
      "Teren în zona caselor noi din nordul orașului Orhei, cu toate utilitățile la hotar.",
      "Участок в районе новых домов на севере Оргеева, все коммуникации на границе участка.",
    ),
  },
  {
    n: 1021,
    cat: ["constructii-alte"],
    brand: "orhei-imobil",
    kind: "constructii",
    ares: 12,
    at: "peresecina",
    street: str("str. Mihai Eminescu", "ул. Михая Эминеску"),
    u: "eg",
    access: "asfalt",
    price: 9500,
    days: 95,
    note: t(
      "Peresecina este chiar pe traseul Chișinău–Orhei, la 40 de minute de capitală. Pe teren cresc câțiva nuci bătrâni.",
      "Пересечино стоит прямо на трассе Кишинёв–Оргеев, в 40 минутах от столицы. На участке растут несколько старых орехов.",
    ),
  },
  {
    n: 1022,
    cat: ["constructii-alte"],
    brand: "vatra",
    kind: "constructii",
    ares: 7,
    at: "straseni",
    street: str("str. Alexandru cel Bun", "ул. Александру чел Бун"),
    u: "eagc",
    access: "asfalt",
    price: 17000,
    old: 19500,
    days: 56,
    note: t(
      "Strășeni este la 25 de minute de Chișinău pe traseul spre Ungheni; terenul este la 10 minute de mers pe jos de gară.",
      "Страшены в 25 минутах от Кишинёва по трассе на Унгены; до вокзала 10 минут пешком.",
    ),
  },
  {
    n: 1023,
    cat: ["constructii-alte"],
    brand: "nistru",
    kind: "constructii",
    ares: 10,
    at: "criuleni",
    street: str("str. Păcii", "ул. Пэчий"),
    u: "eg",
    access: "pietris",
    price: 11000,
    days: 140,
    note: t(
      "Terenul este la 500 m de malul Nistrului, potrivit pentru o casă de locuit sau de vacanță.",
      "Участок в 500 м от берега Днестра, подходит для жилого или дачного дома.",
    ),
  },
  {
    n: 1024,
    cat: ["constructii-alte"],
    brand: "casa-mare",
    kind: "constructii",
    ares: 8,
    at: "aneniiNoi",
    street: str("str. Florilor", "ул. Флорилор"),
    u: "eag",
    access: "asfalt",
    price: 12500,
    days: 70,
    note: t(
      "Lot în orașul Anenii Noi, aproape de traseul Chișinău–Tiraspol, cu școală și policlinică în apropiere.",
      "Участок в Анений Ной, недалеко от трассы Кишинёв–Тирасполь, рядом школа и поликлиника.",
    ),
  },
  {
    n: 1025,
    cat: ["constructii-alte"],
    brand: "proprietar",
    kind: "constructii",
    ares: 9,
    at: "hincesti",
    street: str("str. Cireșilor", "ул. Черешилор"),
    u: "eag",
    access: "asfalt",
    price: 10500,
    days: 260,
    note: t(
      "Teren într-un cartier liniștit, la 5 minute de conacul lui Manuc Bei.",
      "Участок в тихом квартале, в 5 минутах от усадьбы Манук-Бея.",
    ),
  },
  {
    n: 1026,
    cat: ["constructii-alte"],
    brand: "proprietar",
    kind: "constructii",
    ares: 11,
    at: "calarasi",
    street: str("str. Salcâmilor", "ул. Салкымилор"),
    u: "e",
    access: "pamant",
    price: 6500,
    old: 7500,
    days: 390,
    note: t(
      "Teren cu o pantă ușoară, înconjurat de dealurile împădurite ale Codrilor. Pe teren este o fântână, iar gazul trece la capătul străzii.",
      "Участок с небольшим уклоном, вокруг лесистые холмы Кодр. На участке есть колодец, газ проходит в конце улицы.",
    ),
  },
  // Houses with land
  {
    n: 1027,
    cat: ["case"],
    brand: "hotar",
    kind: "casa",
    house: 120,
    ares: 8,
    at: "bacioi",
    street: str("str. Florilor", "ул. Флорилор"),
    u: "eagc",
    access: "asfalt",
    price: 89000,
    old: 95000,
    days: 36,
    prio: 6,
    similar: [1034],
    note: t(
      "Casa cu două niveluri a fost construită în 2019 și are trei dormitoare, salon cu bucătărie și două băi. Încălzire autonomă pe gaz, curte pavată și garaj.",
      "Двухэтажный дом построен в 2019 году: три спальни, гостиная с кухней и два санузла. Автономное газовое отопление, мощёный двор и гараж.",
    ),
  },
  {
    n: 1028,
    cat: ["case"],
    brand: "capitala",
    kind: "casa",
    house: 160,
    ares: 6,
    at: "durlesti",
    street: str("str. Gheorghe Asachi", "ул. Георге Асаки"),
    u: "eagc",
    access: "asfalt",
    price: 145000,
    days: 14,
    similar: [1032],
    note: t(
      "Casă nouă în stil modern, cu patru camere, terasă acoperită și loc de parcare pentru două mașini. Se vinde cu finisaje noi, gata de locuit.",
      "Новый дом в современном стиле: четыре комнаты, крытая терраса и парковка на две машины. Продаётся с новой отделкой, можно сразу заселяться.",
    ),
  },
  {
    n: 1029,
    cat: ["case"],
    brand: "proprietar",
    kind: "casa",
    house: 85,
    ares: 15,
    at: "costesti",
    street: str("str. Ștefan cel Mare", "ул. Штефан чел Маре"),
    u: "eag",
    access: "asfalt",
    price: 38000,
    days: 88,
    note: t(
      "Casă de țară renovată, cu trei camere, beci și bucătărie de vară. Pe teren sunt pomi fructiferi și o mică vie.",
      "Отремонтированный сельский дом: три комнаты, погреб и летняя кухня. На участке фруктовые деревья и небольшой виноградник.",
    ),
  },
  {
    n: 1030,
    cat: ["case"],
    brand: "orhei-imobil",
    kind: "casa",
    house: 70,
    ares: 25,
    at: "ivancea",
    street: str("str. Mihail Sadoveanu", "ул. Михаила Садовяну"),
    u: "ea",
    access: "pietris",
    price: 19500,
    old: 23000,
    days: 150,
    note: t(
      "Casă bătrânească solidă, din piatră, la 15 minute de complexul Orheiul Vechi; potrivită pentru o pensiune agroturistică.",
      "Крепкий старый каменный дом в 15 минутах от комплекса Старый Орхей; подойдёт под агроусадьбу.",
    ),
  },
  {
    n: 1031,
    cat: ["case"],
    brand: "nistru",
    kind: "casa",
    house: 95,
    ares: 12,
    at: "dubasariiVechi",
    street: str("str. Nistrului", "ул. Ниструлуй"),
    u: "eag",
    access: "asfalt",
    price: 34000,
    days: 61,
    note: t(
      "Casă cu un singur nivel, trei camere și mansardă neterminată, la 200 m de Nistru. Pe teren sunt un garaj și o seră.",
      "Одноэтажный дом с тремя комнатами и недостроенной мансардой, в 200 м от Днестра. На участке гараж и теплица.",
    ),
  },
  {
    n: 1032,
    cat: ["case"],
    brand: "basarabia",
    kind: "casa",
    house: 210,
    ares: 10,
    at: "cojusna",
    street: str("str. Vasile Alecsandri", "ул. Василе Александри"),
    u: "eagc",
    access: "asfalt",
    price: 168000,
    days: 7,
    prio: 7,
    similar: [1028],
    note: t(
      "Casă spațioasă pentru o familie mare: cinci dormitoare, birou, saună și piscină în curte. Cojușna este la 10 minute de Chișinău.",
      "Просторный дом для большой семьи: пять спален, кабинет, сауна и бассейн во дворе. Кожушна в 10 минутах от Кишинёва.",
    ),
  },
  {
    n: 1033,
    cat: ["case"],
    brand: "proprietar",
    kind: "casa",
    house: 60,
    ares: 20,
    at: "lapusna",
    street: str("str. Decebal", "ул. Дечебал"),
    u: "e",
    access: "pamant",
    price: 9800,
    sold: true,
    days: 340,
    note: t(
      "Casă veche din chirpici, care necesită reparație, pe un teren mare cu grădină de legume și nuci.",
      "Старый саманный дом, требующий ремонта, на большом участке с огородом и орехами.",
    ),
  },
  {
    n: 1034,
    cat: ["case"],
    brand: "imobil-expert",
    kind: "casa",
    house: 140,
    ares: 7,
    at: "tohatin",
    street: str("str. Păcii", "ул. Пэчий"),
    u: "eagc",
    access: "asfalt",
    price: 112000,
    days: 45,
    similar: [1027],
    note: t(
      "Casă cu două niveluri la cheie, cu încălzire prin pardoseală și geamuri termopan. Tohatin este la 10 minute de Aeroportul Internațional Chișinău.",
      "Двухэтажный дом под ключ, тёплые полы и стеклопакеты. Тохатин в 10 минутах от Кишинёвского международного аэропорта.",
    ),
  },
  // Garden plots (loturi pomicole)
  {
    n: 1035,
    cat: ["pomicole"],
    brand: "proprietar",
    kind: "pomicol",
    ares: 6,
    at: "ghidighici",
    street: str("întov. pomicolă „Viorica”", "садовое товарищество «Виорика»"),
    u: "ea",
    access: "pietris",
    price: 9000,
    days: 22,
    similar: [1037],
    note: t(
      "Pe lot sunt o căsuță de vară din cărămidă și un rezervor de apă; apa pentru irigare vine din aprilie până în octombrie.",
      "На участке кирпичный летний домик и бак для воды; поливочная вода подаётся с апреля по октябрь.",
    ),
  },
  {
    n: 1036,
    cat: ["pomicole"],
    brand: "proprietar",
    kind: "pomicol",
    ares: 4,
    at: "stauceni",
    street: str("întov. pomicolă „Mărul”", "садовое товарищество «Мэрул»"),
    u: "e",
    access: "pamant",
    price: 4500,
    days: 110,
    note: t(
      "Lot mic și îngrijit, cu căpșuni, zmeură și câțiva meri tineri.",
      "Небольшой ухоженный участок с клубникой, малиной и несколькими молодыми яблонями.",
    ),
  },
  {
    n: 1037,
    cat: ["pomicole"],
    brand: "vatra",
    kind: "pomicol",
    ares: 6,
    at: "bubuieci",
    street: str("întov. pomicolă „Pomicultorul”", "садовое товарищество «Помикулторул»"),
    u: "ea",
    access: "pietris",
    price: 7500,
    old: 8500,
    days: 58,
    similar: [1035],
    note: t(
      "Lotul se află într-o întovărășire păzită, cu poartă comună și drumuri pietruite între loturi. Are o magazie pentru unelte și un foișor.",
      "Участок в охраняемом товариществе с общими воротами и гравийными проездами. Есть сарай для инструментов и беседка.",
    ),
  },
  {
    n: 1038,
    cat: ["pomicole"],
    brand: "capitala",
    kind: "pomicol",
    ares: 8,
    at: "gratiesti",
    street: str("întov. pomicolă „Floarea”", "садовое товарищество «Флоаря»"),
    u: "ea",
    access: "asfalt",
    price: 12000,
    days: 30,
    note: t(
      "Pe lot este o căsuță cu două camere, racordată la energie electrică, și o vie de masă pe spalier.",
      "На участке домик из двух комнат с электричеством и столовый виноград на шпалере.",
    ),
  },
  {
    n: 1039,
    cat: ["pomicole"],
    brand: "nistru",
    kind: "pomicol",
    ares: 5,
    at: "vaduluiVoda",
    street: str("întov. pomicolă „Nistrul”", "садовое товарищество «Ниструл»"),
    u: "ea",
    access: "pietris",
    price: 14000,
    days: 4,
    note: t(
      "Lot la 5 minute de plajele de pe Nistru, ideal pentru weekendurile de vară; căsuța din lemn are terasă.",
      "Участок в 5 минутах от пляжей на Днестре, идеален для летних выходных; деревянный домик с террасой.",
    ),
  },
  {
    n: 1040,
    cat: ["pomicole"],
    brand: "proprietar",
    kind: "pomicol",
    ares: 6,
    at: "budesti",
    street: str("întov. pomicolă „Victoria”", "садовое товарищество «Виктория»"),
    u: "e",
    access: "pamant",
    price: 5200,
    days: 200,
    note: t(
      "Lot fără construcții, cu pământ bun pentru legume; energia electrică este la stâlpul de lângă poartă.",
      "Участок без построек, с хорошей землёй под огород; электричество — на столбе у ворот.",
    ),
  },
  {
    n: 1041,
    cat: ["pomicole"],
    brand: "terra-prim",
    kind: "pomicol",
    ares: 6,
    at: "cruzesti",
    street: str("întov. pomicolă „Cireșica”", "садовое товарищество «Черешика»"),
    u: "ea",
    access: "pietris",
    price: 6800,
    sold: true,
    days: 245,
    note: t(
      "Lot cu pomi fructiferi maturi — cireși, caiși și pruni — și apă pentru irigare în sezon.",
      "Участок со взрослыми фруктовыми деревьями — черешней, абрикосом и сливой, сезонная вода для полива.",
    ),
  },
  {
    n: 1042,
    cat: ["pomicole"],
    brand: "hotar",
    kind: "pomicol",
    ares: 7,
    at: "milestiiMici",
    street: str("întov. pomicolă „Dacia”", "садовое товарищество «Дачия»"),
    u: "ea",
    access: "asfalt",
    price: 8900,
    old: 9900,
    days: 130,
    note: t(
      "Lot lângă drumul asfaltat spre renumitele beciuri de la Mileștii Mici; pe el sunt o căsuță de vară și un beci mic.",
      "Участок у асфальтированной дороги к знаменитым подвалам Милештий Мичь; на нём летний домик и небольшой погреб.",
    ),
  },
  // Arable land
  {
    n: 1043,
    cat: ["agricole-arabil"],
    brand: "agroteren",
    kind: "arabil",
    ares: 1200,
    at: "guraGalbenei",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 30000,
    days: 18,
    similar: [1044],
    note: t(
      "Teren comasat într-un singur lot, cernoziom de calitate, lucrat în ultimii ani cu floarea-soarelui și grâu. Drumul de câmp este bun pentru tehnica agricolă.",
      "Участок единым массивом, качественный чернозём, последние годы здесь сеяли подсолнечник и пшеницу. Полевая дорога удобна для сельхозтехники.",
    ),
  },
  {
    n: 1044,
    cat: ["agricole-arabil"],
    brand: "agroteren",
    kind: "arabil",
    ares: 4500,
    at: "satulNou",
    street: EXTRAVILAN,
    u: "",
    access: "pietris",
    price: 99000,
    old: 110000,
    days: 70,
    similar: [1043, 1049],
    note: t(
      "Masiv compact, lucrat până în toamna acestui an de un arendaș; cumpărătorul poate prelua contractul de arendă.",
      "Компактный массив, до осени этого года его обрабатывает арендатор; покупатель может принять договор аренды.",
    ),
  },
  {
    n: 1045,
    cat: ["agricole-arabil"],
    brand: "proprietar",
    kind: "arabil",
    ares: 350,
    at: "bujor",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 7800,
    days: 155,
    note: t(
      "Teren primit la privatizare, cu titlul de proprietate și planul cadastral. Se află pe un platou, fără pante, la 2 km de sat.",
      "Земля получена при приватизации, есть документ о собственности и кадастровый план. Участок на плато, без уклонов, в 2 км от села.",
    ),
  },
  {
    n: 1046,
    cat: ["agricole-arabil"],
    brand: "casa-mare",
    kind: "arabil",
    ares: 800,
    at: "puhaceni",
    street: EXTRAVILAN,
    u: "",
    access: "pietris",
    price: 19000,
    days: 35,
    note: t(
      "Teren în lunca Nistrului, cu sol fertil și posibilitate de irigare din canalul din apropiere.",
      "Участок в пойме Днестра, плодородная почва и возможность орошения из соседнего канала.",
    ),
  },
  {
    n: 1047,
    cat: ["agricole-arabil"],
    brand: "proprietar",
    kind: "arabil",
    ares: 200,
    at: "mereni",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 5200,
    sold: true,
    days: 380,
    note: t(
      "Lot dreptunghiular la marginea unui masiv mare, potrivit pentru extinderea unei gospodării țărănești.",
      "Прямоугольный участок на краю большого массива, подходит для расширения фермерского хозяйства.",
    ),
  },
  {
    n: 1048,
    cat: ["agricole-arabil"],
    brand: "nistru",
    kind: "arabil",
    ares: 600,
    at: "onitcani",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 13500,
    old: 15000,
    days: 100,
    note: t(
      "Teren arabil pe o pantă lină, lucrat anul trecut cu porumb. Vânzătorul poate ajuta la găsirea unui arendaș.",
      "Пашня на пологом склоне, в прошлом году здесь выращивали кукурузу. Продавец может помочь найти арендатора.",
    ),
  },
  {
    n: 1049,
    cat: ["agricole-arabil"],
    brand: "orhei-imobil",
    kind: "arabil",
    ares: 2000,
    at: "susleni",
    street: EXTRAVILAN,
    u: "",
    access: "pietris",
    price: 52000,
    days: 50,
    similar: [1044],
    note: t(
      "Masiv comasat de 20 ha, cu o fântână arteziană la hotar și acces direct din drumul regional.",
      "Цельный массив 20 га, на границе артезианская скважина, прямой въезд с региональной дороги.",
    ),
  },
  // Vineyards
  {
    n: 1050,
    cat: ["agricole-vii"],
    brand: "agroteren",
    kind: "vie",
    ares: 500,
    at: "purcari",
    street: EXTRAVILAN,
    u: "",
    access: "pietris",
    price: 32000,
    days: 25,
    similar: [1052],
    note: t(
      "Soiurile Cabernet Sauvignon și Merlot, plantate în 2012 pe spalier, în zona vinicolă Purcari. Roada medie este de 8 tone la hectar, iar strugurii sunt cumpărați de o vinărie locală.",
      "Сорта Каберне Совиньон и Мерло, посадка 2012 года, на шпалере, в винодельческой зоне Пуркарь. Средний урожай — 8 тонн с гектара, виноград покупает местная винодельня.",
    ),
  },
  {
    n: 1051,
    cat: ["agricole-vii"],
    brand: "proprietar",
    kind: "vie",
    ares: 250,
    at: "olanesti",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 11000,
    days: 140,
    note: t(
      "Soiul Rară Neagră, plantat în 2008; via este îngrijită și tratată la timp în fiecare an.",
      "Сорт Рара нягрэ, посадка 2008 года; виноградник ухоженный, ежегодно вовремя обрабатывается.",
    ),
  },
  {
    n: 1052,
    cat: ["agricole-vii"],
    brand: "basarabia",
    kind: "vie",
    ares: 1000,
    at: "carahasani",
    street: EXTRAVILAN,
    u: "e",
    access: "pietris",
    price: 65000,
    old: 72000,
    days: 80,
    similar: [1050],
    note: t(
      "Plantație de Chardonnay și Sauvignon Blanc cu sistem de irigare prin picurare și o magazie pentru tehnică.",
      "Плантация Шардоне и Совиньон блан с капельным орошением и складом для техники.",
    ),
  },
  {
    n: 1053,
    cat: ["agricole-vii"],
    brand: "proprietar",
    kind: "vie",
    ares: 150,
    at: "lozova",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 6500,
    days: 190,
    note: t(
      "Soiuri de masă (Moldova și Codreanca), pe o pantă însorită din zona Codrilor.",
      "Столовые сорта (Молдова и Кодрянка), на солнечном склоне в зоне Кодр.",
    ),
  },
  {
    n: 1054,
    cat: ["agricole-vii"],
    brand: "terra-prim",
    kind: "vie",
    ares: 300,
    at: "horesti",
    street: EXTRAVILAN,
    u: "",
    access: "pietris",
    price: 14000,
    days: 60,
    note: t(
      "Soiurile Fetească Albă și Fetească Neagră, plantate în 2015, la 25 km de Chișinău; strugurii se pot vinde vinăriilor din apropiere.",
      "Сорта Фетяска албэ и Фетяска нягрэ, посадка 2015 года, в 25 км от Кишинёва; виноград можно продавать соседним винодельням.",
    ),
  },
  {
    n: 1055,
    cat: ["agricole-vii"],
    brand: "orhei-imobil",
    kind: "vie",
    ares: 200,
    at: "trebujeni",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 8000,
    sold: true,
    days: 275,
    note: t(
      "Soiul Muscat, plantat în 2019, aproape de complexul Orheiul Vechi.",
      "Сорт Мускат, посадка 2019 года, недалеко от комплекса Старый Орхей.",
    ),
  },
  // Orchards
  {
    n: 1056,
    cat: ["agricole-livezi"],
    brand: "vatra",
    kind: "livada",
    ares: 800,
    at: "sipoteni",
    street: EXTRAVILAN,
    u: "e",
    access: "pietris",
    price: 56000,
    days: 43,
    similar: [1059],
    note: t(
      "Plantație intensivă de meri (Golden Delicious, Gala, Idared) din 2016, cu spalier și irigare prin picurare.",
      "Интенсивная посадка яблонь (Голден Делишес, Гала, Айдаред) 2016 года, со шпалерой и капельным орошением.",
    ),
  },
  {
    n: 1057,
    cat: ["agricole-livezi"],
    brand: "proprietar",
    kind: "livada",
    ares: 300,
    at: "bravicea",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 12000,
    days: 120,
    note: t(
      "Pruni din soiul Stanley, care rodesc bine în fiecare an; pe teren este o fântână.",
      "Сливы сорта Стенлей, стабильно плодоносят каждый год; на участке есть колодец.",
    ),
  },
  {
    n: 1058,
    cat: ["agricole-livezi"],
    brand: "codru-imobil",
    kind: "livada",
    ares: 500,
    at: "micauti",
    street: EXTRAVILAN,
    u: "",
    access: "pietris",
    price: 27500,
    old: 30000,
    days: 66,
    note: t(
      "Livadă de nuci altoiți de 10 ani, care abia intră pe rod; nucile sunt foarte căutate la export.",
      "Ореховый сад из привитых 10-летних деревьев, которые только вступают в плодоношение; орехи пользуются большим спросом на экспорт.",
    ),
  },
  {
    n: 1059,
    cat: ["agricole-livezi"],
    brand: "agroteren",
    kind: "livada",
    ares: 1500,
    at: "chetrosu",
    street: EXTRAVILAN,
    u: "e",
    access: "asfalt",
    price: 120000,
    days: 28,
    prio: 5,
    similar: [1056],
    note: t(
      "Cireși și caiși, cu irigare din lacul propriu, depozit frigorific pentru 50 de tone și o clădire administrativă.",
      "Черешня и абрикос, орошение из собственного пруда, холодильный склад на 50 тонн и административное здание.",
    ),
  },
  {
    n: 1060,
    cat: ["agricole-livezi"],
    brand: "proprietar",
    kind: "livada",
    ares: 400,
    at: "speia",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 14500,
    days: 310,
    note: t(
      "Meri bătrâni, care trebuie întineriți; terenul este bun și pentru o plantație nouă.",
      "Старые яблони, которые нужно омолодить; земля подходит и для новой посадки.",
    ),
  },
  {
    n: 1061,
    cat: ["agricole-livezi"],
    brand: "imobil-expert",
    kind: "livada",
    ares: 250,
    at: "varatic",
    street: EXTRAVILAN,
    u: "e",
    access: "pietris",
    price: 16000,
    days: 85,
    note: t(
      "Caiși și piersici plantați în 2018, la 20 de minute de Chișinău; pe teren este o căsuță pentru paznic.",
      "Абрикосы и персики 2018 года посадки, в 20 минутах от Кишинёва; на участке домик для сторожа.",
    ),
  },
  // Commercial land
  {
    n: 1062,
    cat: ["comerciale"],
    brand: "capitala",
    kind: "comercial",
    ares: 15,
    at: "botanica",
    street: str("bd. Dacia", "бул. Дачия"),
    u: "eagc",
    access: "asfalt",
    price: 210000,
    old: 230000,
    days: 11,
    prio: 9,
    similar: [1065],
    note: t(
      "Teren cu o deschidere de 30 m la bulevardul Dacia, pe drumul spre aeroport; potrivit pentru un centru comercial mic sau o reprezentanță auto.",
      "Участок с выходом 30 м на бульвар Дачия, по дороге в аэропорт; подойдёт под небольшой торговый центр или автосалон.",
    ),
  },
  {
    n: 1063,
    cat: ["comerciale"],
    brand: "orhei-imobil",
    kind: "comercial",
    ares: 40,
    at: "peresecina",
    street: str("traseul Chișinău–Orhei", "трасса Кишинёв–Оргеев"),
    u: "e",
    access: "asfalt",
    price: 48000,
    old: 55000,
    days: 120,
    note: t(
      "Teren lângă traseul Chișinău–Orhei, cu trafic intens tot anul; potrivit pentru o stație PECO, un motel sau o spălătorie auto.",
      "Участок у трассы Кишинёв–Оргеев с интенсивным движением круглый год; подойдёт под АЗС, мотель или автомойку.",
    ),
  },
  {
    n: 1064,
    cat: ["comerciale"],
    brand: "imobil-expert",
    kind: "comercial",
    ares: 10,
    at: "ialoveni",
    street: str("str. Alexandru cel Bun", "ул. Александру чел Бун"),
    u: "eagc",
    access: "asfalt",
    price: 65000,
    days: 52,
    note: t(
      "Teren în centrul orașului Ialoveni, lângă piață, potrivit pentru un magazin sau o farmacie.",
      "Участок в центре Яловен, рядом с рынком, подойдёт под магазин или аптеку.",
    ),
  },
  {
    n: 1065,
    cat: ["comerciale"],
    brand: "codru-imobil",
    kind: "comercial",
    ares: 20,
    at: "codru",
    street: str("str. Costiujeni", "ул. Костюжень"),
    u: "eagc",
    access: "asfalt",
    price: 125000,
    sold: true,
    days: 200,
    similar: [1062],
    note: t(
      "Teren de colț la o intersecție, cu ieșire la două drumuri, pentru un supermarket de cartier.",
      "Угловой участок на перекрёстке, с выездом на две дороги, под районный супермаркет.",
    ),
  },
  {
    n: 1066,
    cat: ["comerciale"],
    brand: "vatra",
    kind: "comercial",
    ares: 60,
    at: "bucovat",
    street: str("traseul R1 Chișinău–Ungheni", "трасса R1 Кишинёв–Унгены"),
    u: "e",
    access: "asfalt",
    price: 38000,
    old: 42000,
    days: 90,
    note: t(
      "Teren lângă drumul național R1, potrivit pentru un complex de servicii auto sau un depozit de materiale de construcție.",
      "Участок у национальной дороги R1, подойдёт под автосервисный комплекс или склад стройматериалов.",
    ),
  },
  {
    n: 1067,
    cat: ["comerciale", "arenda"],
    brand: "casa-mare",
    kind: "comercial",
    ares: 30,
    at: "mereni",
    street: str("traseul Chișinău–Anenii Noi", "трасса Кишинёв–Анений Ной"),
    u: "ea",
    access: "asfalt",
    price: 9600,
    lease: true,
    days: 15,
    note: t(
      "Terenul este asfaltat și amenajat ca parcare pentru camioane; contractul se încheie pe cel puțin 5 ani.",
      "Участок заасфальтирован и оборудован под стоянку для грузовиков; договор минимум на 5 лет.",
    ),
  },
  // Industrial land
  {
    n: 1068,
    cat: ["industriale"],
    brand: "hotar",
    kind: "industrial",
    ares: 100,
    at: "ciocana",
    street: str("str. Uzinelor", "ул. Узинелор"),
    u: "eagc",
    access: "asfalt",
    price: 185000,
    days: 38,
    similar: [1069],
    note: t(
      "Teren în zona industrială Ciocana, cu o putere electrică aprobată de 250 kW și acces pentru camioane de mare tonaj.",
      "Участок в промзоне Чеканы, разрешённая электрическая мощность 250 кВт, подъезд для большегрузов.",
    ),
  },
  {
    n: 1069,
    cat: ["industriale"],
    brand: "capitala",
    kind: "industrial",
    ares: 60,
    at: "botanica",
    street: str("str. Muncești", "ул. Мунчешть"),
    u: "eagc",
    access: "asfalt",
    price: 150000,
    old: 165000,
    days: 110,
    similar: [1068],
    note: t(
      "Pe teren se află un depozit vechi de 400 m², care poate fi renovat sau demolat; centura ocolitoare este la 5 minute.",
      "На участке старый склад 400 м², который можно отремонтировать или снести; до объездной дороги 5 минут.",
    ),
  },
  {
    n: 1070,
    cat: ["industriale"],
    brand: "nistru",
    kind: "industrial",
    ares: 200,
    at: "magdacesti",
    street: str("str. Industrială", "ул. Индустриальная"),
    u: "e",
    access: "asfalt",
    price: 95000,
    old: 105000,
    days: 160,
    note: t(
      "Teren plan de 2 ha pentru un depozit sau o bază logistică, la 12 km de Chișinău; pe teren trece o linie electrică de 10 kV.",
      "Ровный участок 2 га под склад или логистическую базу, в 12 км от Кишинёва; по участку проходит ЛЭП 10 кВ.",
    ),
  },
  {
    n: 1071,
    cat: ["industriale"],
    brand: "basarabia",
    kind: "industrial",
    ares: 150,
    at: "bulboaca",
    street: str("str. Gării", "ул. Гэрий"),
    u: "eag",
    access: "asfalt",
    price: 135000,
    days: 75,
    note: t(
      "Teren lângă stația de cale ferată Bulboaca, potrivit pentru un terminal de mărfuri sau o fabrică.",
      "Участок рядом с железнодорожной станцией Булбоака; подойдёт под грузовой терминал или производство.",
    ),
  },
  {
    n: 1072,
    cat: ["industriale"],
    brand: "proprietar",
    kind: "industrial",
    ares: 80,
    at: "hincesti",
    street: str("str. Mihalcea Hîncu", "ул. Михалча Хынку"),
    u: "ea",
    access: "pietris",
    price: 42000,
    days: 330,
    note: t(
      "Fostă bază de tehnică agricolă, cu hangar metalic și cântar auto; terenul este împrejmuit cu gard de beton.",
      "Бывшая база сельхозтехники с металлическим ангаром и автомобильными весами; участок огорожен бетонным забором.",
    ),
  },
  // Land for lease (the price is the annual rent)
  {
    n: 1073,
    cat: ["arenda", "agricole-arabil"],
    brand: "agroteren",
    kind: "arabil",
    ares: 6000,
    at: "guraGalbenei",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 6600,
    lease: true,
    days: 3,
    similar: [1078],
    note: t(
      "Contractul se încheie pe 7 ani, cu plata anuală după recoltare; chiria este de 110 € pe hectar.",
      "Договор на 7 лет с ежегодной оплатой после уборки урожая; плата — 110 € за гектар.",
    ),
  },
  {
    n: 1074,
    cat: ["arenda", "agricole-vii"],
    brand: "proprietar",
    kind: "vie",
    ares: 800,
    at: "olanesti",
    street: EXTRAVILAN,
    u: "e",
    access: "pietris",
    price: 6400,
    lease: true,
    days: 47,
    note: t(
      "Soiurile Sauvignon și Muscat; contractul se încheie pe 5 ani, iar arendașul preia îngrijirea plantației și recolta.",
      "Сорта Совиньон и Мускат; договор заключается на 5 лет, арендатор берёт на себя уход за плантацией и урожай.",
    ),
  },
  {
    n: 1075,
    cat: ["arenda", "agricole-livezi"],
    brand: "vatra",
    kind: "livada",
    ares: 1200,
    at: "bravicea",
    street: EXTRAVILAN,
    u: "e",
    access: "pietris",
    price: 9000,
    old: 10500,
    lease: true,
    days: 20,
    note: t(
      "Meri pe spalier; contractul este pe termen lung, iar chiria include accesul la depozitul frigorific.",
      "Яблони на шпалере; договор долгосрочный, в плату входит доступ к холодильному складу.",
    ),
  },
  {
    n: 1076,
    cat: ["arenda", "comerciale"],
    brand: "hotar",
    kind: "comercial",
    ares: 8,
    at: "buiucani",
    street: str("str. Ion Creangă", "ул. Иона Крянгэ"),
    u: "eagc",
    access: "asfalt",
    price: 14400,
    lease: true,
    days: 10,
    note: t(
      "Teren asfaltat pe o stradă circulată, potrivit pentru o parcare cu plată sau o spălătorie auto; chiria este de 1 200 € pe lună.",
      "Заасфальтированный участок на оживлённой улице, подойдёт под платную парковку или автомойку; аренда — 1 200 € в месяц.",
    ),
  },
  {
    n: 1077,
    cat: ["arenda", "industriale"],
    brand: "capitala",
    kind: "industrial",
    ares: 50,
    at: "singera",
    street: str("str. Industrială", "ул. Индустриальная"),
    u: "eag",
    access: "asfalt",
    price: 12000,
    lease: true,
    days: 65,
    note: t(
      "Teren împrejmuit, cu platformă betonată, potrivit pentru depozitarea materialelor de construcție; contract de arendă pe cel puțin 3 ani.",
      "Огороженный участок с бетонной площадкой, подходит для хранения стройматериалов; договор аренды минимум на 3 года.",
    ),
  },
  {
    n: 1078,
    cat: ["arenda", "agricole-arabil"],
    brand: "proprietar",
    kind: "arabil",
    ares: 3500,
    at: "hrusova",
    street: EXTRAVILAN,
    u: "",
    access: "pamant",
    price: 4200,
    lease: true,
    sold: true,
    days: 150,
    similar: [1073],
    note: t(
      "Un singur lot, potrivit pentru cereale; contract pe 10 ani.",
      "Один массив, подходит под зерновые; договор на 10 лет.",
    ),
  },
];

export const terenuriCatalogue: CatalogueSeed = {
  categories: CATEGORY_DEFS.map(toCategory),
  brands: BRAND_LIST.map(({ key, name }): BrandSeed => ({ key, name, country: "Moldova" })),
  specifications,
  products: PLOTS.map(toProduct),
};
