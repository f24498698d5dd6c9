import type { StreetType } from "@sf/contract";
import type { PlaceNames } from "./names.ts";

/** How a street type is written before a name, per language. */
export const STREET_TYPE_NAMES: Record<StreetType, PlaceNames> = {
  str: { ro: "str.", ru: "ул.", uk: "вул.", en: "str." },
  bd: { ro: "bd.", ru: "бул.", uk: "бул.", en: "blvd." },
  sos: { ro: "șos.", ru: "шос.", uk: "шосе" },
  cal: { ro: "Calea", ru: "Каля", uk: "Каля" },
  pta: { ro: "piața", ru: "пл.", uk: "пл.", en: "sq." },
  al: { ro: "aleea", ru: "аллея", uk: "алея" },
  "str-la": { ro: "str-la", ru: "пер.", uk: "пров." },
};

export type StreetData = { id: number; localityId: number; type: StreetType; names: PlaceNames };

type Row = [id: number, type: StreetType, ro: string, ru: string];

/**
 * A demo street directory: real streets of Chișinău (locality 1) and a few of other localities.
 * Enough for the checkout's street search; a full register (about 1 500 streets in the capital)
 * can replace these rows without changing the endpoint.
 */
const BY_LOCALITY: Record<number, Row[]> = {
  1: [
    [1, "bd", "Ștefan cel Mare și Sfânt", "Штефан чел Маре ши Сфынт"],
    [2, "bd", "Dacia", "Дачия"],
    [3, "bd", "Decebal", "Дечебал"],
    [4, "bd", "Moscova", "Москова"],
    [5, "bd", "Mircea cel Bătrân", "Мирча чел Бэтрын"],
    [6, "bd", "Cuza Vodă", "Куза Водэ"],
    [7, "bd", "Traian", "Траян"],
    [8, "bd", "Grigore Vieru", "Григоре Виеру"],
    [9, "bd", "Renașterii Naționale", "Ренаштерий Национале"],
    [10, "bd", "Constantin Negruzzi", "Константин Негруцци"],
    [11, "bd", "Dimitrie Cantemir", "Димитрие Кантемир"],
    [12, "bd", "Iuri Gagarin", "Юрий Гагарин"],
    [13, "str", "Mihai Eminescu", "Михай Эминеску"],
    [14, "str", "Alexandru cel Bun", "Александру чел Бун"],
    [15, "str", "București", "Бучурешть"],
    [16, "str", "31 August 1989", "31 Августа 1989"],
    [17, "str", "Vasile Alecsandri", "Василе Александри"],
    [18, "str", "Ismail", "Измаил"],
    [19, "str", "Alba Iulia", "Алба Юлия"],
    [20, "str", "Ion Creangă", "Ион Крянгэ"],
    [21, "str", "Columna", "Колумна"],
    [22, "str", "Alexandr Pușkin", "Александр Пушкин"],
    [23, "str", "Armenească", "Армянская"],
    [24, "str", "Tighina", "Тигина"],
    [25, "str", "Albișoara", "Албишоара"],
    [26, "str", "Miron Costin", "Мирон Костин"],
    [27, "str", "Kiev", "Киевская"],
    [28, "str", "Mihail Sadoveanu", "Михаил Садовяну"],
    [29, "str", "Ginta Latină", "Джинта Латинэ"],
    [30, "str", "Nicolae Zelinski", "Николае Зелински"],
    [31, "str", "Independenței", "Индепенденцей"],
    [32, "str", "Trandafirilor", "Трандафирилор"],
    [33, "str", "Sarmizegetusa", "Сармизеджетуса"],
    [34, "str", "Petru Rareș", "Петру Рареш"],
    [35, "str", "Vlaicu Pârcălab", "Влайку Пыркэлаб"],
    [36, "str", "Gavriil Bănulescu-Bodoni", "Гавриил Бэнулеску-Бодони"],
    [37, "str", "Sfatul Țării", "Сфатул Цэрий"],
    [38, "str", "Alexei Mateevici", "Алексей Матеевич"],
    [39, "str", "Mitropolit Dosoftei", "Митрополит Дософтей"],
    [40, "str", "Veronica Micle", "Вероника Микле"],
    [41, "sos", "Hîncești", "Хынчешть"],
    [42, "sos", "Muncești", "Мунчешть"],
    [43, "sos", "Balcani", "Балканское"],
    [44, "cal", "Ieșilor", "Ешилор"],
    [45, "cal", "Orheiului", "Орхеюлуй"],
    [46, "cal", "Basarabiei", "Басарабией"],
    [47, "pta", "Marii Adunări Naționale", "Великого Национального Собрания"],
    [48, "str", "Studenților", "Студенцилор"],
    [49, "str", "Nicolae Testemițanu", "Николае Тестемицану"],
    [50, "str", "Vadul lui Vodă", "Вадул луй Водэ"],
  ],
  2: [
    [201, "str", "Cartușa", "Картуша"],
    [202, "str", "Alexandru cel Bun", "Александру чел Бун"],
    [203, "str", "Ștefan cel Mare", "Штефан чел Маре"],
  ],
  8: [
    [801, "str", "Ștefan cel Mare", "Штефан чел Маре"],
    [802, "str", "Chișinăului", "Кишинэулуй"],
  ],
  201: [
    [2001, "str", "Independenței", "Индепенденцей"],
    [2002, "str", "Ștefan cel Mare", "Штефан чел Маре"],
    [2003, "str", "Decebal", "Дечебал"],
    [2004, "str", "Alexandr Pușkin", "Александр Пушкин"],
  ],
  401: [
    [4001, "str", "Republicii", "Република"],
    [4002, "str", "Ștefan cel Mare", "Штефан чел Маре"],
    [4003, "str", "Mihai Viteazul", "Михай Витязул"],
  ],
  1301: [
    [13001, "str", "Vasile Lupu", "Василе Лупу"],
    [13002, "str", "Ștefan cel Mare", "Штефан чел Маре"],
    [13003, "str", "Mihai Eminescu", "Михай Эминеску"],
  ],
  1601: [
    [16001, "str", "Națională", "Национальная"],
    [16002, "str", "Decebal", "Дечебал"],
    [16003, "str", "Romană", "Романэ"],
  ],
  1701: [
    [17001, "str", "Lenin", "Ленина"],
    [17002, "str", "Pobedî", "Победы"],
  ],
};

export const STREETS: readonly StreetData[] = Object.entries(BY_LOCALITY).flatMap(([locality, rows]) =>
  rows.map(([id, type, ro, ru]) => ({ id, localityId: Number(locality), type, names: { ro, ru } })),
);
