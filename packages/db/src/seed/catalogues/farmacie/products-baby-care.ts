import type { ProductSeed } from "../../catalogue-types.ts";
import { CLOSING, goods, LABEL, STORAGE, same, supplement, t } from "./lib.ts";

/** Mother and baby: baby care, bottles and dummies, products for mums. */

// --- Baby care ----------------------------------------------------------------------------------

const care = (o: Parameters<typeof goods>[0]): ProductSeed =>
  goods({ age: ["infants", "children"], storage: STORAGE.cosmetic, ...o });

const babyCare: ProductSeed[] = [
  care({
    code: "FF-13201",
    cats: ["ingrijire-bebelusi"],
    brand: "johnsons",
    name: t(
      "Johnson’s Baby șampon „Fără lacrimi”",
      "Johnson’s Baby шампунь «Без слёз»",
      "Johnson’s Baby шампунь «Без сліз»",
      "Johnson’s Baby No More Tears shampoo",
    ),
    pack: { form: "shampoo", ml: 300 },
    short: t(
      "Șampon delicat care nu irită ochii, pentru spălarea zilnică a părului copilului.",
      "Мягкий шампунь, не раздражающий глаза, для ежедневного мытья волос малыша.",
      "М’який шампунь, що не подразнює очі, для щоденного миття волосся малюка.",
      "Gentle, no-tears shampoo for washing a baby’s hair every day.",
    ),
    about: t(
      "Formula „Fără lacrimi” este la fel de blândă cu ochii ca apa curată, iar părul rămâne moale și ușor de pieptănat.",
      "Формула «Без слёз» так же мягка для глаз, как чистая вода, а волосы остаются мягкими и легко расчёсываются.",
      "Формула «Без сліз» так само м’яка для очей, як чиста вода, а волосся залишається м’яким і легко розчісується.",
      "The No More Tears formula is as gentle on the eyes as pure water, leaving hair soft and easy to comb.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "testat dermatologic și oftalmologic, fără parabeni și sulfați",
          "дерматологически и офтальмологически протестирован, без парабенов и сульфатов",
          "дерматологічно й офтальмологічно протестований, без парабенів і сульфатів",
          "dermatologist and ophthalmologist tested, no parabens or sulfates",
        ),
      ],
    ],
    price: 79.9,
  }),
  care({
    code: "FF-13202",
    cats: ["ingrijire-bebelusi"],
    brand: "johnsons",
    name: t("Johnson’s Baby ulei", "Johnson’s Baby масло", "Johnson’s Baby олія", "Johnson’s Baby oil"),
    pack: { form: "oil", ml: 200 },
    short: t(
      "Ulei pentru masajul bebelușului și hidratarea pielii după baie.",
      "Масло для массажа малыша и увлажнения кожи после купания.",
      "Олія для масажу малюка та зволоження шкіри після купання.",
      "Oil for baby massage and moisturising skin after the bath.",
    ),
    about: t(
      "Uleiul ușor formează o peliculă fină care reține umiditatea în piele și face masajul plăcut; ajută și la îndepărtarea crustelor de pe scalp.",
      "Лёгкое масло образует тонкую плёнку, удерживающую влагу в коже, и делает массаж приятным; помогает также удалять корочки на голове.",
      "Легка олія утворює тонку плівку, що утримує вологу в шкірі, і робить масаж приємним; допомагає також видаляти кірочки на голові.",
      "The light oil forms a fine film that locks moisture into the skin and makes massage pleasant; it also helps lift cradle cap.",
    ),
    facts: [
      [
        LABEL.composition,
        t(
          "ulei mineral, palmitat de izopropil, parfum hipoalergenic",
          "минеральное масло, изопропилпальмитат, гипоаллергенная отдушка",
          "мінеральна олія, ізопропілпальмітат, гіпоалергенна віддушка",
          "mineral oil, isopropyl palmitate, hypoallergenic fragrance",
        ),
      ],
    ],
    price: 89.9,
  }),
  care({
    code: "FF-13203",
    cats: ["ingrijire-bebelusi"],
    brand: "johnsons",
    name: t(
      "Johnson’s Baby Top-to-Toe gel de spălare pentru corp și păr",
      "Johnson’s Baby Top-to-Toe средство для купания 2 в 1",
      "Johnson’s Baby Top-to-Toe засіб для купання 2 в 1",
      "Johnson’s Baby Top-to-Toe hair and body wash",
    ),
    pack: { form: "gel", ml: 500 },
    shape: "bottle",
    short: t(
      "Gel 2 în 1 pentru baia bebelușului, potrivit de la naștere.",
      "Средство 2 в 1 для купания малыша с рождения.",
      "Засіб 2 в 1 для купання малюка з народження.",
      "2-in-1 baby bath wash suitable from birth.",
    ),
    about: t(
      "Curăță delicat pielea și părul într-un singur pas, fără să usuce, și este potrivit pentru pielea nou-născutului.",
      "Бережно очищает кожу и волосы за один шаг, не пересушивая, и подходит для кожи новорождённого.",
      "Дбайливо очищає шкіру й волосся за один крок, не пересушуючи, і підходить для шкіри новонародженого.",
      "Gently cleanses skin and hair in one step without drying and is suitable for newborn skin.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "formulă „Fără lacrimi”, pompă dozatoare, hipoalergenic",
          "формула «Без слёз», дозатор, гипоаллергенно",
          "формула «Без сліз», дозатор, гіпоалергенно",
          "No More Tears formula, pump dispenser, hypoallergenic",
        ),
      ],
    ],
    price: 129.9,
  }),
  care({
    code: "FF-13204",
    cats: ["ingrijire-bebelusi"],
    brand: "mustela",
    name: t(
      "Mustela Hydra Bébé cremă hidratantă pentru față",
      "Mustela Hydra Bébé увлажняющий крем для лица",
      "Mustela Hydra Bébé зволожувальний крем для обличчя",
      "Mustela Hydra Bébé facial moisturiser",
    ),
    pack: { form: "cream", ml: 40 },
    short: t(
      "Cremă hidratantă zilnică pentru fața bebelușului cu piele normală.",
      "Ежедневный увлажняющий крем для лица малыша с нормальной кожей.",
      "Щоденний зволожувальний крем для обличчя малюка з нормальною шкірою.",
      "Daily moisturiser for baby’s face with normal skin.",
    ),
    about: t(
      "Crema cu avocado și perseoză de avocado întărește bariera naturală a pielii și o hidratează până la 24 de ore.",
      "Крем с авокадо и персеозой авокадо укрепляет естественный барьер кожи и увлажняет её до 24 часов.",
      "Крем з авокадо та персеозою авокадо зміцнює природний бар’єр шкіри та зволожує її до 24 годин.",
      "The cream with avocado and avocado perseose strengthens the skin’s natural barrier and hydrates for up to 24 hours.",
    ),
    facts: [
      [
        LABEL.suitable,
        t(
          "bebeluși cu piele normală, de la naștere",
          "малышей с нормальной кожей с рождения",
          "малюків із нормальною шкірою з народження",
          "babies with normal skin, from birth",
        ),
      ],
    ],
    price: 199.9,
    specs: { skin: "normal" },
  }),
  care({
    code: "FF-13205",
    cats: ["ingrijire-bebelusi", "ingrijire-corp"],
    brand: "mustela",
    name: t(
      "Mustela Stelatopia cremă emolientă",
      "Mustela Stelatopia крем-эмолент",
      "Mustela Stelatopia крем-емолент",
      "Mustela Stelatopia emollient cream",
    ),
    pack: { form: "cream", ml: 200 },
    shape: "bottle",
    short: t(
      "Emolient pentru pielea atopică a bebelușilor și copiilor, reduce mâncărimea.",
      "Эмолент для атопичной кожи младенцев и детей, уменьшает зуд.",
      "Емолент для атопічної шкіри немовлят і дітей, зменшує свербіж.",
      "Emollient for babies’ and children’s atopic skin; eases itching.",
    ),
    about: t(
      "Crema reface stratul lipidic al pielii foarte uscate, predispuse la eczemă atopică, și calmează senzația de mâncărime între pusee.",
      "Крем восстанавливает липидный слой очень сухой кожи, склонной к атопической экземе, и успокаивает зуд между обострениями.",
      "Крем відновлює ліпідний шар дуже сухої шкіри, схильної до атопічної екземи, і заспокоює свербіж між загостреннями.",
      "The cream restores the lipid layer of very dry skin prone to atopic eczema and soothes itching between flare-ups.",
    ),
    facts: [
      [
        LABEL.use,
        t(
          "de 1–2 ori pe zi pe fața și corpul curate",
          "1–2 раза в день на чистую кожу лица и тела",
          "1–2 рази на день на чисту шкіру обличчя й тіла",
          "1–2 times a day on clean face and body",
        ),
      ],
      [
        LABEL.suitable,
        t(
          "bebeluși și copii cu piele atopică, de la naștere",
          "младенцев и детей с атопичной кожей с рождения",
          "немовлят і дітей з атопічною шкірою з народження",
          "babies and children with atopic skin, from birth",
        ),
      ],
    ],
    price: 449.9,
    specs: { skin: ["atopic", "dry"] },
    loyaltyGive: 12,
  }),
  care({
    code: "FF-13206",
    cats: ["ingrijire-bebelusi"],
    brand: "mustela",
    name: t(
      "Mustela gel de spălare delicat pentru corp și păr",
      "Mustela мягкий гель для мытья тела и волос",
      "Mustela м’який гель для миття тіла та волосся",
      "Mustela Gentle Cleansing Gel for hair and body",
    ),
    pack: { form: "gel", ml: 500 },
    shape: "bottle",
    short: t(
      "Gel fără săpun pentru baia zilnică, de la naștere.",
      "Гель без мыла для ежедневного купания с рождения.",
      "Гель без мила для щоденного купання з народження.",
      "Soap-free gel for the daily bath, from birth.",
    ),
    about: t(
      "Formula fără săpun și cu 93% ingrediente de origine naturală curăță delicat și nu perturbă pH-ul pielii bebelușului.",
      "Формула без мыла с 93% ингредиентов натурального происхождения бережно очищает и не нарушает pH кожи малыша.",
      "Формула без мила з 93% інгредієнтів природного походження дбайливо очищає та не порушує pH шкіри малюка.",
      "The soap-free formula with 93% naturally derived ingredients cleanses gently without upsetting the baby’s skin pH.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "fără săpun, fără lacrimi, cu avocado bio",
          "без мыла, без слёз, с органическим авокадо",
          "без мила, без сліз, з органічним авокадо",
          "soap-free, tear-free, with organic avocado",
        ),
      ],
    ],
    price: 249.9,
  }),
  care({
    code: "FF-13207",
    cats: ["ingrijire-bebelusi"],
    brand: "bubchen",
    name: t(
      "Bübchen cremă protectoare pentru zona scutecului",
      "Bübchen защитный крем под подгузник",
      "Bübchen захисний крем під підгузок",
      "Bübchen nappy cream",
    ),
    pack: { form: "cream", ml: 75 },
    short: t(
      "Cremă cu oxid de zinc și pantenol care protejează fundulețul de iritații.",
      "Крем с оксидом цинка и пантенолом, защищающий попку от раздражения.",
      "Крем з оксидом цинку та пантенолом, що захищає попку від подразнення.",
      "Zinc oxide and panthenol cream that protects baby’s bottom from irritation.",
    ),
    about: t(
      "Formează un strat protector care ține departe umezeala, iar pantenolul și mușețelul calmează pielea înroșită.",
      "Образует защитный слой от влаги, а пантенол и ромашка успокаивают покрасневшую кожу.",
      "Утворює захисний шар від вологи, а пантенол і ромашка заспокоюють почервонілу шкіру.",
      "It forms a protective layer against wetness, while panthenol and chamomile soothe reddened skin.",
    ),
    facts: [
      [
        LABEL.composition,
        t(
          "oxid de zinc, pantenol, extract de mușețel, lanolină",
          "оксид цинка, пантенол, экстракт ромашки, ланолин",
          "оксид цинку, пантенол, екстракт ромашки, ланолін",
          "zinc oxide, panthenol, chamomile extract, lanolin",
        ),
      ],
    ],
    price: 69.9,
  }),
  care({
    code: "FF-13208",
    cats: ["ingrijire-bebelusi"],
    brand: "pampers",
    name: t(
      "Pampers Sensitive șervețele umede",
      "Pampers Sensitive влажные салфетки",
      "Pampers Sensitive вологі серветки",
      "Pampers Sensitive baby wipes",
    ),
    pack: { form: "items", n: 52 },
    short: t(
      "Șervețele umede fără parfum pentru pielea sensibilă a bebelușului.",
      "Влажные салфетки без отдушки для чувствительной кожи малыша.",
      "Вологі серветки без віддушки для чутливої шкіри малюка.",
      "Fragrance-free wipes for a baby’s sensitive skin.",
    ),
    about: t(
      "Șervețelele moi curăță delicat la fiecare schimbare de scutec și ajută la menținerea pH-ului natural al pielii.",
      "Мягкие салфетки бережно очищают при каждой смене подгузника и помогают сохранить естественный pH кожи.",
      "М’які серветки дбайливо очищають під час кожної зміни підгузка й допомагають зберегти природний pH шкіри.",
      "The soft wipes clean gently at every nappy change and help maintain the skin’s natural pH.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "fără parfum și alcool, testate dermatologic",
          "без отдушки и спирта, дерматологически протестированы",
          "без віддушки та спирту, дерматологічно протестовані",
          "fragrance- and alcohol-free, dermatologically tested",
        ),
      ],
    ],
    price: 45.9,
    fullPrice: true,
    sortPriority: 65,
    weightGr: 300,
  }),
  care({
    code: "FF-13209",
    cats: ["ingrijire-bebelusi"],
    brand: "bioderma",
    name: t(
      "Bioderma ABCDerm H2O apă micelară pentru bebeluși",
      "Bioderma ABCDerm H2O мицеллярная вода для малышей",
      "Bioderma ABCDerm H2O міцелярна вода для малюків",
      "Bioderma ABCDerm H2O micellar water for babies",
    ),
    pack: { form: "solution", ml: 500 },
    short: t(
      "Apă micelară fără clătire pentru curățarea feței, corpului și zonei scutecului.",
      "Мицеллярная вода без смывания для очищения лица, тела и области под подгузником.",
      "Міцелярна вода без змивання для очищення обличчя, тіла та ділянки під підгузком.",
      "No-rinse micellar water for cleansing face, body and nappy area.",
    ),
    about: t(
      "Micelele captează impuritățile fără frecare și fără clătire, ideal pentru drum sau când baia nu este posibilă.",
      "Мицеллы захватывают загрязнения без трения и смывания — идеально в дороге или когда купание невозможно.",
      "Міцели захоплюють забруднення без тертя та змивання — ідеально в дорозі або коли купання неможливе.",
      "Micelles lift away dirt without rubbing or rinsing, ideal on the go or when a bath is not possible.",
    ),
    facts: [
      [
        LABEL.use,
        t(
          "se aplică cu un tampon de vată, fără clătire",
          "наносить ватным диском, не смывать",
          "наносити ватним диском, не змивати",
          "apply with a cotton pad, no rinsing",
        ),
      ],
    ],
    price: 199.9,
  }),
  goods({
    code: "FF-13210",
    cats: ["ingrijire-bebelusi"],
    brand: "chicco",
    title: t(
      "Aspirator nazal Chicco Physioclean",
      "Назальный аспиратор Chicco Physioclean",
      "Назальний аспіратор Chicco Physioclean",
      "Chicco Physioclean nasal aspirator",
    ),
    pack: { form: "device" },
    short: t(
      "Aspirator nazal igienic pentru curățarea nasului bebelușului în timpul răcelii.",
      "Гигиеничный назальный аспиратор для очищения носика малыша при насморке.",
      "Гігієнічний назальний аспіратор для очищення носика малюка під час нежитю.",
      "Hygienic nasal aspirator for clearing baby’s nose during a cold.",
    ),
    about: t(
      "Părintele controlează aspirația cu gura, iar filtrele de unică folosință împiedică trecerea secrețiilor; vârful moale și anatomic nu rănește nasul.",
      "Родитель регулирует силу всасывания ртом, а одноразовые фильтры не пропускают выделения; мягкий анатомичный наконечник не травмирует нос.",
      "Батьки регулюють силу всмоктування ротом, а одноразові фільтри не пропускають виділення; м’який анатомічний наконечник не травмує ніс.",
      "The parent controls the suction by mouth, disposable filters stop mucus passing through, and the soft anatomical tip is gentle on the nose.",
    ),
    facts: [
      [
        LABEL.contents,
        t(
          "aspirator, 2 filtre de unică folosință",
          "аспиратор, 2 одноразовых фильтра",
          "аспіратор, 2 одноразові фільтри",
          "aspirator, 2 disposable filters",
        ),
      ],
    ],
    closing: CLOSING.device,
    age: ["infants", "children"],
    price: 129.9,
    weightGr: 60,
    associated: ["FF-10152"],
  }),
];

// --- Bottles and dummies ------------------------------------------------------------------------

const accessory = (o: Parameters<typeof goods>[0]): ProductSeed => goods({ age: ["infants"], ...o });

const bottles: ProductSeed[] = [
  accessory({
    code: "FF-13301",
    cats: ["biberoane-suzete"],
    brand: "avent",
    title: t(
      "Biberon Philips Avent Natural Response 260 ml, de la 1 lună",
      "Бутылочка Philips Avent Natural Response 260 мл, с 1 месяца",
      "Пляшечка Philips Avent Natural Response 260 мл, з 1 місяця",
      "Philips Avent Natural Response bottle 260 ml, 1 m+",
    ),
    pack: { form: "items", n: 1 },
    short: t(
      "Biberon cu tetină care eliberează laptele doar când bebelușul suge, ca la sân.",
      "Бутылочка с соской, которая отдаёт молоко, только когда малыш сосёт, как при кормлении грудью.",
      "Пляшечка із соскою, яка віддає молоко, лише коли малюк смокче, як під час годування груддю.",
      "Bottle with a teat that releases milk only when baby sucks, like breastfeeding.",
    ),
    about: t(
      "Tetina Natural Response permite copilului să-și controleze ritmul de hrănire și ușurează combinarea alăptării cu biberonul; valva anticolici reduce înghițirea aerului.",
      "Соска Natural Response позволяет малышу самому регулировать темп кормления и облегчает сочетание грудного вскармливания с бутылочкой; антиколиковый клапан уменьшает заглатывание воздуха.",
      "Соска Natural Response дає змогу малюкові самому регулювати темп годування й полегшує поєднання грудного вигодовування з пляшечкою; антиколіковий клапан зменшує заковтування повітря.",
      "The Natural Response teat lets baby set the feeding pace and makes it easier to combine breast and bottle; the anti-colic valve reduces swallowed air.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "260 ml, tetină cu debit 3 (de la 1 lună), fără BPA",
          "260 мл, соска с потоком 3 (с 1 месяца), без BPA",
          "260 мл, соска з потоком 3 (з 1 місяця), без BPA",
          "260 ml, flow 3 teat (1 m+), BPA-free",
        ),
      ],
    ],
    packLine: false,
    price: 229.9,
    weightGr: 110,
  }),
  accessory({
    code: "FF-13302",
    cats: ["biberoane-suzete"],
    brand: "avent",
    title: t(
      "Biberon anticolici Philips Avent 125 ml, de la naștere",
      "Антиколиковая бутылочка Philips Avent 125 мл, с рождения",
      "Антиколькова пляшечка Philips Avent 125 мл, з народження",
      "Philips Avent Anti-colic bottle 125 ml, 0 m+",
    ),
    pack: { form: "items", n: 1 },
    short: t(
      "Biberon cu sistem anticolici AirFree pentru nou-născuți.",
      "Бутылочка с антиколиковой системой AirFree для новорождённых.",
      "Пляшечка з антиколіковою системою AirFree для новонароджених.",
      "Bottle with the AirFree anti-colic system for newborns.",
    ),
    about: t(
      "Valva AirFree ține tetina plină cu lapte în timpul hrănirii, astfel încât bebelușul înghite mai puțin aer și are mai puține colici.",
      "Клапан AirFree держит соску заполненной молоком во время кормления, поэтому малыш заглатывает меньше воздуха и реже страдает от колик.",
      "Клапан AirFree тримає соску заповненою молоком під час годування, тому малюк заковтує менше повітря й рідше страждає від кольок.",
      "The AirFree vent keeps the teat full of milk during feeds, so baby swallows less air and has less colic.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "125 ml, tetină pentru nou-născuți, fără BPA",
          "125 мл, соска для новорождённых, без BPA",
          "125 мл, соска для новонароджених, без BPA",
          "125 ml, newborn teat, BPA-free",
        ),
      ],
    ],
    packLine: false,
    price: 189.9,
    weightGr: 90,
  }),
  accessory({
    code: "FF-13303",
    cats: ["biberoane-suzete"],
    brand: "avent",
    name: t(
      "Suzete Philips Avent Ultra Soft 0–6 luni",
      "Пустышки Philips Avent Ultra Soft 0–6 мес.",
      "Пустушки Philips Avent Ultra Soft 0–6 міс.",
      "Philips Avent Ultra Soft soothers 0–6 m",
    ),
    pack: { form: "items", n: 2 },
    short: t(
      "Suzete ortodontice foarte moi, care lasă mai puține urme pe pielea delicată.",
      "Очень мягкие ортодонтические пустышки, оставляющие меньше следов на нежной коже.",
      "Дуже м’які ортодонтичні пустушки, що залишають менше слідів на ніжній шкірі.",
      "Ultra-soft orthodontic soothers that leave fewer marks on delicate skin.",
    ),
    about: t(
      "Scutul flexibil din silicon se adaptează fețișoarei, iar tetina simetrică respectă dezvoltarea naturală a palatului și a dinților.",
      "Гибкий силиконовый щиток повторяет форму личика, а симметричная соска не мешает естественному развитию нёба и зубов.",
      "Гнучкий силіконовий щиток повторює форму личка, а симетрична соска не заважає природному розвитку піднебіння й зубів.",
      "The flexible silicone shield follows the face, and the symmetrical teat respects natural palate and tooth development.",
    ),
    facts: [
      [
        LABEL.contents,
        t(
          "2 suzete și cutie de sterilizare și transport",
          "2 пустышки и футляр для стерилизации и хранения",
          "2 пустушки та футляр для стерилізації й зберігання",
          "2 soothers and a sterilising travel case",
        ),
      ],
    ],
    packLine: false,
    price: 169.9,
    weightGr: 60,
  }),
  accessory({
    code: "FF-13304",
    cats: ["biberoane-suzete"],
    brand: "nuk",
    title: t(
      "Biberon NUK First Choice+ 300 ml, 6–18 luni",
      "Бутылочка NUK First Choice+ 300 мл, 6–18 мес.",
      "Пляшечка NUK First Choice+ 300 мл, 6–18 міс.",
      "NUK First Choice+ bottle 300 ml, 6–18 m",
    ),
    pack: { form: "items", n: 1 },
    short: t(
      "Biberon cu tetină în formă de mamelon și indicator de temperatură.",
      "Бутылочка с соской в форме соска груди и индикатором температуры.",
      "Пляшечка із соскою у формі соска груді та індикатором температури.",
      "Bottle with a nipple-shaped teat and temperature indicator.",
    ),
    about: t(
      "Tetina lată, inspirată de forma sânului, și sistemul anticolici fac hrănirea liniștită; indicatorul își schimbă culoarea dacă laptele este prea fierbinte.",
      "Широкая соска, повторяющая форму груди, и антиколиковая система делают кормление спокойным; индикатор меняет цвет, если молоко слишком горячее.",
      "Широка соска, що повторює форму груді, та антиколікова система роблять годування спокійним; індикатор змінює колір, якщо молоко надто гаряче.",
      "The wide, breast-shaped teat and anti-colic vent make feeds calm; the indicator changes colour if the milk is too hot.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "300 ml, tetină din silicon mărimea M, fără BPA",
          "300 мл, силиконовая соска размера M, без BPA",
          "300 мл, силіконова соска розміру M, без BPA",
          "300 ml, size M silicone teat, BPA-free",
        ),
      ],
    ],
    packLine: false,
    price: 189.9,
    weightGr: 120,
    age: ["infants", "children"],
  }),
  accessory({
    code: "FF-13305",
    cats: ["biberoane-suzete"],
    brand: "chicco",
    title: t(
      "Biberon Chicco Well-Being 150 ml, de la naștere",
      "Бутылочка Chicco Well-Being 150 мл, с рождения",
      "Пляшечка Chicco Well-Being 150 мл, з народження",
      "Chicco Well-Being bottle 150 ml, 0 m+",
    ),
    pack: { form: "items", n: 1 },
    short: t(
      "Biberon ergonomic cu valvă anticolici integrată în tetină.",
      "Эргономичная бутылочка с антиколиковым клапаном в соске.",
      "Ергономічна пляшечка з антиколіковим клапаном у сосці.",
      "Ergonomic bottle with an anti-colic valve built into the teat.",
    ),
    about: t(
      "Forma ergonomică se ține ușor în mână, iar tetina din silicon cu valvă reduce înghițirea aerului.",
      "Эргономичная форма удобна в руке, а силиконовая соска с клапаном уменьшает заглатывание воздуха.",
      "Ергономічна форма зручна в руці, а силіконова соска з клапаном зменшує заковтування повітря.",
      "The ergonomic shape is easy to hold, and the silicone teat with a valve reduces swallowed air.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "150 ml, flux lent, fără BPA",
          "150 мл, медленный поток, без BPA",
          "150 мл, повільний потік, без BPA",
          "150 ml, slow flow, BPA-free",
        ),
      ],
    ],
    packLine: false,
    price: 149.9,
    weightGr: 80,
  }),
  accessory({
    code: "FF-13306",
    cats: ["biberoane-suzete"],
    brand: "chicco",
    name: t(
      "Suzete Chicco Physioforma Soft 6–16 luni",
      "Пустышки Chicco Physioforma Soft 6–16 мес.",
      "Пустушки Chicco Physioforma Soft 6–16 міс.",
      "Chicco Physioforma Soft soothers 6–16 m",
    ),
    pack: { form: "items", n: 2 },
    short: t(
      "Suzete din silicon cu formă fiziologică, care susțin dezvoltarea corectă a palatului.",
      "Силиконовые пустышки физиологической формы для правильного развития нёба.",
      "Силіконові пустушки фізіологічної форми для правильного розвитку піднебіння.",
      "Physiological silicone soothers that support healthy palate development.",
    ),
    about: t(
      "Tetina Physioforma imită poziția naturală a limbii în timpul suptului, iar orificiile de aerisire din scut protejează pielea de iritații.",
      "Соска Physioforma повторяет естественное положение языка при сосании, а вентиляционные отверстия в щитке защищают кожу от раздражения.",
      "Соска Physioforma повторює природне положення язика під час смоктання, а вентиляційні отвори в щитку захищають шкіру від подразнення.",
      "The Physioforma teat follows the tongue’s natural position when sucking, and vents in the shield protect skin from irritation.",
    ),
    facts: [
      [
        LABEL.contents,
        t(
          "2 suzete cu capac de protecție",
          "2 пустышки с защитным колпачком",
          "2 пустушки із захисним ковпачком",
          "2 soothers with protective caps",
        ),
      ],
    ],
    packLine: false,
    price: 139.9,
    weightGr: 50,
    age: ["infants", "children"],
  }),
  goods({
    code: "FF-13307",
    cats: ["biberoane-suzete"],
    brand: "avent",
    title: t(
      "Sterilizator electric cu abur Philips Avent 3 în 1",
      "Электрический паровой стерилизатор Philips Avent 3 в 1",
      "Електричний паровий стерилізатор Philips Avent 3 в 1",
      "Philips Avent 3-in-1 electric steam steriliser",
    ),
    pack: { form: "device" },
    short: t(
      "Sterilizează până la 6 biberoane în 6 minute, cu abur, fără substanțe chimice.",
      "Стерилизует до 6 бутылочек за 6 минут паром, без химических веществ.",
      "Стерилізує до 6 пляшечок за 6 хвилин парою, без хімічних речовин.",
      "Steam-sterilises up to 6 bottles in 6 minutes without chemicals.",
    ),
    about: t(
      "Aburul la temperatură înaltă distruge 99,9% dintre germeni. Aparatul modular se adaptează la biberoane, suzete și piese de pompă de sân, iar conținutul rămâne steril 24 de ore dacă nu se deschide capacul.",
      "Пар высокой температуры уничтожает 99,9% микробов. Модульный прибор подходит для бутылочек, пустышек и деталей молокоотсоса, а содержимое остаётся стерильным 24 часа, если не открывать крышку.",
      "Пара високої температури знищує 99,9% мікробів. Модульний прилад підходить для пляшечок, пустушок і деталей молоковідсмоктувача, а вміст залишається стерильним 24 години, якщо не відкривати кришку.",
      "High-temperature steam kills 99.9% of germs. The modular unit takes bottles, soothers and breast pump parts, and everything stays sterile for 24 hours if the lid stays closed.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "3 configurații, ciclu de 6 minute, oprire automată",
          "3 конфигурации, цикл 6 минут, автоотключение",
          "3 конфігурації, цикл 6 хвилин, автовимкнення",
          "3 configurations, 6-minute cycle, auto shut-off",
        ),
      ],
      [LABEL.warranty, t("2 ani", "2 года", "2 роки", "2 years")],
    ],
    age: ["infants"],
    price: 1190,
    weightGr: 1500,
    compatible: ["FF-13301", "FF-13302", "FF-13303"],
    country: "china",
  }),
];

// --- For mums -----------------------------------------------------------------------------------

const mums: ProductSeed[] = [
  supplement({
    code: "FF-13401",
    cats: ["pentru-mame", "multivitamine"],
    brand: "bayer",
    name: t("Elevit Pronatal", "Элевит Пронаталь", "Елевіт Пронатал", "Elevit Pronatal"),
    pack: { form: "tablets", n: 30 },
    price: 269.9,
    age: ["adults"],
    sortPriority: 85,
    short: t(
      "Vitamine și minerale pentru planificarea sarcinii, sarcină și alăptare.",
      "Витамины и минералы при планировании беременности, во время беременности и кормления грудью.",
      "Вітаміни та мінерали під час планування вагітності, вагітності та годування груддю.",
      "Vitamins and minerals for planning a pregnancy, pregnancy and breastfeeding.",
    ),
    about: t(
      "Elevit Pronatal conține acid folic, fier, iod și alte 16 vitamine și minerale importante pentru dezvoltarea copilului și sănătatea mamei.",
      "Элевит Пронаталь содержит фолиевую кислоту, железо, йод и ещё 16 витаминов и минералов, важных для развития ребёнка и здоровья мамы.",
      "Елевіт Пронатал містить фолієву кислоту, залізо, йод та ще 16 вітамінів і мінералів, важливих для розвитку дитини та здоров’я мами.",
      "Elevit Pronatal contains folic acid, iron, iodine and 16 more vitamins and minerals important for the baby’s development and mum’s health.",
    ),
    composition: t(
      "acid folic 800 mcg, fier 60 mg, magneziu, calciu, zinc, iod, vitaminele A, B, C, D3, E",
      "фолиевая кислота 800 мкг, железо 60 мг, магний, кальций, цинк, йод, витамины A, группы B, C, D3, E",
      "фолієва кислота 800 мкг, залізо 60 мг, магній, кальцій, цинк, йод, вітаміни A, групи B, C, D3, E",
      "folic acid 800 mcg, iron 60 mg, magnesium, calcium, zinc, iodine, vitamins A, B group, C, D3, E",
    ),
    dose: t(
      "un comprimat pe zi, cu o lună înainte de concepție, pe toată durata sarcinii și a alăptării",
      "1 таблетка в день за месяц до зачатия, в течение всей беременности и кормления грудью",
      "1 таблетка на день за місяць до зачаття, протягом усієї вагітності та годування груддю",
      "one tablet a day from a month before conception, through pregnancy and breastfeeding",
    ),
  }),
  supplement({
    code: "FF-13402",
    cats: ["pentru-mame"],
    brand: "vitabiotics",
    name: same("Vitabiotics Pregnacare Original"),
    pack: { form: "capsules", n: 30 },
    price: 199.9,
    age: ["adults"],
    short: t(
      "Vitamine pentru gravide cu acid folic și vitamina D, recomandate de moașe.",
      "Витамины для беременных с фолиевой кислотой и витамином D, рекомендуемые акушерками.",
      "Вітаміни для вагітних із фолієвою кислотою та вітаміном D, рекомендовані акушерками.",
      "Pregnancy vitamins with folic acid and vitamin D, recommended by midwives.",
    ),
    about: t(
      "Pregnacare asigură nutrienții-cheie din primul trimestru până la naștere, fără vitamina A sub formă de retinol.",
      "Прегнакеа обеспечивает ключевые нутриенты с первого триместра до родов и не содержит витамина A в форме ретинола.",
      "Прегнакеа забезпечує ключові нутрієнти з першого триместру до пологів і не містить вітаміну A у формі ретинолу.",
      "Pregnacare provides key nutrients from the first trimester until birth, with no vitamin A as retinol.",
    ),
    composition: t(
      "acid folic 400 mcg, vitamina D 10 mcg, fier 17 mg, zinc, iod, vitaminele B12, C, E",
      "фолиевая кислота 400 мкг, витамин D 10 мкг, железо 17 мг, цинк, йод, витамины B12, C, E",
      "фолієва кислота 400 мкг, вітамін D 10 мкг, залізо 17 мг, цинк, йод, вітаміни B12, C, E",
      "folic acid 400 mcg, vitamin D 10 mcg, iron 17 mg, zinc, iodine, vitamins B12, C and E",
    ),
    dose: t(
      "o capsulă pe zi, după masă",
      "1 капсула в день после еды",
      "1 капсула на день після їди",
      "one capsule a day after a meal",
    ),
  }),
  goods({
    code: "FF-13403",
    cats: ["pentru-mame"],
    brand: "medela",
    name: t(
      "Medela Purelan cremă pentru mameloane",
      "Medela Purelan крем для сосков",
      "Medela Purelan крем для сосків",
      "Medela Purelan nipple cream",
    ),
    pack: { form: "cream", g: 37 },
    short: t(
      "Lanolină 100% pentru mameloane uscate și crăpate în timpul alăptării.",
      "100% ланолин для сухих и потрескавшихся сосков при грудном вскармливании.",
      "100% ланолін для сухих і потрісканих сосків під час грудного вигодовування.",
      "100% lanolin for dry, cracked nipples while breastfeeding.",
    ),
    about: t(
      "Lanolina purificată hidratează intens și protejează pielea sensibilă a mameloanelor; nu trebuie îndepărtată înainte de alăptare.",
      "Очищенный ланолин интенсивно увлажняет и защищает чувствительную кожу сосков; его не нужно смывать перед кормлением.",
      "Очищений ланолін інтенсивно зволожує та захищає чутливу шкіру сосків; його не потрібно змивати перед годуванням.",
      "Purified lanolin deeply moisturises and protects sensitive nipple skin; no need to remove it before feeding.",
    ),
    facts: [
      [
        LABEL.composition,
        t(
          "lanolină 100%, fără aditivi și conservanți",
          "100% ланолин без добавок и консервантов",
          "100% ланолін без добавок і консервантів",
          "100% lanolin, no additives or preservatives",
        ),
      ],
      [
        LABEL.use,
        t(
          "se aplică o cantitate mică după fiecare alăptare",
          "наносить небольшое количество после каждого кормления",
          "наносити невелику кількість після кожного годування",
          "apply a little after each feed",
        ),
      ],
    ],
    storage: STORAGE.cosmetic,
    age: ["adults"],
    price: 229.9,
  }),
  goods({
    code: "FF-13404",
    cats: ["pentru-mame"],
    brand: "avent",
    name: t(
      "Philips Avent tampoane de sân de unică folosință",
      "Philips Avent одноразовые вкладыши для бюстгальтера",
      "Philips Avent одноразові вкладиші для бюстгальтера",
      "Philips Avent disposable breast pads",
    ),
    pack: { form: "items", n: 60 },
    short: t(
      "Tampoane absorbante subțiri, care țin pielea uscată zi și noapte.",
      "Тонкие впитывающие вкладыши, сохраняющие кожу сухой днём и ночью.",
      "Тонкі вбирні вкладиші, що зберігають шкіру сухою вдень і вночі.",
      "Thin absorbent pads that keep skin dry day and night.",
    ),
    about: t(
      "Miezul absorbant reține laptele, iar stratul exterior respirabil previne iritațiile; banda adezivă fixează tamponul în sutien.",
      "Впитывающий слой удерживает молоко, а дышащий внешний слой предотвращает раздражение; липкая полоска фиксирует вкладыш в бюстгальтере.",
      "Вбирний шар утримує молоко, а дихаючий зовнішній шар запобігає подразненню; липка смужка фіксує вкладиш у бюстгальтері.",
      "The absorbent core holds leaks, the breathable outer layer prevents irritation, and an adhesive strip keeps the pad in place.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "ambalate individual, bandă adezivă, foarte subțiri",
          "в индивидуальной упаковке, с липкой полоской, очень тонкие",
          "в індивідуальній упаковці, з липкою смужкою, дуже тонкі",
          "individually wrapped, adhesive strip, ultra-thin",
        ),
      ],
    ],
    age: ["adults"],
    price: 179.9,
  }),
  goods({
    code: "FF-13405",
    cats: ["pentru-mame", "ingrijire-corp"],
    brand: "mustela",
    name: t(
      "Mustela Maternité cremă pentru prevenirea vergeturilor",
      "Mustela Maternité крем от растяжек",
      "Mustela Maternité крем від розтяжок",
      "Mustela Maternity stretch marks prevention cream",
    ),
    pack: { form: "cream", ml: 150 },
    shape: "bottle",
    short: t(
      "Cremă pentru prevenirea vergeturilor în sarcină, cu parfum discret.",
      "Крем для профилактики растяжек во время беременности с деликатным ароматом.",
      "Крем для профілактики розтяжок під час вагітності з делікатним ароматом.",
      "Stretch mark prevention cream for pregnancy, lightly fragranced.",
    ),
    about: t(
      "Crema cu extract de avocado și peptide de maracuja crește elasticitatea pielii și o pregătește pentru întinderea din timpul sarcinii.",
      "Крем с экстрактом авокадо и пептидами маракуйи повышает эластичность кожи и готовит её к растяжению во время беременности.",
      "Крем з екстрактом авокадо та пептидами маракуї підвищує еластичність шкіри й готує її до розтягнення під час вагітності.",
      "The cream with avocado extract and passion fruit peptides improves skin elasticity and prepares it for stretching during pregnancy.",
    ),
    facts: [
      [
        LABEL.use,
        t(
          "de 2 ori pe zi pe abdomen, șolduri și sâni, din primul trimestru",
          "2 раза в день на живот, бёдра и грудь с первого триместра",
          "2 рази на день на живіт, стегна та груди з першого триместру",
          "twice a day on the tummy, hips and breasts from the first trimester",
        ),
      ],
    ],
    storage: STORAGE.cosmetic,
    age: ["adults"],
    price: 429.9,
    specs: { skin: "all" },
  }),
  goods({
    code: "FF-13406",
    cats: ["pentru-mame"],
    brand: "avent",
    title: t(
      "Pompă de sân manuală Philips Avent",
      "Ручной молокоотсос Philips Avent",
      "Ручний молоковідсмоктувач Philips Avent",
      "Philips Avent manual breast pump",
    ),
    pack: { form: "device" },
    short: t(
      "Pompă de sân manuală, confortabilă și silențioasă, cu pernă moale de masaj.",
      "Удобный и бесшумный ручной молокоотсос с мягкой массажной накладкой.",
      "Зручний і безшумний ручний молоковідсмоктувач із м’якою масажною накладкою.",
      "Comfortable, quiet manual breast pump with a soft massage cushion.",
    ),
    about: t(
      "Designul permite extragerea laptelui stând comod, fără să vă aplecați înainte, iar perna moale stimulează fluxul de lapte.",
      "Конструкция позволяет сцеживаться в удобной позе, не наклоняясь вперёд, а мягкая накладка стимулирует приток молока.",
      "Конструкція дає змогу зціджуватися в зручній позі, не нахиляючись уперед, а м’яка накладка стимулює приплив молока.",
      "The design lets you express sitting comfortably without leaning forward, and the soft cushion helps stimulate milk flow.",
    ),
    facts: [
      [
        LABEL.contents,
        t(
          "pompă, biberon Natural 125 ml cu tetină, capac de păstrare",
          "молокоотсос, бутылочка Natural 125 мл с соской, крышка для хранения",
          "молоковідсмоктувач, пляшечка Natural 125 мл із соскою, кришка для зберігання",
          "pump, 125 ml Natural bottle with teat, storage lid",
        ),
      ],
    ],
    closing: CLOSING.device,
    age: ["adults"],
    price: 899,
    weightGr: 400,
    compatible: ["FF-13307"],
  }),
];

export const babyCareProducts: ProductSeed[] = [...babyCare, ...bottles, ...mums];
