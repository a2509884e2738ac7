/**
 * Hand-picked core of real, well-known listings. Names, symbols and ISINs are
 * public facts; Uics of the Dutch equities and of the first FX crosses are the
 * broker's own, the others are plausible values in the same style.
 *
 * Generated instruments (src/sim/refdata) fill the universe up around this core.
 */
export type CoreAssetType =
  | 'Stock'
  | 'Etf'
  | 'Etc'
  | 'Etn'
  | 'Bond'
  | 'StockIndex'
  | 'CfdOnIndex'
  | 'FxSpot'
  | 'MutualFund';

export interface CoreListing {
  uic: number;
  symbol: string;
  description: string;
  isin?: string;
  exchangeId: string;
  assetType: CoreAssetType;
  /** Defaults to the exchange's currency. */
  currency?: string;
  issuerCountry?: string;
  /** Sector or theme, used for tags and plausible corporate actions. */
  sector?: string;
}

type Row = readonly [uic: number, symbol: string, description: string, isin: string, sector: string];

function rows(exchangeId: string, assetType: CoreAssetType, list: readonly Row[], extra: Partial<CoreListing> = {}): CoreListing[] {
  return list.map(([uic, symbol, description, isin, sector]) => ({
    uic,
    symbol,
    description,
    ...(isin ? { isin, issuerCountry: isin.slice(0, 2) } : {}),
    exchangeId,
    assetType,
    ...(sector ? { sector } : {}),
    ...extra,
  }));
}

const US_NASDAQ: Row[] = [
  [211, 'AAPL:xnas', 'Apple Inc.', 'US0378331005', 'Technology'],
  [261, 'MSFT:xnas', 'Microsoft Corp.', 'US5949181045', 'Technology'],
  [256, 'AMZN:xnas', 'Amazon.com Inc.', 'US0231351067', 'Consumer'],
  [4309, 'GOOGL:xnas', 'Alphabet Inc. - Class A', 'US02079K3059', 'Technology'],
  [4310, 'GOOG:xnas', 'Alphabet Inc. - Class C', 'US02079K1079', 'Technology'],
  [4470, 'META:xnas', 'Meta Platforms Inc.', 'US30303M1027', 'Technology'],
  [1026, 'NVDA:xnas', 'NVIDIA Corp.', 'US67066G1040', 'Technology'],
  [47556, 'TSLA:xnas', 'Tesla Inc.', 'US88160R1014', 'Automotive'],
  [274, 'INTC:xnas', 'Intel Corp.', 'US4581401001', 'Technology'],
  [1011, 'CSCO:xnas', 'Cisco Systems Inc.', 'US17275R1023', 'Technology'],
  [4421, 'NFLX:xnas', 'Netflix Inc.', 'US64110L1061', 'Media'],
  [264, 'ADBE:xnas', 'Adobe Inc.', 'US00724F1012', 'Technology'],
  [1048, 'AMD:xnas', 'Advanced Micro Devices Inc.', 'US0079031078', 'Technology'],
  [1045, 'QCOM:xnas', 'Qualcomm Inc.', 'US7475251036', 'Technology'],
  [18106, 'AVGO:xnas', 'Broadcom Inc.', 'US11135F1012', 'Technology'],
  [1061, 'SBUX:xnas', 'Starbucks Corp.', 'US8552441094', 'Consumer'],
  [1070, 'COST:xnas', 'Costco Wholesale Corp.', 'US22160K1051', 'Consumer'],
  [1075, 'PEP:xnas', 'PepsiCo Inc.', 'US7134481081', 'Consumer'],
];

const US_NYSE: Row[] = [
  [2045, 'BRK.B:xnys', 'Berkshire Hathaway Inc. - Class B', 'US0846707026', 'Financials'],
  [2046, 'JPM:xnys', 'JPMorgan Chase & Co.', 'US46625H1005', 'Financials'],
  [2047, 'JNJ:xnys', 'Johnson & Johnson', 'US4781601046', 'Healthcare'],
  [2048, 'V:xnys', 'Visa Inc. - Class A', 'US92826C8394', 'Financials'],
  [2049, 'PG:xnys', 'Procter & Gamble Co.', 'US7427181091', 'Consumer'],
  [2050, 'XOM:xnys', 'Exxon Mobil Corp.', 'US30231G1022', 'Energy'],
  [2051, 'WMT:xnys', 'Walmart Inc.', 'US9311421039', 'Consumer'],
  [2052, 'MA:xnys', 'Mastercard Inc. - Class A', 'US57636Q1040', 'Financials'],
  [2053, 'KO:xnys', 'Coca-Cola Co.', 'US1912161007', 'Consumer'],
  [2054, 'ORCL:xnys', 'Oracle Corp.', 'US68389X1054', 'Technology'],
  [2055, 'IBM:xnys', 'International Business Machines Corp.', 'US4592001014', 'Technology'],
  [2056, 'MCD:xnys', "McDonald's Corp.", 'US5801351017', 'Consumer'],
  [2057, 'DIS:xnys', 'Walt Disney Co.', 'US2546871060', 'Media'],
  [2058, 'NKE:xnys', 'Nike Inc. - Class B', 'US6541061031', 'Consumer'],
  [2059, 'BA:xnys', 'Boeing Co.', 'US0970231058', 'Industrials'],
  [2060, 'PFE:xnys', 'Pfizer Inc.', 'US7170811035', 'Healthcare'],
  [2061, 'MRK:xnys', 'Merck & Co. Inc.', 'US58933Y1055', 'Healthcare'],
  [2062, 'CVX:xnys', 'Chevron Corp.', 'US1667641005', 'Energy'],
  [2063, 'BAC:xnys', 'Bank of America Corp.', 'US0605051046', 'Financials'],
  [2064, 'GS:xnys', 'Goldman Sachs Group Inc.', 'US38141G1040', 'Financials'],
  [2065, 'HD:xnys', 'Home Depot Inc.', 'US4370761029', 'Consumer'],
  [2066, 'CAT:xnys', 'Caterpillar Inc.', 'US1491231015', 'Industrials'],
  [2067, 'MMM:xnys', '3M Co.', 'US88579Y1010', 'Industrials'],
  [2068, 'T:xnys', 'AT&T Inc.', 'US00206R1023', 'Telecom'],
  [2069, 'VZ:xnys', 'Verizon Communications Inc.', 'US92343V1044', 'Telecom'],
  [2070, 'UNH:xnys', 'UnitedHealth Group Inc.', 'US91324P1021', 'Healthcare'],
  [2071, 'LLY:xnys', 'Eli Lilly and Co.', 'US5324571083', 'Healthcare'],
  [2072, 'ABBV:xnys', 'AbbVie Inc.', 'US00287Y1091', 'Healthcare'],
  [2073, 'CRM:xnys', 'Salesforce Inc.', 'US79466L3024', 'Technology'],
  [2074, 'SPOT:xnys', 'Spotify Technology SA', 'LU1778762911', 'Media'],
];

const DE_XETRA: Row[] = [
  [100001, 'SAP:xetr', 'SAP SE', 'DE0007164600', 'Technology'],
  [100002, 'SIE:xetr', 'Siemens AG', 'DE0007236101', 'Industrials'],
  [100003, 'ALV:xetr', 'Allianz SE', 'DE0008404005', 'Financials'],
  [100004, 'BAS:xetr', 'BASF SE', 'DE000BASF111', 'Materials'],
  [100005, 'BAYN:xetr', 'Bayer AG', 'DE000BAY0017', 'Healthcare'],
  [100006, 'BMW:xetr', 'Bayerische Motoren Werke AG', 'DE0005190003', 'Automotive'],
  [100007, 'MBG:xetr', 'Mercedes-Benz Group AG', 'DE0007100000', 'Automotive'],
  [100008, 'VOW3:xetr', 'Volkswagen AG - Pref', 'DE0007664039', 'Automotive'],
  [100009, 'DTE:xetr', 'Deutsche Telekom AG', 'DE0005557508', 'Telecom'],
  [100010, 'DBK:xetr', 'Deutsche Bank AG', 'DE0005140008', 'Financials'],
  [100011, 'DHL:xetr', 'DHL Group', 'DE0005552004', 'Industrials'],
  [100012, 'ADS:xetr', 'Adidas AG', 'DE000A1EWWW0', 'Consumer'],
  [100013, 'IFX:xetr', 'Infineon Technologies AG', 'DE0006231004', 'Technology'],
  [100014, 'MUV2:xetr', 'Muenchener Rueckversicherungs AG', 'DE0008430026', 'Financials'],
  [100015, 'EOAN:xetr', 'E.ON SE', 'DE000ENAG999', 'Utilities'],
  [100016, 'RWE:xetr', 'RWE AG', 'DE0007037129', 'Utilities'],
  [100017, 'HEN3:xetr', 'Henkel AG & Co. KGaA - Pref', 'DE0006048432', 'Consumer'],
  [100018, 'CON:xetr', 'Continental AG', 'DE0005439004', 'Automotive'],
  [100019, 'DB1:xetr', 'Deutsche Boerse AG', 'DE0005810055', 'Financials'],
  [100020, 'ZAL:xetr', 'Zalando SE', 'DE000ZAL1111', 'Consumer'],
  [100021, 'RHM:xetr', 'Rheinmetall AG', 'DE0007030009', 'Industrials'],
  [100022, 'CBK:xetr', 'Commerzbank AG', 'DE000CBK1001', 'Financials'],
  [100023, 'ENR:xetr', 'Siemens Energy AG', 'DE000ENER6Y0', 'Energy'],
];

const UK_LSE: Row[] = [
  [100101, 'SHEL:xlon', 'Shell Plc', 'GB00BP6MXD84', 'Energy'],
  [100102, 'BP.:xlon', 'BP Plc', 'GB0007980591', 'Energy'],
  [100103, 'HSBA:xlon', 'HSBC Holdings Plc', 'GB0005405286', 'Financials'],
  [100104, 'AZN:xlon', 'AstraZeneca Plc', 'GB0009895292', 'Healthcare'],
  [100105, 'ULVR:xlon', 'Unilever Plc', 'GB00B10RZP78', 'Consumer'],
  [100106, 'GSK:xlon', 'GSK Plc', 'GB00BN7SWP63', 'Healthcare'],
  [100107, 'DGE:xlon', 'Diageo Plc', 'GB0002374006', 'Consumer'],
  [100108, 'RIO:xlon', 'Rio Tinto Plc', 'GB0007188757', 'Materials'],
  [100109, 'GLEN:xlon', 'Glencore Plc', 'JE00B4T3BW64', 'Materials'],
  [100110, 'BATS:xlon', 'British American Tobacco Plc', 'GB0002875804', 'Consumer'],
  [100111, 'BARC:xlon', 'Barclays Plc', 'GB0031348658', 'Financials'],
  [100112, 'LLOY:xlon', 'Lloyds Banking Group Plc', 'GB0008706128', 'Financials'],
  [100113, 'VOD:xlon', 'Vodafone Group Plc', 'GB00BH4HKS39', 'Telecom'],
  [100114, 'RR.:xlon', 'Rolls-Royce Holdings Plc', 'GB00B63H8491', 'Industrials'],
  [100115, 'BA.:xlon', 'BAE Systems Plc', 'GB0002634946', 'Industrials'],
  [100116, 'TSCO:xlon', 'Tesco Plc', 'GB00BLGZ9862', 'Consumer'],
  [100117, 'NG.:xlon', 'National Grid Plc', 'GB00BDR05C01', 'Utilities'],
  [100118, 'RKT:xlon', 'Reckitt Benckiser Group Plc', 'GB00B24CGK77', 'Consumer'],
  [100119, 'REL:xlon', 'RELX Plc', 'GB00B2B0DG97', 'Media'],
  [100120, 'PRU:xlon', 'Prudential Plc', 'GB0007099541', 'Financials'],
  [100121, 'LSEG:xlon', 'London Stock Exchange Group Plc', 'GB00B0SWJX34', 'Financials'],
  [100122, 'AAL:xlon', 'Anglo American Plc', 'GB00B1XZS820', 'Materials'],
];

/** Amsterdam equities with the broker's own Uics. */
const NL_AMS: Row[] = [
  [3066, 'INGA:xams', 'ING Groep NV', 'NL0011821202', 'Financials'],
  [111717, 'AGN:xams', 'Aegon NV', 'BMG0112X1056', 'Financials'],
  [38441, 'DSM:xams', 'Koninklijke DSM NV', 'NL0000009827', 'Materials'],
  [1640, 'KPN:xams', 'KPN (Koninklijke)', 'NL0000009082', 'Telecom'],
  [4982, 'RAND:xams', 'Randstad Holding NV', 'NL0000379121', 'Industrials'],
  [111721, 'PHIA:xams', 'Royal Philips Electronics NV', 'NL0000009538', 'Healthcare'],
  [28735, 'WKL:xams', 'Wolters Kluwer NV', 'NL0000395903', 'Media'],
  [111720, 'HEIA:xams', 'Heineken', 'NL0000009165', 'Consumer'],
  [1636, 'ASML:xams', 'ASML Holding NV', 'NL0010273215', 'Technology'],
  [984685, 'NN:xams', 'NN Group NV', 'NL0010773842', 'Financials'],
  [2906958, 'ABN:xams', 'ABN AMRO Bank NV', 'NL0011540547', 'Financials'],
  [766290, 'GLPG:xams', 'Galapagos', 'BE0003818359', 'Healthcare'],
  [4641426, 'AD:xams', 'Koninklijke Ahold NV', 'NL0011794037', 'Consumer'],
  [22454, 'MT:xams', 'ArcelorMittal', 'LU1598757687', 'Materials'],
  [4289285, 'ASRNL:xams', 'ASR Nederland NV', 'NL0011872643', 'Financials'],
  [9854532, 'URW:xams', 'Unibail-Rodamco-Westfield NV', 'FR0013326246', 'Real estate'],
  [10701975, 'REN:xams', 'RELX Plc', 'GB00B2B0DG97', 'Media'],
  [111719, 'AKZA:xams', 'Akzo Nobel NV', 'NL0013267909', 'Materials'],
  [16350, 'RDSa:xams', 'Royal Dutch Shell Plc A', 'GB00B03MLX29', 'Energy'],
  [9894784, 'ADYEN:xams', 'Adyen NV', 'NL0012969182', 'Technology'],
  [983890, 'IMCD:xams', 'IMCD NV', 'NL0010801007', 'Materials'],
  [14231761, 'UNA:xams', 'Unilever NV', 'NL0000388619', 'Consumer'],
  [14838059, 'PRX:xams', 'Prosus NV', 'NL0013654783', 'Technology'],
  [13269, 'ASM:xams', 'ASM International NV', 'NL0000334118', 'Technology'],
  [6900023, 'TKWY:xams', 'Just Eat Takeaway', 'NL0012015705', 'Consumer'],
];

const DK_CSE: Row[] = [
  [15629, 'NOVO_B:xcse', 'Novo Nordisk B A/S', 'DK0062498333', 'Healthcare'],
  [15611, 'MAERSK_B:xcse', 'A.P. Moeller - Maersk B A/S', 'DK0010244508', 'Industrials'],
  [15605, 'CARL_B:xcse', 'Carlsberg B A/S', 'DK0010181759', 'Consumer'],
  [15626, 'DSV:xcse', 'DSV A/S', 'DK0060079531', 'Industrials'],
  [15650, 'VWS:xcse', 'Vestas Wind Systems A/S', 'DK0061539921', 'Energy'],
  [15658, 'ORSTED:xcse', 'Orsted A/S', 'DK0060094928', 'Utilities'],
  [15607, 'COLO_B:xcse', 'Coloplast B A/S', 'DK0060448595', 'Healthcare'],
  [15609, 'DANSKE:xcse', 'Danske Bank A/S', 'DK0010274414', 'Financials'],
  [15612, 'GMAB:xcse', 'Genmab A/S', 'DK0010272202', 'Healthcare'],
  [15663, 'PNDORA:xcse', 'Pandora A/S', 'DK0060252690', 'Consumer'],
  [15630, 'NSIS_B:xcse', 'Novonesis (Novozymes) B', 'DK0060336014', 'Materials'],
  [15670, 'TRYG:xcse', 'Tryg A/S', 'DK0060636678', 'Financials'],
  [15671, 'DEMANT:xcse', 'Demant A/S', 'DK0060738599', 'Healthcare'],
  [15672, 'GN:xcse', 'GN Store Nord A/S', 'DK0010272632', 'Healthcare'],
  [15673, 'ISS:xcse', 'ISS A/S', 'DK0060542181', 'Industrials'],
  [15674, 'JYSK:xcse', 'Jyske Bank A/S', 'DK0010307958', 'Financials'],
];

const CH_SWX: Row[] = [
  [100201, 'NESN:xswx', 'Nestle SA', 'CH0038863350', 'Consumer'],
  [100202, 'NOVN:xswx', 'Novartis AG', 'CH0012005267', 'Healthcare'],
  [100203, 'ROG:xswx', 'Roche Holding AG - Genussschein', 'CH0012032048', 'Healthcare'],
  [100204, 'UBSG:xswx', 'UBS Group AG', 'CH0244767585', 'Financials'],
  [100205, 'ZURN:xswx', 'Zurich Insurance Group AG', 'CH0011075394', 'Financials'],
  [100206, 'ABBN:xswx', 'ABB Ltd', 'CH0012221716', 'Industrials'],
  [100207, 'CFR:xswx', 'Cie Financiere Richemont SA', 'CH0210483332', 'Consumer'],
  [100208, 'LONN:xswx', 'Lonza Group AG', 'CH0013841017', 'Healthcare'],
  [100209, 'SIKA:xswx', 'Sika AG', 'CH0418792922', 'Materials'],
  [100210, 'SREN:xswx', 'Swiss Re AG', 'CH0126881561', 'Financials'],
  [100211, 'HOLN:xswx', 'Holcim AG', 'CH0012214059', 'Materials'],
  [100212, 'GIVN:xswx', 'Givaudan SA', 'CH0010645932', 'Materials'],
  [100213, 'LOGN:xswx', 'Logitech International SA', 'CH0025751329', 'Technology'],
  [100214, 'SCMN:xswx', 'Swisscom AG', 'CH0008742519', 'Telecom'],
];

const SE_SSE: Row[] = [
  [100301, 'VOLV_B:xsto', 'Volvo AB - B', 'SE0000115446', 'Industrials'],
  [100302, 'ERIC_B:xsto', 'Telefonaktiebolaget LM Ericsson - B', 'SE0000108656', 'Technology'],
  [100303, 'ATCO_A:xsto', 'Atlas Copco AB - A', 'SE0017486889', 'Industrials'],
  [100304, 'INVE_B:xsto', 'Investor AB - B', 'SE0015811963', 'Financials'],
  [100305, 'HM_B:xsto', 'H & M Hennes & Mauritz AB - B', 'SE0000106270', 'Consumer'],
  [100306, 'SAND:xsto', 'Sandvik AB', 'SE0000667891', 'Industrials'],
  [100307, 'SEB_A:xsto', 'Skandinaviska Enskilda Banken AB - A', 'SE0000148884', 'Financials'],
  [100308, 'SWED_A:xsto', 'Swedbank AB - A', 'SE0000242455', 'Financials'],
  [100309, 'ASSA_B:xsto', 'Assa Abloy AB - B', 'SE0007100581', 'Industrials'],
  [100310, 'EVO:xsto', 'Evolution AB', 'SE0012673267', 'Consumer'],
];

const NO_OSE: Row[] = [
  [100401, 'EQNR:xosl', 'Equinor ASA', 'NO0010096985', 'Energy'],
  [100402, 'DNB:xosl', 'DNB Bank ASA', 'NO0010161896', 'Financials'],
  [100403, 'TEL:xosl', 'Telenor ASA', 'NO0010063308', 'Telecom'],
  [100404, 'NHY:xosl', 'Norsk Hydro ASA', 'NO0005052605', 'Materials'],
  [100405, 'MOWI:xosl', 'Mowi ASA', 'NO0003054108', 'Consumer'],
  [100406, 'ORK:xosl', 'Orkla ASA', 'NO0003733800', 'Consumer'],
  [100407, 'YAR:xosl', 'Yara International ASA', 'NO0010208051', 'Materials'],
];

const FI_HSE: Row[] = [
  [100501, 'NOKIA:xhel', 'Nokia Oyj', 'FI0009000681', 'Technology'],
  [100502, 'NDA_FI:xhel', 'Nordea Bank Abp', 'FI4000297767', 'Financials'],
  [100503, 'KNEBV:xhel', 'Kone Oyj - B', 'FI0009013403', 'Industrials'],
  [100504, 'UPM:xhel', 'UPM-Kymmene Oyj', 'FI0009005987', 'Materials'],
  [100505, 'NESTE:xhel', 'Neste Oyj', 'FI0009013296', 'Energy'],
  [100506, 'FORTUM:xhel', 'Fortum Oyj', 'FI0009007132', 'Utilities'],
  [100507, 'WRT1V:xhel', 'Wartsila Oyj Abp', 'FI0009003727', 'Industrials'],
];

const IT_MIL: Row[] = [
  [100601, 'ENEL:xmil', 'Enel SpA', 'IT0003128367', 'Utilities'],
  [100602, 'ENI:xmil', 'Eni SpA', 'IT0003132476', 'Energy'],
  [100603, 'ISP:xmil', 'Intesa Sanpaolo SpA', 'IT0000072618', 'Financials'],
  [100604, 'UCG:xmil', 'UniCredit SpA', 'IT0005239360', 'Financials'],
  [100605, 'RACE:xmil', 'Ferrari NV', 'NL0011585146', 'Automotive'],
  [100606, 'G:xmil', 'Assicurazioni Generali SpA', 'IT0000062072', 'Financials'],
  [100607, 'MONC:xmil', 'Moncler SpA', 'IT0004965148', 'Consumer'],
  [100608, 'PRY:xmil', 'Prysmian SpA', 'IT0004176001', 'Industrials'],
  [100609, 'LDO:xmil', 'Leonardo SpA', 'IT0003856405', 'Industrials'],
];

const ES_SIBE: Row[] = [
  [100701, 'IBE:xmad', 'Iberdrola SA', 'ES0144580Y14', 'Utilities'],
  [100702, 'SAN:xmad', 'Banco Santander SA', 'ES0113900J37', 'Financials'],
  [100703, 'BBVA:xmad', 'Banco Bilbao Vizcaya Argentaria SA', 'ES0113211835', 'Financials'],
  [100704, 'ITX:xmad', 'Industria de Diseno Textil SA', 'ES0148396007', 'Consumer'],
  [100705, 'TEF:xmad', 'Telefonica SA', 'ES0178430E18', 'Telecom'],
  [100706, 'REP:xmad', 'Repsol SA', 'ES0173516115', 'Energy'],
  [100707, 'AMS:xmad', 'Amadeus IT Group SA', 'ES0109067019', 'Technology'],
  [100708, 'CABK:xmad', 'CaixaBank SA', 'ES0140609019', 'Financials'],
  [100709, 'AENA:xmad', 'Aena SME SA', 'ES0105046017', 'Industrials'],
];

const BE_BRU: Row[] = [
  [100801, 'ABI:xbru', 'Anheuser-Busch InBev SA/NV', 'BE0974293251', 'Consumer'],
  [100802, 'KBC:xbru', 'KBC Groep NV', 'BE0003565737', 'Financials'],
  [100803, 'UCB:xbru', 'UCB SA', 'BE0003739530', 'Healthcare'],
  [100804, 'SOLB:xbru', 'Solvay SA', 'BE0003470755', 'Materials'],
  [100805, 'AGS:xbru', 'Ageas SA/NV', 'BE0974264930', 'Financials'],
  [100806, 'UMI:xbru', 'Umicore SA', 'BE0974320526', 'Materials'],
];

const PT_LISB: Row[] = [
  [100901, 'EDP:xlis', 'EDP - Energias de Portugal SA', 'PTEDP0AM0009', 'Utilities'],
  [100902, 'GALP:xlis', 'Galp Energia SGPS SA', 'PTGAL0AM0009', 'Energy'],
  [100903, 'JMT:xlis', 'Jeronimo Martins SGPS SA', 'PTJMT0AE0001', 'Consumer'],
  [100904, 'BCP:xlis', 'Banco Comercial Portugues SA', 'PTBCP0AM0015', 'Financials'],
];

const AT_VIE: Row[] = [
  [101001, 'EBS:xwbo', 'Erste Group Bank AG', 'AT0000652011', 'Financials'],
  [101002, 'OMV:xwbo', 'OMV AG', 'AT0000743059', 'Energy'],
  [101003, 'VER:xwbo', 'Verbund AG', 'AT0000746409', 'Utilities'],
  [101004, 'VOE:xwbo', 'voestalpine AG', 'AT0000937503', 'Materials'],
];

const PL_WSE: Row[] = [
  [101101, 'PKN:xwar', 'Orlen SA', 'PLPKN0000018', 'Energy'],
  [101102, 'PKO:xwar', 'PKO Bank Polski SA', 'PLPKO0000016', 'Financials'],
  [101103, 'PZU:xwar', 'Powszechny Zaklad Ubezpieczen SA', 'PLPZU0000011', 'Financials'],
  [101104, 'KGH:xwar', 'KGHM Polska Miedz SA', 'PLKGHM000017', 'Materials'],
  [101105, 'CDR:xwar', 'CD Projekt SA', 'PLOPTTC00011', 'Media'],
];

const IE_ISE: Row[] = [
  [101201, 'KRZ:xmsm', 'Kerry Group Plc', 'IE0004906560', 'Consumer'],
  [101202, 'BIRG:xmsm', 'Bank of Ireland Group Plc', 'IE00BD1RP616', 'Financials'],
  [101203, 'KRX:xmsm', 'Kingspan Group Plc', 'IE0004927939', 'Industrials'],
  [101204, 'RYA:xmsm', 'Ryanair Holdings Plc', 'IE00BYTBXV33', 'Industrials'],
];

const JP_TSE: Row[] = [
  [101301, '7203:xtks', 'Toyota Motor Corp.', 'JP3633400001', 'Automotive'],
  [101302, '6758:xtks', 'Sony Group Corp.', 'JP3435000009', 'Technology'],
  [101303, '9984:xtks', 'SoftBank Group Corp.', 'JP3436100006', 'Telecom'],
  [101304, '6861:xtks', 'Keyence Corp.', 'JP3236200006', 'Technology'],
  [101305, '8306:xtks', 'Mitsubishi UFJ Financial Group Inc.', 'JP3902900004', 'Financials'],
  [101306, '7974:xtks', 'Nintendo Co. Ltd', 'JP3756600007', 'Media'],
  [101307, '9983:xtks', 'Fast Retailing Co. Ltd', 'JP3802300008', 'Consumer'],
  [101308, '8035:xtks', 'Tokyo Electron Ltd', 'JP3571400005', 'Technology'],
  [101309, '7267:xtks', 'Honda Motor Co. Ltd', 'JP3854600008', 'Automotive'],
  [101310, '6501:xtks', 'Hitachi Ltd', 'JP3788600009', 'Industrials'],
];

const HK_HKEX: Row[] = [
  [101401, '700:xhkg', 'Tencent Holdings Ltd', 'KYG875721634', 'Technology'],
  [101402, '9988:xhkg', 'Alibaba Group Holding Ltd', 'KYG017191142', 'Consumer'],
  [101403, '5:xhkg', 'HSBC Holdings Plc', 'GB0005405286', 'Financials'],
  [101404, '1299:xhkg', 'AIA Group Ltd', 'HK0000069689', 'Financials'],
  [101405, '3690:xhkg', 'Meituan - Class B', 'KYG596691041', 'Consumer'],
  [101406, '941:xhkg', 'China Mobile Ltd', 'HK0941009539', 'Telecom'],
  [101407, '388:xhkg', 'Hong Kong Exchanges and Clearing Ltd', 'HK0388045442', 'Financials'],
  [101408, '1810:xhkg', 'Xiaomi Corp. - Class B', 'KYG9830T1067', 'Technology'],
  [101409, '1211:xhkg', 'BYD Co. Ltd - H', 'CNE100000296', 'Automotive'],
];

const SG_SGX: Row[] = [
  [101501, 'D05:xses', 'DBS Group Holdings Ltd', 'SG1L01001701', 'Financials'],
  [101502, 'O39:xses', 'Oversea-Chinese Banking Corp. Ltd', 'SG1S04926220', 'Financials'],
  [101503, 'U11:xses', 'United Overseas Bank Ltd', 'SG1M31001969', 'Financials'],
  [101504, 'Z74:xses', 'Singapore Telecommunications Ltd', 'SG1T75931496', 'Telecom'],
];

const AU_ASX: Row[] = [
  [101601, 'BHP:xasx', 'BHP Group Ltd', 'AU000000BHP4', 'Materials'],
  [101602, 'CBA:xasx', 'Commonwealth Bank of Australia', 'AU000000CBA7', 'Financials'],
  [101603, 'CSL:xasx', 'CSL Ltd', 'AU000000CSL8', 'Healthcare'],
  [101604, 'NAB:xasx', 'National Australia Bank Ltd', 'AU000000NAB4', 'Financials'],
  [101605, 'WBC:xasx', 'Westpac Banking Corp.', 'AU000000WBC1', 'Financials'],
  [101606, 'ANZ:xasx', 'ANZ Group Holdings Ltd', 'AU000000ANZ3', 'Financials'],
  [101607, 'WOW:xasx', 'Woolworths Group Ltd', 'AU000000WOW2', 'Consumer'],
  [101608, 'WES:xasx', 'Wesfarmers Ltd', 'AU000000WES1', 'Consumer'],
  [5081, 'TLS:xasx', 'Telstra Corp. Ltd', 'AU000000TLS2', 'Telecom'],
  [101610, 'FMG:xasx', 'Fortescue Ltd', 'AU000000FMG4', 'Materials'],
  [101611, 'MQG:xasx', 'Macquarie Group Ltd', 'AU000000MQG1', 'Financials'],
];

const CA_TSX: Row[] = [
  [101701, 'RY:xtse', 'Royal Bank of Canada', 'CA7800871021', 'Financials'],
  [101702, 'TD:xtse', 'Toronto-Dominion Bank', 'CA8911605092', 'Financials'],
  [101703, 'SHOP:xtse', 'Shopify Inc. - Class A', 'CA82509L1076', 'Technology'],
  [101704, 'ENB:xtse', 'Enbridge Inc.', 'CA29250N1050', 'Energy'],
  [101705, 'CNR:xtse', 'Canadian National Railway Co.', 'CA1363751027', 'Industrials'],
  [101706, 'BNS:xtse', 'Bank of Nova Scotia', 'CA0641491075', 'Financials'],
  [101707, 'SU:xtse', 'Suncor Energy Inc.', 'CA8672241079', 'Energy'],
];

const NZ_NZSE: Row[] = [
  [101801, 'FPH:xnze', 'Fisher & Paykel Healthcare Corp. Ltd', 'NZFAPE0001S2', 'Healthcare'],
  [101802, 'AIA:xnze', 'Auckland International Airport Ltd', 'NZAIAE0002S6', 'Industrials'],
  [101803, 'MEL:xnze', 'Meridian Energy Ltd', 'NZMELE0002S7', 'Utilities'],
  [101804, 'SPK:xnze', 'Spark New Zealand Ltd', 'NZTELE0001S4', 'Telecom'],
];

const ZA_JSE: Row[] = [
  [101901, 'NPN:xjse', 'Naspers Ltd - N', 'ZAE000015889', 'Media'],
  [101902, 'FSR:xjse', 'FirstRand Ltd', 'ZAE000066304', 'Financials'],
  [101903, 'SBK:xjse', 'Standard Bank Group Ltd', 'ZAE000109815', 'Financials'],
  [101904, 'MTN:xjse', 'MTN Group Ltd', 'ZAE000042164', 'Telecom'],
  [101905, 'SOL:xjse', 'Sasol Ltd', 'ZAE000006896', 'Energy'],
];

const ETFS: CoreListing[] = [
  ...rows('NYSE_ARCA', 'Etf', [
    [36590, 'SPY:arcx', 'SPDR S&P 500 ETF Trust', 'US78462F1030', 'Equity index'],
    [36591, 'IVV:arcx', 'iShares Core S&P 500 ETF', 'US4642872000', 'Equity index'],
    [36592, 'VOO:arcx', 'Vanguard S&P 500 ETF', 'US9229083632', 'Equity index'],
    [36593, 'VTI:arcx', 'Vanguard Total Stock Market ETF', 'US9229087690', 'Equity index'],
    [36594, 'IWM:arcx', 'iShares Russell 2000 ETF', 'US4642876555', 'Equity index'],
    [36595, 'EEM:arcx', 'iShares MSCI Emerging Markets ETF', 'US4642872349', 'Emerging markets'],
  ]),
  ...rows('NASDAQ', 'Etf', [[36596, 'QQQ:xnas', 'Invesco QQQ Trust Series 1', 'US46090E1038', 'Equity index']]),
  ...rows('FSE', 'Etf', [
    [36601, 'VWCE:xetr', 'Vanguard FTSE All-World UCITS ETF - Acc', 'IE00BK5BQT80', 'Global equity'],
    [36602, 'EUNL:xetr', 'iShares Core MSCI World UCITS ETF - Acc', 'IE00B4L5Y983', 'Global equity'],
    [36603, 'SXR8:xetr', 'iShares Core S&P 500 UCITS ETF - Acc', 'IE00B5BMR087', 'Equity index'],
    [36604, 'EXS1:xetr', 'iShares Core DAX UCITS ETF (DE)', 'DE0005933931', 'Equity index'],
    [36605, 'XDWD:xetr', 'Xtrackers MSCI World UCITS ETF 1C', 'IE00BJ0KDQ92', 'Global equity'],
  ]),
  ...rows('AMS', 'Etf', [[36611, 'IWDA:xams', 'iShares Core MSCI World UCITS ETF', 'IE00B4L5Y983', 'Global equity']]),
  ...rows('LSE_SETS', 'Etf', [
    [36621, 'CSPX:xlon', 'iShares Core S&P 500 UCITS ETF', 'IE00B5BMR087', 'Equity index'],
    [36622, 'VUSA:xlon', 'Vanguard S&P 500 UCITS ETF', 'IE00B3XXRP09', 'Equity index'],
    [36623, 'ISF:xlon', 'iShares Core FTSE 100 UCITS ETF', 'IE0005042456', 'Equity index'],
  ]),
  ...rows('PAR', 'Etf', [[36631, 'CAC:xpar', 'Amundi CAC 40 UCITS ETF Dist', 'FR0007052782', 'Equity index']]),
];

const ETCS: CoreListing[] = [
  ...rows('LSE_SETS', 'Etc', [
    [36701, 'SGLD:xlon', 'Invesco Physical Gold ETC', 'IE00B579F325', 'Precious metals'],
    [36702, 'SGLN:xlon', 'iShares Physical Gold ETC', 'IE00B4ND3602', 'Precious metals'],
    [36703, 'BRNT:xlon', 'WisdomTree Brent Crude Oil', 'JE00B78CGV99', 'Energy'],
    [36704, 'PHAG:xlon', 'WisdomTree Physical Silver', 'JE00B1VS3333', 'Precious metals'],
  ]),
  ...rows('FSE', 'Etc', [[36711, '4GLD:xetr', 'Xetra-Gold', 'DE000A0S9GB0', 'Precious metals']]),
];

const INDICES: CoreListing[] = [
  ...rows('CBOE', 'StockIndex', [
    [4913, 'SPX.I', 'S&P 500 Index', '', 'Equity index'],
    [4914, 'NDX.I', 'NASDAQ 100 Index', '', 'Equity index'],
    [4915, 'DJI.I', 'Dow Jones Industrial Average', '', 'Equity index'],
    [4916, 'RUT.I', 'Russell 2000 Index', '', 'Equity index'],
    [4917, 'VIX.I', 'CBOE Volatility Index', '', 'Volatility'],
  ]),
  ...rows('FSE', 'StockIndex', [[4920, 'DAX.I', 'DAX Index', '', 'Equity index']]),
  ...rows('EUREX', 'StockIndex', [[4921, 'SX5E.I', 'Euro Stoxx 50 Index', '', 'Equity index']]),
  ...rows('LSE_SETS', 'StockIndex', [[4922, 'UKX.I', 'FTSE 100 Index', '', 'Equity index']]),
  ...rows('PAR', 'StockIndex', [[4923, 'PX1.I', 'CAC 40 Index', '', 'Equity index']]),
  ...rows('AMS', 'StockIndex', [[4924, 'AEX.I', 'AEX Index', '', 'Equity index']]),
  ...rows('SWX', 'StockIndex', [[4925, 'SMI.I', 'Swiss Market Index', '', 'Equity index']]),
  ...rows('SSE', 'StockIndex', [[4926, 'OMXS30.I', 'OMX Stockholm 30 Index', '', 'Equity index']]),
  ...rows('CSE', 'StockIndex', [[4927, 'OMXC25.I', 'OMX Copenhagen 25 Index', '', 'Equity index']]),
  ...rows('TSE', 'StockIndex', [[4928, 'N225.I', 'Nikkei 225 Index', '', 'Equity index']]),
  ...rows('HKEX', 'StockIndex', [[4929, 'HSI.I', 'Hang Seng Index', '', 'Equity index']]),
  ...rows('ASX', 'StockIndex', [[4930, 'XJO.I', 'S&P/ASX 200 Index', '', 'Equity index']]),
];

const CFD_INDICES: CoreListing[] = rows(
  'SBFX',
  'CfdOnIndex',
  [
    [4911, 'US500.I', 'US 500', '', 'Equity index'],
    [4912, 'USNAS100.I', 'US Tech 100 NAS', '', 'Equity index'],
    [4940, 'US30.I', 'US 30 Wall Street', '', 'Equity index'],
    [4941, 'GER40.I', 'Germany 40', '', 'Equity index'],
    [4942, 'UK100.I', 'UK 100', '', 'Equity index'],
    [4943, 'FRA40.I', 'France 40', '', 'Equity index'],
    [4944, 'EU50.I', 'EU Stocks 50', '', 'Equity index'],
    [4945, 'JP225.I', 'Japan 225', '', 'Equity index'],
    [4946, 'HK50.I', 'Hong Kong 50', '', 'Equity index'],
    [4947, 'AUS200.I', 'Australia 200', '', 'Equity index'],
    [4948, 'NETH25.I', 'Netherlands 25', '', 'Equity index'],
    [4949, 'SWI20.I', 'Switzerland 20', '', 'Equity index'],
  ],
  { currency: 'USD' },
);

/** FX crosses: [uic, symbol, description]; the first four carry the broker's own Uics. */
const FX: ReadonlyArray<readonly [number, string, string, string?]> = [
  [12, 'EURAUD', 'Euro/Australian Dollar'],
  [21, 'EURUSD', 'Euro/US Dollar'],
  [22, 'GBPAUD', 'British Pound/Australian Dollar'],
  [23, 'GBPCAD', 'British Pound/Canadian Dollar'],
  [31, 'GBPUSD', 'British Pound/US Dollar'],
  [42, 'USDJPY', 'US Dollar/Japanese Yen'],
  [17, 'EURGBP', 'Euro/British Pound'],
  [39, 'USDCHF', 'US Dollar/Swiss Franc'],
  [4, 'AUDUSD', 'Australian Dollar/US Dollar'],
  [38, 'USDCAD', 'US Dollar/Canadian Dollar'],
  [37, 'NZDUSD', 'New Zealand Dollar/US Dollar'],
  [18, 'EURJPY', 'Euro/Japanese Yen'],
  [14, 'EURCHF', 'Euro/Swiss Franc'],
  [20, 'EURSEK', 'Euro/Swedish Krona'],
  [19, 'EURNOK', 'Euro/Norwegian Krone'],
  [15, 'EURDKK', 'Euro/Danish Krone'],
  [40, 'USDDKK', 'US Dollar/Danish Krone'],
  [45, 'USDSEK', 'US Dollar/Swedish Krona'],
  [41, 'USDNOK', 'US Dollar/Norwegian Krone'],
  [47, 'USDPLN', 'US Dollar/Polish Zloty'],
  [24, 'GBPJPY', 'British Pound/Japanese Yen'],
  [2, 'AUDJPY', 'Australian Dollar/Japanese Yen'],
  [1235, 'USDCNH', 'US Dollar/Chinese Yuan Renminbi (Offshore)'],
  [1639, 'USDSGD', 'US Dollar/Singapore Dollar'],
  [1311, 'USDHKD', 'US Dollar/Hong Kong Dollar'],
  [1315, 'USDZAR', 'US Dollar/South African Rand'],
  [8176, 'XAUUSD', 'Gold/US Dollar', 'PreciousMetal'],
  [8177, 'XAGUSD', 'Silver/US Dollar', 'PreciousMetal'],
  [8178, 'XPTUSD', 'Platinum/US Dollar', 'PreciousMetal'],
  [21700189, 'BTCUSD', 'Bitcoin/US Dollar', 'CryptoCurrencies'],
  [21750301, 'ETHUSD', 'Ethereum/US Dollar', 'CryptoCurrencies'],
];

export interface CoreFxPair {
  uic: number;
  symbol: string;
  description: string;
  /** Quote currency (the pair's last three letters). */
  currency: string;
  displayHint: 'Forex' | 'PreciousMetal' | 'CryptoCurrencies';
}

export const CORE_FX: readonly CoreFxPair[] = FX.map(([uic, symbol, description, hint]) => ({
  uic,
  symbol,
  description,
  currency: symbol.slice(3),
  displayHint: (hint ?? 'Forex') as CoreFxPair['displayHint'],
}));

export const CORE_LISTINGS: readonly CoreListing[] = [
  ...rows('NASDAQ', 'Stock', US_NASDAQ),
  ...rows('NYSE', 'Stock', US_NYSE),
  ...rows('FSE', 'Stock', DE_XETRA),
  ...rows('LSE_SETS', 'Stock', UK_LSE),
  ...rows('AMS', 'Stock', NL_AMS),
  ...rows('CSE', 'Stock', DK_CSE),
  ...rows('SWX', 'Stock', CH_SWX),
  ...rows('SSE', 'Stock', SE_SSE),
  ...rows('OSE', 'Stock', NO_OSE),
  ...rows('HSE', 'Stock', FI_HSE),
  ...rows('MIL', 'Stock', IT_MIL),
  ...rows('SIBE', 'Stock', ES_SIBE),
  ...rows('BRU', 'Stock', BE_BRU),
  ...rows('LISB', 'Stock', PT_LISB),
  ...rows('VIE', 'Stock', AT_VIE),
  ...rows('WSE', 'Stock', PL_WSE),
  ...rows('ISE', 'Stock', IE_ISE),
  ...rows('TSE', 'Stock', JP_TSE),
  ...rows('HKEX', 'Stock', HK_HKEX),
  ...rows('SGX-ST', 'Stock', SG_SGX),
  ...rows('ASX', 'Stock', AU_ASX),
  ...rows('TSX', 'Stock', CA_TSX),
  ...rows('NZSE', 'Stock', NZ_NZSE),
  ...rows('JSE', 'Stock', ZA_JSE),
  ...ETFS,
  ...ETCS,
  ...INDICES,
  ...CFD_INDICES,
];

/** ISINs of Paris listings (see paris.ts), by symbol. */
export const PARIS_ISINS: Readonly<Record<string, string>> = {
  'TTE:xpar': 'FR0000120271',
  'MC:xpar': 'FR0000121014',
  'BNP:xpar': 'FR0000131104',
  'AF:xpar': 'FR001400J770',
  'AI:xpar': 'FR0000120073',
  'AIR:xpar': 'NL0000235190',
  'SAN:xpar': 'FR0000120578',
  'STLAP:xpar': 'NL00150001Q9',
  'SU:xpar': 'FR0000121972',
  'TCFP:xpar': 'FR0000121329',
  'RNO:xpar': 'FR0000131906',
  'ENGI:xpar': 'FR0010208488',
  'EDEN:xpar': 'FR0010908533',
  'DAST:xpar': 'FR0014003TT8',
  'EL:xpar': 'FR0000121667',
  'WLN:xpar': 'FR0011981968',
  'RI:xpar': 'FR0000120693',
  'OR:xpar': 'FR0000120321',
  'GLE:xpar': 'FR0000130809',
  'CS:xpar': 'FR0000120628',
  'SGO:xpar': 'FR0000125007',
  'CAP:xpar': 'FR0000125338',
  'DG:xpar': 'FR0000125486',
  'STMPA:xpar': 'NL0000226223',
  'SAF:xpar': 'FR0000073272',
  'ALO:xpar': 'FR0010220475',
  'TEP:xpar': 'FR0000051807',
  'RMS:xpar': 'FR0000052292',
  'VIE:xpar': 'FR0000124141',
  'ACA:xpar': 'FR0000045072',
  'CA:xpar': 'FR0000120172',
  'KER:xpar': 'FR0000121485',
  'ORA:xpar': 'FR0000133308',
  'VIV:xpar': 'FR0000127771',
  'LR:xpar': 'FR0010307819',
  'URW:xpar': 'FR0013326246',
  'PUBP:xpar': 'FR0000130577',
  'BN:xpar': 'FR0000120644',
  'AC:xpar': 'FR0000120404',
  'EN:xpar': 'FR0000120503',
  'EUFI:xpar': 'FR0014000MR3',
  'ML:xpar': 'FR001400AJ45',
  'CRI:xpar': 'FR0000130692',
};
