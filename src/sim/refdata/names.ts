/**
 * Word pools for generated company, fund and issuer names, per country.
 * Names are built from common surnames, place names and industry words so
 * that they read like real listings of that market without copying any.
 */
import type { Rng } from '../core/rng';

export const SECTORS = [
  'Technology',
  'Financials',
  'Healthcare',
  'Consumer',
  'Industrials',
  'Energy',
  'Materials',
  'Utilities',
  'Telecom',
  'Media',
  'Real estate',
  'Automotive',
] as const;
export type Sector = (typeof SECTORS)[number];

/** Industry words in English, by sector. */
const INDUSTRY_EN: Record<Sector, readonly string[]> = {
  Technology: ['Software', 'Systems', 'Technologies', 'Semiconductor', 'Data', 'Digital', 'Networks', 'Micro Devices', 'Cloud', 'Analytics'],
  Financials: ['Bancorp', 'Financial', 'Capital', 'Insurance', 'Trust', 'Asset Management', 'Bank', 'Credit', 'Investment'],
  Healthcare: ['Pharmaceuticals', 'Therapeutics', 'Biosciences', 'Medical', 'Health', 'Diagnostics', 'Biotech', 'Life Sciences'],
  Consumer: ['Brands', 'Foods', 'Retail', 'Apparel', 'Beverages', 'Restaurants', 'Stores', 'Home Products'],
  Industrials: ['Industries', 'Engineering', 'Aerospace', 'Machinery', 'Logistics', 'Construction', 'Rail', 'Manufacturing'],
  Energy: ['Energy', 'Petroleum', 'Oil & Gas', 'Resources', 'Drilling', 'Midstream', 'Renewables'],
  Materials: ['Mining', 'Chemicals', 'Steel', 'Minerals', 'Materials', 'Packaging', 'Paper', 'Metals'],
  Utilities: ['Power', 'Utilities', 'Water', 'Electric', 'Gas Distribution'],
  Telecom: ['Telecom', 'Communications', 'Wireless', 'Broadband'],
  Media: ['Media', 'Entertainment', 'Publishing', 'Broadcasting', 'Games'],
  'Real estate': ['Realty', 'Properties', 'REIT', 'Land', 'Real Estate'],
  Automotive: ['Motors', 'Automotive', 'Auto Parts', 'Mobility'],
};

const US_SURNAMES = [
  'Anderson', 'Baker', 'Bennett', 'Brooks', 'Carter', 'Collins', 'Cooper', 'Dawson', 'Ellis', 'Fisher', 'Foster', 'Garrett',
  'Graham', 'Hayes', 'Henderson', 'Holland', 'Hudson', 'Jenkins', 'Kellogg', 'Lawson', 'Marshall', 'Mason', 'Mitchell',
  'Morgan', 'Nelson', 'Parker', 'Porter', 'Reed', 'Reynolds', 'Russell', 'Sawyer', 'Spencer', 'Sullivan', 'Tucker', 'Turner',
  'Walker', 'Warren', 'Webster', 'Wheeler', 'Whitman', 'Winston', 'Bradley', 'Chandler', 'Dalton', 'Fletcher', 'Griffin',
  'Harper', 'Keller', 'Lambert', 'Lowell', 'Monroe', 'Preston', 'Quincy', 'Radford', 'Sterling', 'Thornton', 'Vaughn', 'Wells',
];
const US_PLACES = [
  'Atlantic', 'Pacific', 'Summit', 'Liberty', 'Frontier', 'Golden State', 'Keystone', 'Lakeshore', 'Mesa', 'Northstar',
  'Prairie', 'Redwood', 'Sierra', 'Cascade', 'Bluegrass', 'Granite', 'Heartland', 'Ozark', 'Potomac', 'Rio Grande',
  'Silver Lake', 'Tidewater', 'Appalachian', 'Great Plains', 'Hudson Valley', 'Palmetto', 'Lone Star', 'Evergreen',
];
const COINED_PREFIX = [
  'Acu', 'Aero', 'Agil', 'Alto', 'Amni', 'Apex', 'Arca', 'Astra', 'Avan', 'Axio', 'Bio', 'Cala', 'Cel', 'Cora', 'Cyto',
  'Datra', 'Duo', 'Eco', 'Ela', 'Envi', 'Equi', 'Exo', 'Flexi', 'Gen', 'Helio', 'Hexa', 'Inno', 'Iso', 'Kine', 'Lumi',
  'Meri', 'Nano', 'Neo', 'Nova', 'Omni', 'Opti', 'Ortho', 'Para', 'Penta', 'Quant', 'Radi', 'Sana', 'Sola', 'Syn',
  'Tera', 'Tri', 'Uni', 'Vala', 'Vera', 'Vita', 'Xeno', 'Zeta',
];
const COINED_SUFFIX = ['tex', 'gen', 'via', 'lytics', 'sys', 'cor', 'nix', 'tech', 'wave', 'logic', 'lab', 'dyne', 'pharm', 'mark', 'point', 'works', 'quest', 'ra', 'ion', 'era'];

const GB_SURNAMES = ['Ashworth', 'Barrington', 'Bramley', 'Cavendish', 'Dunmore', 'Fairbairn', 'Hargreaves', 'Kingsley', 'Lockwood', 'Marlow', 'Pembroke', 'Redgrave', 'Sinclair', 'Thackeray', 'Whitfield', 'Wycombe', 'Aldridge', 'Beaumont', 'Carlisle', 'Everett', 'Hollis', 'Penrose', 'Radcliffe', 'Stanhope'];
const GB_PLACES = ['Albion', 'Caledonian', 'Cotswold', 'Mercia', 'Pennine', 'Thames', 'Severn', 'Wessex', 'Northumbria', 'Clyde', 'Humber', 'Solent', 'Chiltern', 'Mersey', 'Avon', 'Tyne'];

const DE_SURNAMES = ['Bauer', 'Becker', 'Brandt', 'Engel', 'Fischer', 'Franke', 'Hartmann', 'Hoffmann', 'Krause', 'Lehmann', 'Lorenz', 'Neumann', 'Richter', 'Schmitt', 'Schulze', 'Seidel', 'Vogel', 'Wagner', 'Weber', 'Winkler', 'Zimmermann', 'Kessler', 'Baumann', 'Kaiser'];
const DE_PLACES = ['Rhein', 'Main', 'Elbe', 'Isar', 'Neckar', 'Ruhr', 'Weser', 'Mosel', 'Harz', 'Taunus', 'Allgäu', 'Spree', 'Donau', 'Eifel'];
const DE_INDUSTRY = ['Maschinenbau', 'Energie', 'Immobilien', 'Versicherung', 'Chemie', 'Elektronik', 'Logistik', 'Bau', 'Software', 'Pharma', 'Stahl', 'Medizintechnik', 'Beteiligungs', 'Verkehrs', 'Brauerei'];

const FR_SURNAMES = ['Bernard', 'Dubois', 'Durand', 'Fontaine', 'Garnier', 'Girard', 'Lambert', 'Lefèvre', 'Marchand', 'Mercier', 'Moreau', 'Perrin', 'Renaud', 'Rousseau', 'Vasseur', 'Chevalier', 'Boucher', 'Clément'];
const FR_PLACES = ['Bretagne', 'Provence', 'Aquitaine', 'Normandie', 'Lorraine', 'Savoie', 'Loire', 'Rhône', 'Alsace', 'Bourgogne', 'Languedoc', 'Picardie'];
const FR_INDUSTRY = ['Industries', 'Énergies', 'Immobilière', 'Technologies', 'Foncière', 'Participations', 'Distribution', 'Santé', 'Services', 'Ingénierie'];

const NL_SURNAMES = ['de Vries', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer'];
const NL_WORDS = ['Holland', 'Delta', 'Polder', 'Noord', 'Zeeland', 'Friesland', 'Rijn', 'Maas', 'Amstel', 'Brabant'];

const DK_WORDS = ['Nordsø', 'Fyn', 'Jylland', 'Øresund', 'Skagen', 'Limfjord', 'Sjælland', 'Bornholm', 'Hvidovre', 'Vejle', 'Aarhus', 'Odense'];
const SE_WORDS = ['Norrland', 'Skåne', 'Göta', 'Svea', 'Vänern', 'Mälar', 'Dala', 'Uppsala', 'Lapp', 'Halland', 'Småland', 'Gotland'];
const NO_WORDS = ['Fjord', 'Nordkapp', 'Vestland', 'Troms', 'Hafslund', 'Lofoten', 'Bergen', 'Stavanger', 'Romsdal', 'Telemark'];
const FI_WORDS = ['Suomi', 'Lappi', 'Pohjola', 'Karjala', 'Savo', 'Häme', 'Aalto', 'Kemi', 'Oulu', 'Tampere', 'Vaasa'];
const NORDIC_INDUSTRY = ['Energi', 'Invest', 'Bygg', 'Fastigheter', 'Industri', 'Medical', 'Shipping', 'Data', 'Foods', 'Bank', 'Kraft', 'Tech', 'Seafood', 'Pharma'];

const IT_WORDS = ['Adriatica', 'Ligure', 'Padana', 'Toscana', 'Lombarda', 'Veneta', 'Sicula', 'Emiliana', 'Piemontese', 'Romana', 'Tirrenica', 'Alpina'];
const IT_INDUSTRY = ['Energia', 'Costruzioni', 'Assicurazioni', 'Meccanica', 'Immobiliare', 'Alimentare', 'Tessile', 'Farmaceutica', 'Banca', 'Sistemi'];
const ES_WORDS = ['Ibérica', 'Cantábrica', 'Levantina', 'Andaluza', 'Castellana', 'Gallega', 'Catalana', 'Mediterránea', 'Atlántica', 'Navarra'];
const ES_INDUSTRY = ['Energía', 'Construcciones', 'Inmobiliaria', 'Seguros', 'Alimentación', 'Renovables', 'Infraestructuras', 'Telecomunicaciones', 'Farma', 'Banco'];
const PT_WORDS = ['Lusitana', 'Atlântico', 'Douro', 'Tejo', 'Minho', 'Algarve', 'Alentejo', 'Beira'];

const CH_WORDS = ['Helvetia', 'Alpen', 'Zürcher', 'Basler', 'Berner', 'Luzerner', 'Rhätische', 'Jura', 'Gotthard', 'Léman', 'Säntis', 'Engadin'];
const AT_WORDS = ['Donau', 'Tiroler', 'Kärntner', 'Steirische', 'Wiener', 'Salzburger', 'Vorarlberger', 'Alpine'];
const PL_WORDS = ['Polska', 'Mazowsze', 'Wisła', 'Śląsk', 'Pomorze', 'Tatry', 'Bałtyk', 'Kraków', 'Warta', 'Odra'];
const PL_INDUSTRY = ['Energia', 'Budownictwo', 'Inwestycje', 'Przemysł', 'Finanse', 'Technologie', 'Handel', 'Chemia'];
const BE_WORDS = ['Ardenne', 'Flandre', 'Wallonie', 'Brabant', 'Escaut', 'Meuse', 'Kempen', 'Liège'];
const IE_WORDS = ['Shannon', 'Liffey', 'Connacht', 'Munster', 'Leinster', 'Ulster', 'Kerry', 'Galway'];
const LU_WORDS = ['Moselle', 'Ardennes', 'Kirchberg', 'Alzette', 'Sûre', 'Clervaux'];

const JP_WORDS = ['Nippon', 'Tokai', 'Kanto', 'Kansai', 'Chubu', 'Kyushu', 'Hokkaido', 'Shikoku', 'Tohoku', 'Sanyo', 'Fuji', 'Asahi', 'Daiwa', 'Taisei', 'Yamato', 'Shin-Etsu', 'Sumida', 'Meiji', 'Showa', 'Hoshi', 'Kita', 'Minami', 'Higashi', 'Nishi', 'Aoi'];
const JP_INDUSTRY = ['Electric', 'Chemical', 'Steel', 'Construction', 'Pharmaceutical', 'Foods', 'Machinery', 'Precision', 'Trading', 'Electronics', 'Railway', 'Paper', 'Heavy Industries', 'Shipping', 'Textile', 'Securities', 'Real Estate', 'Motor'];
const ZH_WORDS = ['Huaxin', 'Jinhai', 'Longsheng', 'Fuda', 'Tianrun', 'Hengli', 'Xinhua', 'Zhongtai', 'Guangda', 'Baoli', 'Haitong', 'Kingboard', 'Everbright', 'Sunrise', 'Pearl River', 'Harbour', 'Dragon', 'Jade', 'Golden Eagle', 'Victory'];
const SG_WORDS = ['Straits', 'Temasek', 'Raffles', 'Merlion', 'Jurong', 'Keppel', 'Sentosa', 'Orchard', 'Marina', 'Changi', 'Lion City', 'Tanjong'];
const AU_WORDS = ['Southern Cross', 'Pilbara', 'Murray', 'Kimberley', 'Coral Sea', 'Outback', 'Tasman', 'Gippsland', 'Hunter', 'Darling', 'Nullarbor', 'Eureka', 'Boomerang', 'Wattle', 'Kookaburra', 'Yarra'];
const NZ_WORDS = ['Aotearoa', 'Kiwi', 'Waikato', 'Canterbury', 'Taranaki', 'Otago', 'Rotorua', 'Southland', 'Tasman', 'Fiordland'];
const ZA_WORDS = ['Highveld', 'Karoo', 'Cape', 'Limpopo', 'Drakensberg', 'Zulu', 'Protea', 'Transvaal', 'Mpumalanga', 'Gauteng'];
const CA_WORDS = ['Maple Leaf', 'Laurentian', 'Northern', 'Rocky Mountain', 'Great Lakes', 'Yukon', 'Fraser', 'Prairie Sky', 'Maritime', 'Algonquin', 'Athabasca', 'Hudson Bay', 'Cariboo', 'Niagara'];

type Builder = (rng: Rng, sector: Sector) => string;

function pick<T>(rng: Rng, items: readonly T[]): T {
  return rng.pick(items);
}

function industry(rng: Rng, sector: Sector): string {
  return pick(rng, INDUSTRY_EN[sector]);
}

function coined(rng: Rng): string {
  return `${pick(rng, COINED_PREFIX)}${pick(rng, COINED_SUFFIX)}`;
}

const US: Builder = (rng, sector) => {
  const style = rng.int(0, 9);
  const suffix = pick(rng, ['Inc.', 'Inc.', 'Corp.', 'Corp.', 'Holdings Inc.', 'Group Inc.', 'Co.', 'Ltd']);
  if (style < 4) return `${pick(rng, US_SURNAMES)} ${industry(rng, sector)} ${suffix}`;
  if (style < 7) return `${pick(rng, US_PLACES)} ${industry(rng, sector)} ${suffix}`;
  if (style < 9) return `${coined(rng)} ${suffix}`;
  return `${pick(rng, US_SURNAMES)} & ${pick(rng, US_SURNAMES)} ${suffix}`;
};

const CA: Builder = (rng, sector) => {
  const suffix = pick(rng, ['Inc.', 'Corp.', 'Ltd', 'Resources Ltd', 'Holdings Inc.']);
  return rng.chance(0.6) ? `${pick(rng, CA_WORDS)} ${industry(rng, sector)} ${suffix}` : `${coined(rng)} ${suffix}`;
};

const GB: Builder = (rng, sector) => {
  const suffix = pick(rng, ['Plc', 'Plc', 'Group Plc', 'Holdings Plc']);
  const style = rng.int(0, 5);
  if (style < 2) return `${pick(rng, GB_SURNAMES)} ${industry(rng, sector)} ${suffix}`;
  if (style < 4) return `${pick(rng, GB_PLACES)} ${industry(rng, sector)} ${suffix}`;
  return `${coined(rng)} ${suffix}`;
};

const DE: Builder = (rng, sector) => {
  const style = rng.int(0, 5);
  const suffix = pick(rng, ['AG', 'AG', 'SE', 'KGaA', 'AG & Co. KGaA']);
  if (style < 2) return `${pick(rng, DE_SURNAMES)} ${pick(rng, DE_INDUSTRY)} ${suffix}`;
  if (style < 4) return `${pick(rng, DE_PLACES)}-${pick(rng, DE_INDUSTRY)} ${suffix}`;
  if (style < 5) return `${coined(rng)} ${suffix}`;
  return `${pick(rng, DE_SURNAMES)} ${industry(rng, sector)} ${suffix}`;
};

const AT: Builder = (rng) => `${pick(rng, AT_WORDS)} ${pick(rng, DE_INDUSTRY)} ${pick(rng, ['AG', 'AG', 'SE'])}`;

const CH: Builder = (rng, sector) => {
  const suffix = pick(rng, ['AG', 'AG', 'SA', 'Holding AG']);
  return rng.chance(0.6) ? `${pick(rng, CH_WORDS)} ${industry(rng, sector)} ${suffix}` : `${coined(rng)} ${suffix}`;
};

const FR: Builder = (rng) => {
  const style = rng.int(0, 4);
  if (style === 0) return `Groupe ${pick(rng, FR_SURNAMES)}`;
  if (style === 1) return `Compagnie ${pick(rng, FR_PLACES)} ${pick(rng, FR_INDUSTRY)}`;
  if (style === 2) return `${pick(rng, FR_SURNAMES)} ${pick(rng, FR_INDUSTRY)} SA`;
  return `${coined(rng)} ${pick(rng, ['SA', 'SE', 'SCA'])}`;
};

const NL: Builder = (rng, sector) => {
  const style = rng.int(0, 3);
  if (style === 0) return `Koninklijke ${pick(rng, NL_WORDS)} ${industry(rng, sector)} NV`;
  if (style === 1) return `${pick(rng, NL_SURNAMES)} ${industry(rng, sector)} NV`;
  return `${pick(rng, NL_WORDS)} ${pick(rng, ['Groep', 'Holding', 'Beheer'])} NV`;
};

const BE: Builder = (rng, sector) => `${pick(rng, BE_WORDS)} ${industry(rng, sector)} ${pick(rng, ['NV', 'SA', 'SA/NV'])}`;
const IE: Builder = (rng, sector) => `${pick(rng, IE_WORDS)} ${industry(rng, sector)} ${pick(rng, ['Plc', 'Group Plc'])}`;
const LU: Builder = (rng, sector) => `${pick(rng, LU_WORDS)} ${industry(rng, sector)} SA`;
const PT: Builder = (rng) => `${pick(rng, PT_WORDS)} ${pick(rng, ['Energia', 'Investimentos', 'Comunicações', 'Imobiliária', 'Indústria'])} ${pick(rng, ['SA', 'SGPS SA'])}`;

const nordic =
  (words: readonly string[], suffixes: readonly string[]): Builder =>
  (rng) => {
    const base = `${pick(rng, words)} ${pick(rng, NORDIC_INDUSTRY)} ${pick(rng, suffixes)}`;
    return rng.chance(0.15) ? `${base} - ${pick(rng, ['A', 'B'])}` : base;
  };

const IT: Builder = (rng) => `${pick(rng, IT_INDUSTRY)} ${pick(rng, IT_WORDS)} SpA`;
const ES: Builder = (rng) => `${pick(rng, ES_INDUSTRY)} ${pick(rng, ES_WORDS)} SA`;
const PL: Builder = (rng) => `${pick(rng, PL_WORDS)} ${pick(rng, PL_INDUSTRY)} SA`;

const JP_HEAD = ['Yama', 'Kawa', 'Naka', 'Mori', 'Ishi', 'Matsu', 'Taka', 'Fuku', 'Kita', 'Oka', 'Hira', 'Miya', 'Sakura', 'Nishi', 'Tani', 'Kuro', 'Shira', 'Aka'];
const JP_TAIL = ['moto', 'da', 'mura', 'shita', 'kawa', 'no', 'guchi', 'saki', 'hara', 'zaki', 'yama', 'ta', 'oka', 'gawa', 'ki', 'sawa'];

const JP: Builder = (rng) => {
  const suffix = pick(rng, ['Co. Ltd', 'Corp.', 'Holdings Inc.', 'Co. Ltd', 'Industries Ltd']);
  const head = rng.chance(0.5) ? pick(rng, JP_WORDS) : `${pick(rng, JP_HEAD)}${pick(rng, JP_TAIL)}`;
  return `${head} ${pick(rng, JP_INDUSTRY)} ${suffix}`;
};

const HK: Builder = (rng, sector) => `${pick(rng, ZH_WORDS)} ${industry(rng, sector)} ${pick(rng, ['Holdings Ltd', 'Group Ltd', 'International Ltd', 'Ltd'])}`;
const SG: Builder = (rng, sector) => `${pick(rng, SG_WORDS)} ${industry(rng, sector)} ${pick(rng, ['Ltd', 'Holdings Ltd', 'Group Ltd'])}`;
const AU: Builder = (rng, sector) => `${pick(rng, AU_WORDS)} ${industry(rng, sector)} ${pick(rng, ['Ltd', 'Ltd', 'Group Ltd', 'Holdings Ltd'])}`;
const NZ: Builder = (rng, sector) => `${pick(rng, NZ_WORDS)} ${industry(rng, sector)} Ltd`;
const ZA: Builder = (rng, sector) => `${pick(rng, ZA_WORDS)} ${industry(rng, sector)} ${pick(rng, ['Ltd', 'Holdings Ltd'])}`;

const BUILDERS: Record<string, Builder> = {
  US,
  CA,
  GB,
  DE,
  AT,
  CH,
  FR,
  NL,
  BE,
  IE,
  LU,
  PT,
  DK: nordic(DK_WORDS, ['A/S']),
  SE: nordic(SE_WORDS, ['AB']),
  NO: nordic(NO_WORDS, ['ASA', 'AS']),
  FI: nordic(FI_WORDS, ['Oyj', 'Abp']),
  IT,
  ES,
  PL,
  JP,
  HK,
  SG,
  AU,
  NZ,
  ZA,
};

const COUNTRY_SUFFIX: Readonly<Record<string, readonly string[]>> = {
  US: ['Inc.', 'Corp.'], CA: ['Inc.', 'Corp.'], GB: ['Plc'], DE: ['AG', 'SE'], AT: ['AG'], CH: ['AG', 'SA'], FR: ['SA'],
  NL: ['NV'], BE: ['NV', 'SA'], IE: ['Plc'], LU: ['SA'], PT: ['SA'], DK: ['A/S'], SE: ['AB'], NO: ['ASA'], FI: ['Oyj'],
  IT: ['SpA'], ES: ['SA'], PL: ['SA'], JP: ['Co. Ltd', 'Corp.'], HK: ['Holdings Ltd', 'Ltd'], SG: ['Ltd'], AU: ['Ltd'],
  NZ: ['Ltd'], ZA: ['Ltd'],
};

/** A plausible company name for a listing in `country`. */
export function companyName(rng: Rng, country: string, sector: Sector): string {
  if (rng.chance(0.25)) {
    const suffix = pick(rng, COUNTRY_SUFFIX[country] ?? ['Inc.']);
    return rng.chance(0.5) ? `${coined(rng)} ${suffix}` : `${coined(rng)} ${industry(rng, sector)} ${suffix}`;
  }
  const builder = BUILDERS[country] ?? US;
  return builder(rng, sector);
}

/** Fund-house brands used for ETFs, funds and structured products. */
export const ETF_ISSUERS = ['iShares', 'Vanguard', 'Xtrackers', 'Amundi', 'SPDR', 'Invesco', 'WisdomTree', 'HSBC', 'UBS', 'VanEck', 'Global X', 'Franklin', 'JPMorgan', 'L&G', 'First Trust', 'BNP Paribas Easy'] as const;

export const ETF_THEMES = [
  'MSCI World', 'S&P 500', 'Euro Stoxx 50', 'MSCI Emerging Markets', 'Nasdaq 100', 'FTSE 100', 'MSCI Europe', 'MSCI Japan',
  'MSCI China', 'Global Clean Energy', 'Core Euro Government Bond', 'Euro Corporate Bond', 'US Treasury 7-10yr', 'Global Aggregate Bond',
  'MSCI USA Quality Factor', 'MSCI World Small Cap', 'Dow Jones Global Titans 50', 'STOXX Europe 600 Banks', 'Automation & Robotics',
  'Cybersecurity', 'Semiconductor', 'Healthcare Innovation', 'Water', 'Gold Miners', 'Global Infrastructure', 'Dividend Aristocrats',
  'MSCI India', 'MSCI Korea', 'DAX', 'CAC 40', 'SMI', 'MSCI Nordic', 'Russell 2000', 'Battery Solutions', 'Cloud Computing',
  'Artificial Intelligence', 'Real Estate', 'High Yield Corporate Bond', 'Inflation Linked Bond', 'Global Timber', 'Agribusiness',
] as const;

export const COMMODITIES = [
  ['Gold', 'Precious metals'],
  ['Silver', 'Precious metals'],
  ['Platinum', 'Precious metals'],
  ['Palladium', 'Precious metals'],
  ['Brent Crude Oil', 'Energy'],
  ['WTI Crude Oil', 'Energy'],
  ['Natural Gas', 'Energy'],
  ['Copper', 'Industrial metals'],
  ['Aluminium', 'Industrial metals'],
  ['Nickel', 'Industrial metals'],
  ['Zinc', 'Industrial metals'],
  ['Wheat', 'Agriculture'],
  ['Corn', 'Agriculture'],
  ['Soybeans', 'Agriculture'],
  ['Coffee', 'Agriculture'],
  ['Sugar', 'Agriculture'],
  ['Cocoa', 'Agriculture'],
  ['Broad Commodities', 'Diversified'],
  ['Carbon', 'Energy'],
  ['Bitcoin', 'Crypto'],
  ['Ethereum', 'Crypto'],
] as const;

/** Sovereign and supranational bond issuers: [issuer name, ticker, ISIN country, currency]. */
export const SOVEREIGNS = [
  ['Bundesrepublik Deutschland', 'DBR', 'DE', 'EUR'],
  ['French Republic', 'FRTR', 'FR', 'EUR'],
  ['Republic of Italy', 'BTPS', 'IT', 'EUR'],
  ['Kingdom of Spain', 'SPGB', 'ES', 'EUR'],
  ['Kingdom of the Netherlands', 'NETHER', 'NL', 'EUR'],
  ['Kingdom of Belgium', 'BGB', 'BE', 'EUR'],
  ['Republic of Austria', 'RAGB', 'AT', 'EUR'],
  ['Republic of Finland', 'RFGB', 'FI', 'EUR'],
  ['Kingdom of Denmark', 'DGB', 'DK', 'DKK'],
  ['Kingdom of Sweden', 'SGB', 'SE', 'SEK'],
  ['Kingdom of Norway', 'NGB', 'NO', 'NOK'],
  ['United Kingdom Gilt', 'UKT', 'GB', 'GBP'],
  ['United States Treasury', 'T', 'US', 'USD'],
  ['European Investment Bank', 'EIB', 'XS', 'EUR'],
  ['European Union', 'EU', 'EU', 'EUR'],
  ['KfW', 'KFW', 'DE', 'EUR'],
  ['Republic of Poland', 'POLGB', 'PL', 'PLN'],
  ['Swiss Confederation', 'SWISS', 'CH', 'CHF'],
] as const;

export const WARRANT_ISSUERS = ['Société Générale', 'BNP Paribas', 'Vontobel', 'UBS', 'HSBC', 'Citigroup', 'Goldman Sachs', 'Morgan Stanley', 'DZ Bank', 'Leonteq', 'Macquarie', 'J.P. Morgan'] as const;
