import type { ProductSeed } from "../../catalogue-types.ts";
import { CLOSING, goods, LABEL, meds, STORAGE, t } from "./lib.ts";

/** Digestion: diarrhoea, probiotics, enzymes, bloating, heartburn, constipation, liver. */

const smecta = meds({
  substance: ["diosmectite"],
  cats: ["digestie"],
  age: ["adults", "children", "infants"],
  short: t(
    "Adsorbant natural pentru diaree, potrivit de la naștere.",
    "Природный адсорбент при диарее, подходит с рождения.",
    "Природний адсорбент при діареї, підходить з народження.",
    "Natural adsorbent for diarrhoea, suitable from birth.",
  ),
  about: t(
    "Smecta conține diosmectită, o argilă naturală purificată care leagă toxinele, virusurile și bacteriile din intestin și protejează mucoasa intestinală. Nu se absoarbe în sânge.",
    "Смекта содержит диосмектит — очищенную природную глину, которая связывает токсины, вирусы и бактерии в кишечнике и защищает его слизистую. Не всасывается в кровь.",
    "Смекта містить діосмектит — очищену природну глину, яка зв’язує токсини, віруси та бактерії в кишечнику й захищає його слизову. Не всмоктується в кров.",
    "Smecta contains diosmectite, a purified natural clay that binds toxins, viruses and bacteria in the gut and protects the intestinal lining. It is not absorbed into the blood.",
  ),
  indications: t(
    "diaree acută și cronică, balonare și disconfort abdominal",
    "острая и хроническая диарея, вздутие и дискомфорт в животе",
    "гостра та хронічна діарея, здуття й дискомфорт у животі",
    "acute and chronic diarrhoea, bloating and abdominal discomfort",
  ),
  dosage: t(
    "câte un plic de 3 ori pe zi, dizolvat în jumătate de pahar cu apă, la 2 ore distanță de alte medicamente; în diareea acută doza se poate dubla în primele 3 zile",
    "по 1 пакетику 3 раза в сутки, растворив в половине стакана воды, с интервалом 2 часа от других лекарств; при острой диарее в первые 3 дня дозу можно удвоить",
    "по 1 пакетику 3 рази на добу, розчинивши в половині склянки води, з інтервалом 2 години від інших ліків; при гострій діареї в перші 3 дні дозу можна подвоїти",
    "one sachet 3 times a day, stirred into half a glass of water, 2 hours apart from other medicines; in acute diarrhoea the dose may be doubled for the first 3 days",
  ),
  childrenText: t(
    "sub 1 an: un plic pe zi; 1–2 ani: 1–2 plicuri pe zi; peste 2 ani: 2–3 plicuri pe zi, amestecate în biberon sau în piure",
    "до 1 года: 1 пакетик в сутки; 1–2 года: 1–2 пакетика в сутки; старше 2 лет: 2–3 пакетика в сутки, смешивая с содержимым бутылочки или пюре",
    "до 1 року: 1 пакетик на добу; 1–2 роки: 1–2 пакетики на добу; старше 2 років: 2–3 пакетики на добу, змішуючи з вмістом пляшечки чи пюре",
    "under 1 year: one sachet a day; 1–2 years: 1–2 sachets a day; over 2 years: 2–3 sachets a day, mixed into a bottle or purée",
  ),
  variants: [
    {
      code: "FF-10301",
      brand: "ipsen",
      name: t(
        "Smecta cu aromă de portocale și vanilie",
        "Смекта со вкусом апельсина и ванили",
        "Смекта зі смаком апельсина та ванілі",
        "Smecta orange-vanilla",
      ),
      strength: "3 g",
      pack: { form: "sachets", n: 10 },
      price: 68.9,
      sortPriority: 80,
      associated: ["FF-10341"],
    },
    {
      code: "FF-10302",
      brand: "ipsen",
      name: t(
        "Smecta cu aromă de portocale și vanilie",
        "Смекта со вкусом апельсина и ванили",
        "Смекта зі смаком апельсина та ванілі",
        "Smecta orange-vanilla",
      ),
      strength: "3 g",
      pack: { form: "sachets", n: 30 },
      price: 178.5,
    },
  ],
});

const enterol = meds({
  substance: ["saccharomyces-boulardii"],
  cats: ["digestie"],
  age: ["adults", "children"],
  short: t(
    "Probiotic cu drojdii Saccharomyces boulardii pentru diaree, inclusiv după antibiotice.",
    "Пробиотик с дрожжами Saccharomyces boulardii при диарее, в том числе после антибиотиков.",
    "Пробіотик із дріжджами Saccharomyces boulardii при діареї, зокрема після антибіотиків.",
    "Saccharomyces boulardii probiotic yeast for diarrhoea, including after antibiotics.",
  ),
  about: t(
    "Enterol conține drojdii probiotice liofilizate care nu sunt distruse de antibiotice, de aceea poate fi luat chiar în timpul tratamentului antibiotic pentru a preveni diareea.",
    "Энтерол содержит лиофилизированные пробиотические дрожжи, которые не разрушаются антибиотиками, поэтому его можно принимать прямо во время антибиотикотерапии для профилактики диареи.",
    "Ентерол містить ліофілізовані пробіотичні дріжджі, які не руйнуються антибіотиками, тож його можна приймати просто під час антибіотикотерапії для профілактики діареї.",
    "Enterol contains freeze-dried probiotic yeast that antibiotics do not destroy, so you can take it during a course of antibiotics to prevent diarrhoea.",
  ),
  indications: t(
    "diaree acută, prevenirea diareei asociate antibioticelor, diareea călătorului",
    "острая диарея, профилактика диареи, связанной с приёмом антибиотиков, диарея путешественников",
    "гостра діарея, профілактика діареї, пов’язаної з прийомом антибіотиків, діарея мандрівників",
    "acute diarrhoea, preventing antibiotic-associated diarrhoea, traveller’s diarrhoea",
  ),
  dosage: t(
    "câte 1–2 capsule de 1–2 ori pe zi, cu puțină apă, fără a le lua cu băuturi fierbinți sau alcool",
    "по 1–2 капсулы 1–2 раза в сутки, запивая небольшим количеством воды; не запивать горячими напитками и алкоголем",
    "по 1–2 капсули 1–2 рази на добу, запиваючи невеликою кількістю води; не запивати гарячими напоями й алкоголем",
    "1–2 capsules 1–2 times a day with a little water, not with hot drinks or alcohol",
  ),
  childrenText: t(
    "de la 6 ani — capsule; copiilor mai mici li se deschide capsula și conținutul se amestecă cu apă sau lapte",
    "с 6 лет — капсулы; детям младше капсулу вскрывают и смешивают содержимое с водой или молоком",
    "з 6 років — капсули; молодшим дітям капсулу відкривають і змішують вміст із водою чи молоком",
    "capsules from 6 years; for younger children open the capsule and mix the contents with water or milk",
  ),
  variants: [
    {
      code: "FF-10311",
      brand: "biocodex",
      name: t("Enterol", "Энтерол", "Ентерол", "Enterol"),
      strength: "250 mg",
      pack: { form: "capsules", n: 10 },
      price: 119.9,
    },
    {
      code: "FF-10312",
      brand: "biocodex",
      name: t("Enterol", "Энтерол", "Ентерол", "Enterol"),
      strength: "250 mg",
      pack: { form: "capsules", n: 30 },
      price: 289.9,
      loyaltyGive: 8,
    },
  ],
});

const linex = goods({
  code: "FF-10313",
  cats: ["digestie"],
  brand: "sandoz",
  title: t(
    "Linex Forte, 14 capsule",
    "Линекс Форте, 14 капсул",
    "Лінекс Форте, 14 капсул",
    "Linex Forte, 14 capsules",
  ),
  short: t(
    "Probiotic cu lactobacili și bifidobacterii pentru echilibrul florei intestinale.",
    "Пробиотик с лакто- и бифидобактериями для баланса кишечной микрофлоры.",
    "Пробіотик із лакто- та біфідобактеріями для балансу мікрофлори кишечника.",
    "Probiotic with lactobacilli and bifidobacteria for a balanced gut flora.",
  ),
  about: t(
    "Linex Forte conține două tulpini probiotice bine studiate, care ajută la refacerea florei intestinale în timpul și după tratamentul cu antibiotice și la schimbarea alimentației în călătorii.",
    "Линекс Форте содержит два хорошо изученных пробиотических штамма, которые помогают восстановить микрофлору кишечника во время и после антибиотиков и при смене питания в поездках.",
    "Лінекс Форте містить два добре вивчені пробіотичні штами, які допомагають відновити мікрофлору кишечника під час і після антибіотиків та за зміни харчування в подорожах.",
    "Linex Forte contains two well-studied probiotic strains that help restore the gut flora during and after antibiotics and when your diet changes on holiday.",
  ),
  facts: [
    [
      LABEL.composition,
      t(
        "Lactobacillus acidophilus LA-5 și Bifidobacterium animalis subsp. lactis BB-12, minimum 2 mld. UFC într-o capsulă; inulină",
        "Lactobacillus acidophilus LA-5 и Bifidobacterium animalis subsp. lactis BB-12, не менее 2 млрд КОЕ в 1 капсуле; инулин",
        "Lactobacillus acidophilus LA-5 і Bifidobacterium animalis subsp. lactis BB-12, не менше 2 млрд КУО в 1 капсулі; інулін",
        "Lactobacillus acidophilus LA-5 and Bifidobacterium animalis subsp. lactis BB-12, at least 2 bn CFU per capsule; inulin",
      ),
    ],
    [
      LABEL.dose,
      t(
        "adulți și copii de la 2 ani: o capsulă pe zi, în timpul mesei",
        "взрослым и детям с 2 лет: 1 капсула в сутки во время еды",
        "дорослим і дітям з 2 років: 1 капсула на добу під час їди",
        "adults and children from 2 years: one capsule a day with a meal",
      ),
    ],
  ],
  storage: STORAGE.room,
  closing: CLOSING.supplement,
  pack: { form: "capsules", n: 14 },
  age: ["adults", "children"],
  price: 164.9,
  country: "slovenia",
  specs: { prescription: "otc", substance: "probiotics" },
});

const enzymes = meds({
  substance: ["pancreatin"],
  cats: ["digestie"],
  age: ["adults", "children"],
  short: t(
    "Enzime pancreatice pentru o digestie ușoară după mesele bogate.",
    "Ферменты поджелудочной железы для лёгкого пищеварения после обильной еды.",
    "Ферменти підшлункової залози для легкого травлення після рясної їжі.",
    "Pancreatic enzymes for easier digestion after heavy meals.",
  ),
  about: t(
    "Pancreatina conține enzimele care descompun grăsimile, proteinele și glucidele. Ajută digestia când pancreasul nu produce suficiente enzime sau după o masă copioasă.",
    "Панкреатин содержит ферменты, расщепляющие жиры, белки и углеводы. Помогает пищеварению при недостатке собственных ферментов поджелудочной железы или после обильного застолья.",
    "Панкреатин містить ферменти, що розщеплюють жири, білки та вуглеводи. Допомагає травленню за нестачі власних ферментів підшлункової залози або після рясного застілля.",
    "Pancreatin contains the enzymes that break down fats, proteins and carbohydrates. It helps digestion when the pancreas makes too few enzymes or after a big meal.",
  ),
  indications: t(
    "insuficiență pancreatică exocrină, senzație de greutate și balonare după mese, erori alimentare",
    "внешнесекреторная недостаточность поджелудочной железы, тяжесть и вздутие после еды, погрешности в питании",
    "зовнішньосекреторна недостатність підшлункової залози, важкість і здуття після їди, порушення дієти",
    "exocrine pancreatic insufficiency, heaviness and bloating after meals, dietary indiscretion",
  ),
  dosage: t(
    "câte 1–2 comprimate sau capsule la începutul fiecărei mese principale, cu apă, fără a le mesteca",
    "по 1–2 таблетки или капсулы в начале каждого основного приёма пищи, не разжёвывая, запивая водой",
    "по 1–2 таблетки або капсули на початку кожного основного прийому їжі, не розжовуючи, запиваючи водою",
    "1–2 tablets or capsules at the start of each main meal, swallowed whole with water",
  ),
  childrenText: t(
    "doza se stabilește de medic în funcție de greutate și alimentație",
    "дозу определяет врач с учётом массы тела и рациона",
    "дозу визначає лікар з урахуванням маси тіла та раціону",
    "the dose is set by a doctor based on weight and diet",
  ),
  variants: [
    {
      code: "FF-10321",
      brand: "berlin",
      name: t("Mezym forte", "Мезим форте", "Мезим форте", "Mezym forte"),
      pack: { form: "tablets", n: 20 },
      price: 59.9,
      composition: t(
        "pancreatină cu activitate lipazică 3500 U, amilazică 4200 U și proteazică 250 U Ph. Eur. într-un comprimat",
        "панкреатин с активностью липазы 3500 ЕД, амилазы 4200 ЕД и протеаз 250 ЕД Ph. Eur. в 1 таблетке",
        "панкреатин з активністю ліпази 3500 ОД, амілази 4200 ОД і протеаз 250 ОД Ph. Eur. в 1 таблетці",
        "pancreatin with lipase 3,500, amylase 4,200 and protease 250 Ph. Eur. units per tablet",
      ),
    },
    {
      code: "FF-10322",
      brand: "berlin",
      name: t("Mezym forte", "Мезим форте", "Мезим форте", "Mezym forte"),
      pack: { form: "tablets", n: 80 },
      price: 168.9,
      composition: t(
        "pancreatină cu activitate lipazică 3500 U, amilazică 4200 U și proteazică 250 U Ph. Eur. într-un comprimat",
        "панкреатин с активностью липазы 3500 ЕД, амилазы 4200 ЕД и протеаз 250 ЕД Ph. Eur. в 1 таблетке",
        "панкреатин з активністю ліпази 3500 ОД, амілази 4200 ОД і протеаз 250 ОД Ph. Eur. в 1 таблетці",
        "pancreatin with lipase 3,500, amylase 4,200 and protease 250 Ph. Eur. units per tablet",
      ),
    },
    {
      code: "FF-10323",
      brand: "abbott",
      name: t("Creon 10000", "Креон 10000", "Креон 10000", "Creon 10000"),
      pack: { form: "capsules", n: 20 },
      price: 139.9,
      country: "germany",
      composition: t(
        "pancreatină 150 mg (lipază 10 000 U, amilază 8000 U, proteaze 600 U Ph. Eur.) sub formă de minimicrosfere într-o capsulă",
        "панкреатин 150 мг (липаза 10 000 ЕД, амилаза 8000 ЕД, протеазы 600 ЕД Ph. Eur.) в виде минимикросфер в 1 капсуле",
        "панкреатин 150 мг (ліпаза 10 000 ОД, амілаза 8000 ОД, протеази 600 ОД Ph. Eur.) у вигляді мінімікросфер в 1 капсулі",
        "pancreatin 150 mg (lipase 10,000, amylase 8,000, protease 600 Ph. Eur. units) as minimicrospheres per capsule",
      ),
    },
  ],
});

const simeticone = meds({
  substance: ["simeticone"],
  cats: ["digestie"],
  age: ["adults", "children", "infants"],
  short: t(
    "Simeticonă împotriva balonării și a colicilor, inclusiv la sugari.",
    "Симетикон от вздутия живота и колик, в том числе у младенцев.",
    "Симетикон від здуття живота та кольок, зокрема в немовлят.",
    "Simeticone for wind, bloating and colic, including in babies.",
  ),
  about: t(
    "Simeticona sparge bulele de gaz din intestin, astfel încât acestea se elimină ușor. Acționează doar în tubul digestiv și nu se absoarbe, fiind sigură și pentru sugari.",
    "Симетикон разрушает пузырьки газа в кишечнике, и они легко выводятся. Действует только в просвете кишечника и не всасывается, поэтому безопасен даже для младенцев.",
    "Симетикон руйнує бульбашки газу в кишечнику, і вони легко виводяться. Діє лише в просвіті кишечника й не всмоктується, тому безпечний навіть для немовлят.",
    "Simeticone breaks up gas bubbles in the gut so they pass easily. It works only inside the digestive tract and is not absorbed, so it is safe even for babies.",
  ),
  indications: t(
    "balonare, flatulență, colici abdominale la sugari, pregătire pentru ecografie",
    "вздутие живота, метеоризм, кишечные колики у младенцев, подготовка к УЗИ",
    "здуття живота, метеоризм, кишкові кольки в немовлят, підготовка до УЗД",
    "bloating, wind, infant colic, preparation for an ultrasound scan",
  ),
  dosage: t(
    "câte 2 capsule de 3–5 ori pe zi, în timpul sau după mese și seara la culcare",
    "по 2 капсулы 3–5 раз в сутки во время или после еды и перед сном",
    "по 2 капсули 3–5 разів на добу під час або після їди та перед сном",
    "2 capsules 3–5 times a day with or after meals and at bedtime",
  ),
  childrenText: t(
    "emulsia: sugari — 25 de picături (1 ml) în biberon sau înainte de alăptare; copii de 1–6 ani — 25 de picături de 3–5 ori pe zi",
    "эмульсия: младенцам — 25 капель (1 мл) в бутылочку или перед кормлением грудью; детям 1–6 лет — по 25 капель 3–5 раз в сутки",
    "емульсія: немовлятам — 25 крапель (1 мл) у пляшечку або перед годуванням груддю; дітям 1–6 років — по 25 крапель 3–5 разів на добу",
    "emulsion: babies, 25 drops (1 ml) in the bottle or before breastfeeding; children aged 1–6, 25 drops 3–5 times a day",
  ),
  variants: [
    {
      code: "FF-10331",
      brand: "berlin",
      name: t("Espumisan", "Эспумизан", "Еспумізан", "Espumisan"),
      strength: "40 mg",
      pack: { form: "capsules", n: 25 },
      price: 72.9,
    },
    {
      code: "FF-10332",
      brand: "berlin",
      name: t("Espumisan L", "Эспумизан L", "Еспумізан L", "Espumisan L"),
      strength: "40 mg/ml",
      pack: {
        form: "drops",
        ml: 30,
        name: t("emulsie orală", "эмульсия для приёма внутрь", "емульсія оральна", "oral emulsion"),
      },
      price: 98.5,
      age: ["infants", "children"],
      noAdults: true,
      sortPriority: 60,
      short: t(
        "Emulsie cu simeticonă pentru colicile sugarului, de la naștere.",
        "Эмульсия с симетиконом от колик у младенцев с рождения.",
        "Емульсія із симетиконом від кольок у немовлят з народження.",
        "Simeticone emulsion for infant colic, from birth.",
      ),
    },
  ],
});

const GAVISCON_LIQUID = t(
  "alginat de sodiu 500 mg, bicarbonat de sodiu 267 mg, carbonat de calciu 160 mg în 10 ml",
  "натрия альгинат 500 мг, натрия гидрокарбонат 267 мг, кальция карбонат 160 мг в 10 мл",
  "натрію альгінат 500 мг, натрію гідрокарбонат 267 мг, кальцію карбонат 160 мг у 10 мл",
  "sodium alginate 500 mg, sodium bicarbonate 267 mg, calcium carbonate 160 mg per 10 ml",
);

const heartburn = meds({
  substance: ["alginate", "calcium-carbonate"],
  cats: ["digestie"],
  age: ["adults", "children"],
  short: t(
    "Calmează rapid arsurile gastrice și formează o barieră care împiedică refluxul.",
    "Быстро снимает изжогу и образует барьер, препятствующий рефлюксу.",
    "Швидко знімає печію та утворює бар’єр, що перешкоджає рефлюксу.",
    "Fast heartburn relief that forms a barrier against reflux.",
  ),
  about: t(
    "Alginatul formează în stomac un strat protector care plutește deasupra conținutului gastric și împiedică urcarea acidului în esofag, iar carbonații neutralizează aciditatea.",
    "Альгинат образует в желудке защитный слой, который плавает над содержимым желудка и не даёт кислоте подниматься в пищевод, а карбонаты нейтрализуют кислотность.",
    "Альгінат утворює в шлунку захисний шар, який плаває над вмістом шлунка й не дає кислоті підніматися в стравохід, а карбонати нейтралізують кислотність.",
    "The alginate forms a protective raft that floats on the stomach contents and keeps acid out of the oesophagus, while the carbonates neutralise acidity.",
  ),
  indications: t(
    "arsuri gastrice, regurgitații acide, indigestie, inclusiv în sarcină",
    "изжога, кислая отрыжка, несварение, в том числе при беременности",
    "печія, кисла відрижка, нетравлення, зокрема під час вагітності",
    "heartburn, acid reflux and indigestion, including in pregnancy",
  ),
  dosage: t(
    "suspensia: 10–20 ml după mese și seara la culcare; comprimatele: câte 2–4 comprimate mestecate, de până la 4 ori pe zi",
    "суспензия: 10–20 мл после еды и перед сном; таблетки: по 2–4 таблетки, тщательно разжёвывая, до 4 раз в сутки",
    "суспензія: 10–20 мл після їди та перед сном; таблетки: по 2–4 таблетки, ретельно розжовуючи, до 4 разів на добу",
    "liquid: 10–20 ml after meals and at bedtime; tablets: chew 2–4 tablets up to 4 times a day",
  ),
  childrenText: t("de la 12 ani", "с 12 лет", "з 12 років", "from 12 years"),
  variants: [
    {
      code: "FF-10341",
      brand: "reckitt",
      name: t(
        "Gaviscon cu aromă de mentă",
        "Гевискон со вкусом мяты",
        "Гевіскон зі смаком м’яти",
        "Gaviscon Peppermint",
      ),
      pack: { form: "suspension", ml: 300 },
      price: 149.9,
      composition: GAVISCON_LIQUID,
    },
    {
      code: "FF-10342",
      brand: "reckitt",
      name: t(
        "Gaviscon Dublă Acțiune",
        "Гевискон Двойное действие",
        "Гевіскон Подвійна дія",
        "Gaviscon Double Action",
      ),
      pack: {
        form: "tablets",
        n: 16,
        name: t("comprimate masticabile", "жевательные таблетки", "жувальні таблетки", "chewable tablets"),
      },
      price: 86.9,
      composition: t(
        "alginat de sodiu 250 mg, bicarbonat de sodiu 106,5 mg, carbonat de calciu 187,5 mg într-un comprimat",
        "натрия альгинат 250 мг, натрия гидрокарбонат 106,5 мг, кальция карбонат 187,5 мг в 1 таблетке",
        "натрію альгінат 250 мг, натрію гідрокарбонат 106,5 мг, кальцію карбонат 187,5 мг в 1 таблетці",
        "sodium alginate 250 mg, sodium bicarbonate 106.5 mg, calcium carbonate 187.5 mg per tablet",
      ),
    },
    {
      code: "FF-10343",
      brand: "bayer",
      name: t("Rennie", "Ренни", "Ренні", "Rennie"),
      pack: { form: "tablets", n: 24 },
      price: 66.9,
      country: "france",
      composition: t(
        "carbonat de calciu 680 mg și carbonat de magneziu 80 mg într-un comprimat masticabil",
        "кальция карбонат 680 мг и магния карбонат 80 мг в 1 жевательной таблетке",
        "кальцію карбонат 680 мг і магнію карбонат 80 мг в 1 жувальній таблетці",
        "calcium carbonate 680 mg and magnesium carbonate 80 mg per chewable tablet",
      ),
      dosage: t(
        "câte 1–2 comprimate mestecate sau supte la apariția arsurilor, cel mult 11 comprimate pe zi",
        "по 1–2 таблетки разжевать или рассосать при появлении изжоги, не более 11 таблеток в сутки",
        "по 1–2 таблетки розжувати або розсмоктати в разі появи печії, не більше 11 таблеток на добу",
        "chew or suck 1–2 tablets when heartburn starts, no more than 11 tablets a day",
      ),
    },
  ],
});

const omeprazole = meds({
  substance: ["omeprazole"],
  cats: ["digestie"],
  age: ["adults"],
  short: t(
    "Reduce producția de acid gastric pentru 24 de ore.",
    "Снижает выработку желудочной кислоты на 24 часа.",
    "Знижує вироблення шлункової кислоти на 24 години.",
    "Cuts stomach acid production for 24 hours.",
  ),
  about: t(
    "Omeprazolul blochează pompa de protoni din celulele stomacului și reduce puternic secreția acidă. O capsulă pe zi ține sub control arsurile frecvente.",
    "Омепразол блокирует протонную помпу в клетках желудка и сильно снижает кислотообразование. Одна капсула в сутки контролирует частую изжогу.",
    "Омепразол блокує протонну помпу в клітинах шлунка й значно знижує кислотоутворення. Одна капсула на добу контролює часту печію.",
    "Omeprazole blocks the proton pump in stomach cells and strongly reduces acid secretion. One capsule a day keeps frequent heartburn under control.",
  ),
  indications: t(
    "arsuri gastrice frecvente și reflux acid la adulți",
    "частая изжога и кислотный рефлюкс у взрослых",
    "часта печія та кислотний рефлюкс у дорослих",
    "frequent heartburn and acid reflux in adults",
  ),
  dosage: t(
    "o capsulă de 20 mg pe zi, dimineața, înainte de masă, 14 zile; dacă simptomele persistă, consultați medicul",
    "по 1 капсуле 20 мг 1 раз в сутки утром перед едой в течение 14 дней; если симптомы сохраняются, обратитесь к врачу",
    "по 1 капсулі 20 мг 1 раз на добу вранці перед їдою протягом 14 днів; якщо симптоми зберігаються, зверніться до лікаря",
    "one 20 mg capsule once a day in the morning before food for 14 days; see a doctor if symptoms persist",
  ),
  childrenText: t(
    "la copii — numai la recomandarea medicului",
    "детям — только по назначению врача",
    "дітям — лише за призначенням лікаря",
    "children only on a doctor’s advice",
  ),
  variants: [
    {
      code: "FF-10351",
      brand: "drreddys",
      name: t("Omez", "Омез", "Омез", "Omez"),
      strength: "20 mg",
      pack: { form: "capsules", n: 30 },
      price: 62.9,
    },
    {
      code: "FF-10352",
      brand: "balkan",
      name: t("Omeprazol Balkan", "Омепразол Balkan", "Омепразол Balkan", "Omeprazole Balkan"),
      strength: "20 mg",
      pack: { form: "capsules", n: 30 },
      price: 36.9,
    },
  ],
});

const lactulose = meds({
  substance: ["lactulose"],
  cats: ["digestie"],
  age: ["adults", "children", "infants"],
  short: t(
    "Laxativ blând cu lactuloză, potrivit pentru copii, gravide și vârstnici.",
    "Мягкое слабительное с лактулозой, подходит детям, беременным и пожилым.",
    "М’яке проносне з лактулозою, підходить дітям, вагітним і літнім людям.",
    "Gentle lactulose laxative suitable for children, pregnant women and older people.",
  ),
  about: t(
    "Lactuloza reține apa în intestin și înmoaie scaunul, iar în colon hrănește bacteriile benefice. Efectul apare după 1–2 zile și nu creează dependență.",
    "Лактулоза удерживает воду в кишечнике и размягчает стул, а в толстой кишке служит пищей для полезных бактерий. Эффект наступает через 1–2 дня, привыкания не вызывает.",
    "Лактулоза утримує воду в кишечнику й розм’якшує стілець, а в товстій кишці є поживою для корисних бактерій. Ефект настає через 1–2 дні, звикання не спричиняє.",
    "Lactulose holds water in the bowel and softens stools, and feeds the friendly bacteria in the colon. It works within 1–2 days and is not habit-forming.",
  ),
  indications: t(
    "constipație cronică, reglarea scaunului, encefalopatie hepatică (la recomandarea medicului)",
    "хронический запор, регуляция стула, печёночная энцефалопатия (по назначению врача)",
    "хронічний закреп, регуляція випорожнень, печінкова енцефалопатія (за призначенням лікаря)",
    "chronic constipation, regulating bowel habit, hepatic encephalopathy (on a doctor’s advice)",
  ),
  dosage: t(
    "15–45 ml pe zi la început, apoi 15–30 ml pe zi, dimineața, la micul dejun",
    "15–45 мл в сутки в начале, затем 15–30 мл в сутки утром во время завтрака",
    "15–45 мл на добу на початку, далі 15–30 мл на добу вранці під час сніданку",
    "15–45 ml a day to start with, then 15–30 ml a day with breakfast",
  ),
  childrenText: t(
    "sugari — până la 5 ml pe zi; 1–6 ani — 5–10 ml pe zi; 7–14 ani — 15 ml pe zi",
    "младенцам — до 5 мл в сутки; 1–6 лет — 5–10 мл в сутки; 7–14 лет — 15 мл в сутки",
    "немовлятам — до 5 мл на добу; 1–6 років — 5–10 мл на добу; 7–14 років — 15 мл на добу",
    "babies up to 5 ml a day; 1–6 years 5–10 ml a day; 7–14 years 15 ml a day",
  ),
  variants: [
    {
      code: "FF-10361",
      brand: "abbott",
      name: t("Duphalac", "Дюфалак", "Дюфалак", "Duphalac"),
      strength: "667 mg/ml",
      pack: { form: "syrup", ml: 200 },
      price: 112.9,
    },
    {
      code: "FF-10362",
      brand: "abbott",
      name: t("Duphalac", "Дюфалак", "Дюфалак", "Duphalac"),
      strength: "667 mg/ml",
      pack: { form: "syrup", ml: 500 },
      price: 209.9,
    },
  ],
});

const bisacodyl = meds({
  substance: ["bisacodyl"],
  cats: ["digestie"],
  age: ["adults", "children"],
  short: t(
    "Laxativ cu acțiune previzibilă pentru constipația ocazională.",
    "Слабительное с предсказуемым действием при эпизодических запорах.",
    "Проносне з передбачуваною дією при епізодичних закрепах.",
    "Predictable laxative for occasional constipation.",
  ),
  about: t(
    "Bisacodilul stimulează mișcările intestinului gros. Comprimatele luate seara acționează dimineața, după 6–12 ore, iar supozitoarele — în 15–60 de minute.",
    "Бисакодил стимулирует перистальтику толстой кишки. Таблетки, принятые вечером, действуют утром, через 6–12 часов, а суппозитории — через 15–60 минут.",
    "Бісакодил стимулює перистальтику товстої кишки. Таблетки, прийняті ввечері, діють уранці, через 6–12 годин, а супозиторії — через 15–60 хвилин.",
    "Bisacodyl stimulates the movement of the large bowel. Tablets taken in the evening work by the morning, after 6–12 hours; suppositories work within 15–60 minutes.",
  ),
  indications: t(
    "constipație ocazională, pregătire pentru investigații",
    "эпизодический запор, подготовка к обследованиям",
    "епізодичний закреп, підготовка до обстежень",
    "occasional constipation, bowel preparation before examinations",
  ),
  dosage: t(
    "comprimate: 5–10 mg seara; supozitoare: unul de 10 mg pe zi; nu folosiți mai mult de 5 zile fără recomandarea medicului",
    "таблетки: 5–10 мг вечером; суппозитории: 1 суппозиторий 10 мг в сутки; без назначения врача — не дольше 5 дней",
    "таблетки: 5–10 мг увечері; супозиторії: 1 супозиторій 10 мг на добу; без призначення лікаря — не довше 5 днів",
    "tablets: 5–10 mg in the evening; suppositories: one 10 mg a day; no longer than 5 days without a doctor’s advice",
  ),
  childrenText: t(
    "de la 10 ani; copiilor mai mici — doar la recomandarea medicului",
    "с 10 лет; детям младше — только по назначению врача",
    "з 10 років; молодшим дітям — лише за призначенням лікаря",
    "from 10 years; younger children only on a doctor’s advice",
  ),
  variants: [
    {
      code: "FF-10371",
      brand: "sanofi",
      name: t("Dulcolax", "Дульколакс", "Дульколакс", "Dulcolax"),
      strength: "5 mg",
      pack: { form: "tablets", n: 30 },
      price: 76.9,
      country: "germany",
    },
    {
      code: "FF-10372",
      brand: "sanofi",
      name: t("Dulcolax", "Дульколакс", "Дульколакс", "Dulcolax"),
      strength: "10 mg",
      pack: { form: "suppositories", n: 6 },
      price: 58.5,
      country: "germany",
      age: ["adults"],
    },
  ],
});

const loperamide = meds({
  substance: ["loperamide"],
  cats: ["digestie"],
  age: ["adults"],
  short: t(
    "Oprește rapid diareea acută, ideal în trusa de călătorie.",
    "Быстро останавливает острую диарею, незаменим в дорожной аптечке.",
    "Швидко зупиняє гостру діарею, незамінний у дорожній аптечці.",
    "Stops acute diarrhoea fast; a travel kit essential.",
  ),
  about: t(
    "Loperamida încetinește mișcările intestinului și reduce pierderile de apă, oprind diareea în câteva ore.",
    "Лоперамид замедляет перистальтику кишечника и уменьшает потерю жидкости, останавливая диарею за несколько часов.",
    "Лоперамід уповільнює перистальтику кишечника та зменшує втрату рідини, зупиняючи діарею за кілька годин.",
    "Loperamide slows the bowel and reduces fluid loss, stopping diarrhoea within a few hours.",
  ),
  indications: t(
    "diaree acută fără febră și fără sânge în scaun, diareea călătorului",
    "острая диарея без температуры и крови в стуле, диарея путешественников",
    "гостра діарея без температури та крові у випорожненнях, діарея мандрівників",
    "acute diarrhoea without fever or blood in the stool, traveller’s diarrhoea",
  ),
  dosage: t(
    "inițial 2 capsule (4 mg), apoi câte una după fiecare scaun lichid, cel mult 6 capsule pe zi, cel mult 2 zile",
    "сначала 2 капсулы (4 мг), затем по 1 капсуле после каждого жидкого стула, не более 6 капсул в сутки и не дольше 2 дней",
    "спочатку 2 капсули (4 мг), далі по 1 капсулі після кожного рідкого випорожнення, не більше 6 капсул на добу й не довше 2 днів",
    "2 capsules (4 mg) at first, then one after each loose stool, up to 6 capsules a day, for no more than 2 days",
  ),
  childrenText: t(
    "nu se administrează copiilor sub 12 ani",
    "не назначают детям до 12 лет",
    "не призначають дітям до 12 років",
    "not for children under 12",
  ),
  variants: [
    {
      code: "FF-10381",
      brand: "balkan",
      name: t("Loperamidă Balkan", "Лоперамид Balkan", "Лоперамід Balkan", "Loperamide Balkan"),
      strength: "2 mg",
      pack: { form: "capsules", n: 20 },
      price: 19.9,
    },
  ],
});

const essentiale = meds({
  substance: ["phospholipids"],
  cats: ["digestie"],
  age: ["adults"],
  short: t(
    "Fosfolipide esențiale pentru susținerea și refacerea ficatului.",
    "Эссенциальные фосфолипиды для поддержки и восстановления печени.",
    "Есенціальні фосфоліпіди для підтримки та відновлення печінки.",
    "Essential phospholipids to support and restore the liver.",
  ),
  about: t(
    "Fosfolipidele esențiale din soia se integrează în membranele celulelor hepatice deteriorate și le ajută să se refacă.",
    "Эссенциальные фосфолипиды из сои встраиваются в мембраны повреждённых клеток печени и помогают им восстанавливаться.",
    "Есенціальні фосфоліпіди із сої вбудовуються в мембрани пошкоджених клітин печінки й допомагають їм відновлюватися.",
    "Essential phospholipids from soya are built into the membranes of damaged liver cells and help them recover.",
  ),
  indications: t(
    "steatoză hepatică, hepatite cronice, afectare hepatică toxică, ca tratament adjuvant",
    "жировая болезнь печени, хронические гепатиты, токсическое поражение печени — в составе комплексной терапии",
    "жирова хвороба печінки, хронічні гепатити, токсичне ураження печінки — у складі комплексної терапії",
    "fatty liver disease, chronic hepatitis and toxic liver damage, as add-on treatment",
  ),
  dosage: t(
    "câte 2 capsule de 3 ori pe zi, în timpul mesei, cel puțin 3 luni",
    "по 2 капсулы 3 раза в сутки во время еды, не менее 3 месяцев",
    "по 2 капсули 3 рази на добу під час їди, не менше 3 місяців",
    "2 capsules 3 times a day with meals, for at least 3 months",
  ),
  childrenText: t(
    "de la 12 ani (peste 43 kg)",
    "с 12 лет (масса тела более 43 кг)",
    "з 12 років (маса тіла понад 43 кг)",
    "from 12 years (over 43 kg)",
  ),
  variants: [
    {
      code: "FF-10391",
      brand: "sanofi",
      name: t("Essentiale Forte N", "Эссенциале форте Н", "Есенціале форте Н", "Essentiale Forte N"),
      strength: "300 mg",
      pack: { form: "capsules", n: 30 },
      price: 179.9,
      country: "germany",
    },
    {
      code: "FF-10392",
      brand: "sanofi",
      name: t("Essentiale Forte N", "Эссенциале форте Н", "Есенціале форте Н", "Essentiale Forte N"),
      strength: "300 mg",
      pack: { form: "capsules", n: 90 },
      price: 429.9,
      country: "germany",
      loyaltyGive: 12,
    },
  ],
});

const carsil = meds({
  substance: ["silymarin"],
  cats: ["digestie"],
  age: ["adults"],
  short: t(
    "Silimarină din armurariu pentru protecția celulelor ficatului.",
    "Силимарин из расторопши для защиты клеток печени.",
    "Силімарин з розторопші для захисту клітин печінки.",
    "Milk thistle silymarin to protect liver cells.",
  ),
  about: t(
    "Carsil conține silimarină extrasă din fructele de armurariu, care stabilizează membranele celulelor hepatice și le protejează de toxine.",
    "Карсил содержит силимарин из плодов расторопши пятнистой, который стабилизирует мембраны клеток печени и защищает их от токсинов.",
    "Карсил містить силімарин із плодів розторопші плямистої, який стабілізує мембрани клітин печінки та захищає їх від токсинів.",
    "Carsil contains silymarin from milk thistle fruit, which stabilises liver cell membranes and protects them from toxins.",
  ),
  indications: t(
    "afecțiuni hepatice toxice, hepatită cronică, steatoză hepatică, după consum de alcool sau medicamente",
    "токсические поражения печени, хронический гепатит, жировая дистрофия печени, после приёма алкоголя или лекарств",
    "токсичні ураження печінки, хронічний гепатит, жирова дистрофія печінки, після вживання алкоголю чи ліків",
    "toxic liver damage, chronic hepatitis, fatty liver, after alcohol or medicines",
  ),
  dosage: t(
    "Carsil: câte 1–2 drajeuri de 3 ori pe zi; Carsil Forte: câte o capsulă de 2–3 ori pe zi; cel puțin 3 luni",
    "Карсил: по 1–2 драже 3 раза в сутки; Карсил Форте: по 1 капсуле 2–3 раза в сутки; не менее 3 месяцев",
    "Карсил: по 1–2 драже 3 рази на добу; Карсил Форте: по 1 капсулі 2–3 рази на добу; не менше 3 місяців",
    "Carsil: 1–2 coated tablets 3 times a day; Carsil Forte: one capsule 2–3 times a day; for at least 3 months",
  ),
  childrenText: t("de la 12 ani", "с 12 лет", "з 12 років", "from 12 years"),
  variants: [
    {
      code: "FF-10393",
      brand: "sopharma",
      name: t("Carsil", "Карсил", "Карсил", "Carsil"),
      strength: "22.5 mg",
      pack: { form: "tablets", n: 80 },
      price: 82.9,
    },
    {
      code: "FF-10394",
      brand: "sopharma",
      name: t("Carsil Forte", "Карсил Форте", "Карсил Форте", "Carsil Forte"),
      strength: "90 mg",
      pack: { form: "capsules", n: 30 },
      price: 124.5,
    },
  ],
});

const regidron = meds({
  substance: ["rehydration-salts"],
  cats: ["digestie"],
  age: ["adults", "children", "infants"],
  short: t(
    "Săruri de rehidratare orală pentru refacerea lichidelor pierdute prin diaree sau vărsături.",
    "Соли для пероральной регидратации, восполняющие потерю жидкости при диарее и рвоте.",
    "Солі для пероральної регідратації, що заповнюють втрату рідини при діареї та блюванні.",
    "Oral rehydration salts to replace fluids lost through diarrhoea or vomiting.",
  ),
  about: t(
    "Regidron reface echilibrul de apă și săruri minerale al organismului și previne deshidratarea, care este deosebit de periculoasă la copii și vârstnici.",
    "Регидрон восстанавливает водно-солевой баланс организма и предотвращает обезвоживание, особенно опасное для детей и пожилых людей.",
    "Регідрон відновлює водно-сольовий баланс організму й запобігає зневодненню, особливо небезпечному для дітей і літніх людей.",
    "Regidron restores the body’s water and salt balance and prevents dehydration, which is especially dangerous for children and older people.",
  ),
  indications: t(
    "deshidratare în diaree, vărsături, efort fizic intens și căldură",
    "обезвоживание при диарее, рвоте, интенсивной физической нагрузке и жаре",
    "зневоднення при діареї, блюванні, інтенсивному фізичному навантаженні та спеці",
    "dehydration due to diarrhoea, vomiting, heavy exercise or heat",
  ),
  dosage: t(
    "un plic se dizolvă într-un litru de apă fiartă și răcită; se bea în înghițituri mici, câte 10 ml/kg după fiecare scaun lichid",
    "1 пакетик растворить в 1 л кипячёной охлаждённой воды; пить небольшими глотками по 10 мл/кг после каждого жидкого стула",
    "1 пакетик розчинити в 1 л кип’яченої охолодженої води; пити невеликими ковтками по 10 мл/кг після кожного рідкого випорожнення",
    "dissolve one sachet in 1 litre of boiled, cooled water; sip 10 ml/kg after each loose stool",
  ),
  childrenText: t(
    "aceeași soluție, câte o linguriță la fiecare 2–3 minute; la sugari — numai cu acordul medicului",
    "тот же раствор по 1 чайной ложке каждые 2–3 минуты; младенцам — только по согласованию с врачом",
    "той самий розчин по 1 чайній ложці кожні 2–3 хвилини; немовлятам — лише за погодженням із лікарем",
    "the same solution, a teaspoon every 2–3 minutes; for babies only with a doctor’s agreement",
  ),
  variants: [
    {
      code: "FF-10395",
      brand: "orion",
      name: t("Regidron", "Регидрон", "Регідрон", "Regidron"),
      pack: { form: "sachets", n: 20 },
      price: 89.9,
      composition: t(
        "clorură de sodiu 3,5 g, citrat de sodiu 2,9 g, clorură de potasiu 2,5 g și glucoză 10 g într-un plic",
        "натрия хлорид 3,5 г, натрия цитрат 2,9 г, калия хлорид 2,5 г и глюкоза 10 г в 1 пакетике",
        "натрію хлорид 3,5 г, натрію цитрат 2,9 г, калію хлорид 2,5 г і глюкоза 10 г в 1 пакетику",
        "sodium chloride 3.5 g, sodium citrate 2.9 g, potassium chloride 2.5 g and glucose 10 g per sachet",
      ),
      associated: ["FF-10301"],
    },
  ],
});

export const digestionProducts: ProductSeed[] = [
  ...smecta,
  ...enterol,
  linex,
  ...enzymes,
  ...simeticone,
  ...heartburn,
  ...omeprazole,
  ...lactulose,
  ...bisacodyl,
  ...loperamide,
  ...essentiale,
  ...carsil,
  ...regidron,
];
