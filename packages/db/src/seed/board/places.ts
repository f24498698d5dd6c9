/**
 * Moldova's places for the land board's demo (issue 17): the municipalities and districts
 * (raioane) with their centres' coordinates, a few localities of each that adverts are posted
 * in, and Chișinău's sectors. Names in Romanian and Russian, as the board shows them.
 */
export type PlaceSeed = {
  slug: string;
  ro: string;
  ru: string;
  lat: number;
  lon: number;
  locations?: PlaceSeed[];
  sectors?: PlaceSeed[];
};

const town = (slug: string, ro: string, ru: string, lat: number, lon: number): PlaceSeed => ({
  slug,
  ro,
  ru,
  lat,
  lon,
});

export const BOARD_PLACES: PlaceSeed[] = [
  {
    ...town("chisinau", "mun. Chișinău", "мун. Кишинёв", 47.0105, 28.8638),
    locations: [
      {
        ...town("chisinau-oras", "Chișinău", "Кишинёв", 47.0105, 28.8638),
        sectors: [
          town("botanica", "Botanica", "Ботаника", 46.9869, 28.8567),
          town("buiucani", "Buiucani", "Буюканы", 47.0336, 28.7961),
          town("centru", "Centru", "Центр", 47.0245, 28.8322),
          town("ciocana", "Ciocana", "Чеканы", 47.0486, 28.8961),
          town("riscani", "Râșcani", "Рышкановка", 47.0522, 28.8581),
        ],
      },
      town("durlesti", "Durlești", "Дурлешты", 47.0225, 28.7594),
      town("codru", "Codru", "Кодру", 46.9769, 28.8181),
      town("stauceni", "Stăuceni", "Ставчены", 47.0958, 28.8589),
      town("bubuieci", "Bubuieci", "Бубуечь", 46.9828, 28.9417),
      town("cricova", "Cricova", "Крикова", 47.1378, 28.8617),
      town("singera", "Sîngera", "Сынжера", 46.9158, 28.9772),
    ],
  },
  {
    ...town("balti", "mun. Bălți", "мун. Бельцы", 47.7617, 27.9289),
    locations: [
      town("balti-oras", "Bălți", "Бельцы", 47.7617, 27.9289),
      town("elizaveta", "Elizaveta", "Елизавета", 47.7356, 27.9533),
    ],
  },
  {
    ...town("ialoveni", "r. Ialoveni", "р. Яловень", 46.9431, 28.7781),
    locations: [
      town("ialoveni-oras", "Ialoveni", "Яловень", 46.9431, 28.7781),
      town("costesti", "Costești", "Костешть", 46.8669, 28.7689),
      town("bardar", "Bardar", "Бардар", 46.8711, 28.6839),
      town("milestii-mici", "Mileștii Mici", "Милештий Мичь", 46.9069, 28.7953),
      town("tipala", "Țipala", "Цыпала", 46.9331, 28.6542),
    ],
  },
  {
    ...town("anenii-noi", "r. Anenii Noi", "р. Анений Ной", 46.8797, 29.2306),
    locations: [
      town("anenii-noi-oras", "Anenii Noi", "Анений Ной", 46.8797, 29.2306),
      town("bulboaca", "Bulboaca", "Булбоака", 46.8897, 29.3119),
      town("chetrosu", "Chetrosu", "Кетросу", 46.9622, 29.1744),
    ],
  },
  {
    ...town("criuleni", "r. Criuleni", "р. Криуляны", 47.2131, 29.1592),
    locations: [
      town("criuleni-oras", "Criuleni", "Криуляны", 47.2131, 29.1592),
      town("ciopleni", "Cioplenii", "Чоплень", 47.1389, 28.9969),
      town("magdacesti", "Măgdăcești", "Мэгдэчешть", 47.1511, 28.8497),
    ],
  },
  {
    ...town("straseni", "r. Strășeni", "р. Стрэшень", 47.1414, 28.6103),
    locations: [
      town("straseni-oras", "Strășeni", "Стрэшень", 47.1414, 28.6103),
      town("bucovat", "Bucovăț", "Буковэц", 47.1983, 28.4558),
      town("codreanca", "Codreanca", "Кодрянка", 47.1767, 28.6917),
    ],
  },
  {
    ...town("orhei", "r. Orhei", "р. Орхей", 47.3836, 28.8247),
    locations: [
      town("orhei-oras", "Orhei", "Орхей", 47.3836, 28.8247),
      town("peresecina", "Peresecina", "Пересечина", 47.2553, 28.7761),
      town("trebujeni", "Trebujeni", "Требужень", 47.3031, 28.9686),
    ],
  },
  {
    ...town("hincesti", "r. Hîncești", "р. Хынчешть", 46.8281, 28.5908),
    locations: [
      town("hincesti-oras", "Hîncești", "Хынчешть", 46.8281, 28.5908),
      town("lapusna", "Lăpușna", "Лэпушна", 46.8856, 28.4094),
    ],
  },
  {
    ...town("calarasi", "r. Călărași", "р. Кэлэрашь", 47.2544, 28.3081),
    locations: [town("calarasi-oras", "Călărași", "Кэлэрашь", 47.2544, 28.3081)],
  },
  {
    ...town("causeni", "r. Căușeni", "р. Кэушень", 46.6442, 29.4114),
    locations: [town("causeni-oras", "Căușeni", "Кэушень", 46.6442, 29.4114)],
  },
  {
    ...town("cahul", "r. Cahul", "р. Кагул", 45.9075, 28.1944),
    locations: [town("cahul-oras", "Cahul", "Кагул", 45.9075, 28.1944)],
  },
  {
    ...town("soroca", "r. Soroca", "р. Сорока", 48.1558, 28.2975),
    locations: [town("soroca-oras", "Soroca", "Сорока", 48.1558, 28.2975)],
  },
  {
    ...town("ungheni", "r. Ungheni", "р. Унгень", 47.2106, 27.8006),
    locations: [town("ungheni-oras", "Ungheni", "Унгень", 47.2106, 27.8006)],
  },
  {
    ...town("stefan-voda", "r. Ștefan Vodă", "р. Штефан-Водэ", 46.5153, 29.6631),
    locations: [
      town("stefan-voda-oras", "Ștefan Vodă", "Штефан-Водэ", 46.5153, 29.6631),
      town("purcari", "Purcari", "Пуркарь", 46.5269, 29.8597),
    ],
  },
  {
    ...town("cimislia", "r. Cimișlia", "р. Чимишлия", 46.5197, 28.7844),
    locations: [town("cimislia-oras", "Cimișlia", "Чимишлия", 46.5197, 28.7844)],
  },
  {
    ...town("gagauzia", "UTA Găgăuzia", "АТО Гагаузия", 46.2956, 28.655),
    locations: [
      town("comrat", "Comrat", "Комрат", 46.2956, 28.655),
      town("ceadir-lunga", "Ceadîr-Lunga", "Чадыр-Лунга", 46.0617, 28.8306),
    ],
  },
];

/** The other districts, with their centre as the one locality (adverts there are rarer). */
const DISTRICTS: [string, string, string, number, number][] = [
  ["basarabeasca", "Basarabeasca", "Басарабяска", 46.3336, 28.9614],
  ["briceni", "Briceni", "Бричень", 48.3628, 27.0775],
  ["cantemir", "Cantemir", "Кантемир", 46.2781, 28.2011],
  ["donduseni", "Dondușeni", "Дондюшань", 48.2236, 27.5853],
  ["drochia", "Drochia", "Дрокия", 48.0353, 27.8128],
  ["dubasari", "Dubăsari", "Дубэсарь", 47.2667, 29.1667],
  ["edinet", "Edineț", "Единец", 48.1681, 27.305],
  ["falesti", "Fălești", "Фэлешть", 47.5736, 27.7092],
  ["floresti", "Florești", "Флорешть", 47.8914, 28.2997],
  ["glodeni", "Glodeni", "Глодень", 47.7708, 27.5144],
  ["leova", "Leova", "Леова", 46.4786, 28.2553],
  ["nisporeni", "Nisporeni", "Ниспорень", 47.0814, 28.1783],
  ["ocnita", "Ocnița", "Окница", 48.4111, 27.4764],
  ["rezina", "Rezina", "Резина", 47.7492, 28.9622],
  ["riscani-raion", "Rîșcani", "Рышкань", 47.9572, 27.5536],
  ["singerei", "Sîngerei", "Сынжерей", 47.6347, 28.1428],
  ["soldanesti", "Șoldănești", "Шолдэнешть", 47.8161, 28.7972],
  ["taraclia", "Taraclia", "Тараклия", 45.8989, 28.6689],
  ["telenesti", "Telenești", "Телэнешть", 47.4997, 28.3656],
];
for (const [slug, ro, ru, lat, lon] of DISTRICTS)
  BOARD_PLACES.push({
    ...town(slug, `r. ${ro}`, `р. ${ru}`, lat, lon),
    locations: [town(`${slug}-oras`, ro, ru, lat, lon)],
  });
