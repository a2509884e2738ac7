/**
 * Positions of the demo clients, per account (sub-accounts included). Symbols
 * refer to the reference-data listings (refdata/data) or to the bonds of
 * refdata/data/bonds.ts. A bare symbol gets a quantity drawn from the account's range;
 * a `[symbol, quantity]` pair fixes it (bonds: nominal amount).
 *
 * Order matters for event ids: instruments are numbered in order of first
 * appearance in this file, so append new instruments at the end of a list
 * rather than inserting them.
 */
export type PositionEntry = string | readonly [symbol: string, quantity: number];

export interface AccountPositions {
  accountKey: string;
  /** Range and rounding step of drawn quantities. */
  quantity: { min: number; max: number; step: number };
  positions: readonly PositionEntry[];
}

export const ACCOUNT_POSITIONS: readonly AccountPositions[] = [
  // Mikkel Sørensen: main account (DKK)
  {
    accountKey: 'Ak1Ms9DkK2rTq4LxW8nP0g==',
    quantity: { min: 10, max: 400, step: 5 },
    positions: [
      'NOVO_B:xcse', 'MAERSK_B:xcse', 'CARL_B:xcse', 'DSV:xcse', 'VWS:xcse', 'ORSTED:xcse', 'COLO_B:xcse', 'DANSKE:xcse', 'GMAB:xcse',
      'PNDORA:xcse', 'NSIS_B:xcse', 'TRYG:xcse', 'DEMANT:xcse', 'JYSK:xcse', 'ISS:xcse',
      'VOLV_B:xsto', 'ERIC_B:xsto', 'INVE_B:xsto', 'HM_B:xsto', 'EQNR:xosl', 'DNB:xosl', 'NOKIA:xhel', 'NDA_FI:xhel', 'KNEBV:xhel',
      'ASML:xams', 'SAP:xetr', 'SIE:xetr', 'ALV:xetr', 'NESN:xswx', 'NOVN:xswx', 'ROG:xswx', ['IBE:xmad', 420], 'TTE:xpar', 'MC:xpar',
      'AIR:xpar', 'ENEL:xmil', 'RACE:xmil', ['ADYEN:xams', 12], 'INGA:xams', 'ABI:xbru', 'IWDA:xams', 'EXS1:xetr',
    ],
  },
  // Mikkel Sørensen: US equities (USD)
  {
    accountKey: 'Ak2Ms8UsD3sUr5MyX9oQ1h==',
    quantity: { min: 5, max: 250, step: 1 },
    positions: [
      'AAPL:xnas', 'MSFT:xnas', 'AMZN:xnas', 'GOOGL:xnas', 'META:xnas', 'NVDA:xnas', 'TSLA:xnas', 'NFLX:xnas', 'AVGO:xnas', 'COST:xnas',
      'AMD:xnas', 'INTC:xnas', 'KO:xnys', 'JNJ:xnys', 'JPM:xnys', 'V:xnys', 'PG:xnys', 'XOM:xnys', 'DIS:xnys', 'T:xnys', 'VZ:xnys',
      'PFE:xnys', 'IBM:xnys', 'SPY:arcx', 'QQQ:xnas', 'VOO:arcx', ['SPOT:xnys', 40],
    ],
  },
  // Mikkel Sørensen: pension savings (DKK, cash products only)
  {
    accountKey: 'Ak3Ms7PnS4tVs6NzY0pR2i==',
    quantity: { min: 20, max: 600, step: 5 },
    positions: [
      'IWDA:xams', 'EUNL:xetr', 'SXR8:xetr', 'CSPX:xlon', 'VUSA:xlon', 'SGLN:xlon', '4GLD:xetr', 'NOVO_B:xcse', 'DSV:xcse', 'TRYG:xcse',
      'CARL_B:xcse', 'COLO_B:xcse', ['DGB 2.25 11/15/33', 250_000], ['NYKRE 4 10/01/56', 400_000], ['NDASS 1 10/01/50', 300_000],
      ['RDKRE 4 10/01/56', 200_000],
    ],
  },
  // Mikkel Sørensen: child savings, a sub-account of the main account
  {
    accountKey: 'Ak4Ms6KiD5uWt7OaZ1qS3j==',
    quantity: { min: 2, max: 60, step: 1 },
    positions: ['GN:xcse', 'NKE:xnys', 'PNDORA:xcse', 'ORSTED:xcse', 'VWCE:xetr'],
  },

  // Nordlys Capital A/S: Treasury EUR
  {
    accountKey: 'Bn1Nc9EuR2rTq4LxW8nP0g==',
    quantity: { min: 500, max: 20_000, step: 100 },
    positions: [
      ['DBR 2.6 08/15/34', 5_000_000], ['FRTR 3 05/25/33', 3_000_000], ['BTPS 4 04/30/35', 2_000_000], ['SIEGR 3 11/22/28', 1_500_000],
      ['VW 3.375 04/06/28', 1_000_000], ['NOVOB 3.375 05/21/34', 800_000], ['ORSTED 2.25 06/14/28', 1_200_000],
      'ALV:xetr', 'MUV2:xetr', 'BAS:xetr', 'BAYN:xetr', 'BMW:xetr', 'MBG:xetr', 'VOW3:xetr', 'DTE:xetr', 'DBK:xetr', 'DHL:xetr', 'ADS:xetr',
      'IFX:xetr', 'EOAN:xetr', 'RWE:xetr', 'HEN3:xetr', 'CON:xetr', 'DB1:xetr', 'RHM:xetr', 'CBK:xetr', 'ENR:xetr', 'ZAL:xetr',
      'ISP:xmil', 'UCG:xmil', 'G:xmil', 'ENI:xmil', 'PRY:xmil', 'LDO:xmil', 'MONC:xmil',
      'SAN:xmad', 'BBVA:xmad', 'ITX:xmad', 'TEF:xmad', 'REP:xmad', 'AMS:xmad', 'CABK:xmad', 'AENA:xmad',
      'KBC:xbru', 'UCB:xbru', 'SOLB:xbru', 'AGS:xbru', 'UMI:xbru', 'EBS:xwbo', 'OMV:xwbo', 'VER:xwbo', 'VOE:xwbo',
      'PHIA:xams', 'AD:xams', 'KPN:xams', 'WKL:xams', 'HEIA:xams', 'NN:xams', 'ABN:xams', 'AKZA:xams', 'IMCD:xams', 'PRX:xams', 'MT:xams',
      'ASRNL:xams', 'AGN:xams', 'RAND:xams',
      'BNP:xpar', 'GLE:xpar', 'CS:xpar', 'SU:xpar', 'DG:xpar', 'VIE:xpar', 'ENGI:xpar', 'ORA:xpar', 'AI:xpar', 'SAN:xpar', 'OR:xpar',
      'SAF:xpar', 'CAP:xpar', 'KER:xpar', 'RI:xpar', 'EL:xpar', 'DAST:xpar', 'STLAP:xpar', 'ACA:xpar', 'CA:xpar', 'BN:xpar', 'AC:xpar',
      'EN:xpar', 'LR:xpar', 'PUBP:xpar', 'VIV:xpar', 'URW:xpar', 'ML:xpar', 'RMS:xpar', 'TEP:xpar', 'ALO:xpar', 'RNO:xpar', 'SGO:xpar',
      'TCFP:xpar', 'AF:xpar', 'WLN:xpar', 'EDEN:xpar', 'EUFI:xpar', 'CRI:xpar', 'STMPA:xpar',
      'EDP:xlis', 'GALP:xlis', 'JMT:xlis', 'BCP:xlis', 'NESTE:xhel', 'UPM:xhel', 'FORTUM:xhel', 'WRT1V:xhel',
      'KRZ:xmsm', 'BIRG:xmsm', 'KRX:xmsm', 'RYA:xmsm', 'XDWD:xetr', 'CAC:xpar',
      ['TTEFP 3.25 07/17/30', 2_000_000], ['ALVGR 4.597 09/07/38', 1_500_000], ['BKO 2.2 03/10/27', 4_000_000], ['KFW 2.75 02/15/29', 2_500_000],
    ],
  },
  // Nordlys Capital A/S: Treasury USD
  {
    accountKey: 'Bn2Nc8UsD3sUr5MyX9oQ1h==',
    quantity: { min: 200, max: 15_000, step: 100 },
    positions: [
      ['T 4.25 11/15/34', 4_000_000], ['T 4.625 02/15/27', 2_500_000], ['AAPL 4.421 05/08/26', 1_000_000], ['MSFT 3.3 02/06/27', 750_000],
      'BRK.B:xnys', 'JPM:xnys', 'BAC:xnys', 'GS:xnys', 'CVX:xnys', 'XOM:xnys', 'UNH:xnys', 'LLY:xnys', 'ABBV:xnys', 'MRK:xnys', 'HD:xnys',
      'CAT:xnys', 'MMM:xnys', 'MCD:xnys', 'WMT:xnys', 'MA:xnys', 'ORCL:xnys', 'CRM:xnys', 'BA:xnys', 'CSCO:xnas', 'QCOM:xnas', 'PEP:xnas',
      'SBUX:xnas', 'IVV:arcx', 'IWM:arcx', 'EEM:arcx',
    ],
  },
  // Nordlys Capital A/S: strategic holdings (DKK)
  {
    accountKey: 'Bn3Nc7DkK4tVs6NzY0pR2i==',
    quantity: { min: 1_000, max: 50_000, step: 100 },
    positions: [
      ['NYKRE 4 10/01/56', 20_000_000], ['RDKRE 5 10/01/56', 15_000_000], ['DGB 2.25 11/15/33', 10_000_000],
      'NOVO_B:xcse', 'MAERSK_B:xcse', 'DSV:xcse', 'VWS:xcse', 'DANSKE:xcse', 'TRYG:xcse',
      'TEL:xosl', ['NHY:xosl', 24_000], 'MOWI:xosl', 'ORK:xosl', 'YAR:xosl', 'SAND:xsto', 'SEB_A:xsto', 'SWED_A:xsto', 'ASSA_B:xsto',
      'EVO:xsto', 'ATCO_A:xsto', ['NDASS 1 10/01/50', 25_000_000], ['JYKRE 4 10/01/53', 12_000_000],
      ['NYKRE 1 10/01/53', 18_000_000], ['NYKRE 5 10/01/56', 9_000_000], ['RDKRE 1.5 10/01/53', 14_000_000], ['RDKRE 4 10/01/56', 11_000_000],
      ['NDASS 2 10/01/53', 8_000_000], ['NDASS 4.5 10/01/56', 6_000_000], ['JYKRE 1 10/01/50', 7_500_000], ['DLRKR 3 10/01/53', 5_000_000],
    ],
  },
  // Nordlys Capital A/S: hedging desk, a sub-account of Treasury EUR
  {
    accountKey: 'Bn4Nc6HeD5uWt7OaZ1qS3j==',
    quantity: { min: 100, max: 3_000, step: 50 },
    positions: ['SAP:xetr', 'ASML:xams', ['TKWY:xams', 2_500], 'GLPG:xams', 'ASM:xams', 'EXS1:xetr'],
  },

  // Harbour View Family Office: core portfolio (USD)
  {
    accountKey: 'Cf1Hv9UsD2rTq4LxW8nP0g==',
    quantity: { min: 100, max: 8_000, step: 25 },
    positions: [
      ['T 4.25 11/15/34', 1_500_000], ['T 4.625 02/15/27', 1_000_000], ['AAPL 4.421 05/08/26', 500_000], ['MSFT 3.3 02/06/27', 500_000],
      'AAPL:xnas', 'MSFT:xnas', 'GOOG:xnas', 'AMZN:xnas', 'BRK.B:xnys', 'JPM:xnys', 'JNJ:xnys', 'PG:xnys', 'KO:xnys', 'PEP:xnas', 'MCD:xnys',
      'HD:xnys', 'UNH:xnys', 'V:xnys', 'MA:xnys', 'XOM:xnys', 'CVX:xnys', 'ABBV:xnys', 'MRK:xnys', 'COST:xnas', 'SBUX:xnas', 'CSCO:xnas',
      'QCOM:xnas', ['ADBE:xnas', 1_200], 'AMD:xnas', 'ORCL:xnys', 'WMT:xnys', 'DIS:xnys', 'IBM:xnys', 'GS:xnys', 'BAC:xnys', 'T:xnys',
      'VZ:xnys', 'PFE:xnys', 'LLY:xnys', 'CAT:xnys', 'MMM:xnys',
      'SPY:arcx', 'VTI:arcx', 'QQQ:xnas', 'EEM:arcx', 'IVV:arcx',
      'RY:xtse', 'TD:xtse', 'ENB:xtse', 'SHOP:xtse', 'CNR:xtse', 'BNS:xtse', 'SU:xtse',
      '7203:xtks', '6758:xtks', '9984:xtks', '6861:xtks', '8306:xtks', '7974:xtks', '9983:xtks', '8035:xtks', '7267:xtks', '6501:xtks',
      '700:xhkg', '9988:xhkg', '1299:xhkg', '3690:xhkg', '941:xhkg', '388:xhkg', '1810:xhkg', '1211:xhkg',
      'BHP:xasx', 'CBA:xasx', 'CSL:xasx', 'NAB:xasx', 'WBC:xasx', 'ANZ:xasx', 'WOW:xasx', 'WES:xasx', 'TLS:xasx', 'FMG:xasx', 'MQG:xasx',
      'D05:xses', 'O39:xses', 'U11:xses', 'Z74:xses', 'FPH:xnze', 'AIA:xnze', 'MEL:xnze', 'SPK:xnze',
      'NPN:xjse', 'FSR:xjse', 'SBK:xjse', 'MTN:xjse', 'SOL:xjse',
      ['T 3.875 08/15/33', 2_000_000], ['JPM 5.35 06/01/34', 750_000], ['EQNR 3.625 09/10/28', 500_000],
    ],
  },
  // Harbour View Family Office: UK portfolio (GBP)
  {
    accountKey: 'Cf2Hv8GbP3sUr5MyX9oQ1h==',
    quantity: { min: 500, max: 40_000, step: 100 },
    positions: [
      ['UKT 4.25 06/07/32', 2_000_000],
      ['SHEL:xlon', 12_000], 'BP.:xlon', 'HSBA:xlon', 'AZN:xlon', 'ULVR:xlon', 'GSK:xlon', 'DGE:xlon', 'RIO:xlon', 'GLEN:xlon', 'BATS:xlon',
      'BARC:xlon', 'LLOY:xlon', ['VOD:xlon', 60_000], 'RR.:xlon', 'BA.:xlon', 'TSCO:xlon', 'NG.:xlon', 'RKT:xlon', 'REL:xlon', 'PRU:xlon',
      'LSEG:xlon', ['AAL:xlon', 9_000], 'ISF:xlon', 'CSPX:xlon', 'VUSA:xlon', 'SGLD:xlon', 'PHAG:xlon', 'BRNT:xlon',
      ['UKT 3.75 01/29/38', 1_500_000],
    ],
  },
  // Harbour View Family Office: European income (EUR, cash products only)
  {
    accountKey: 'Cf3Hv7EuR4tVs6NzY0pR2i==',
    quantity: { min: 200, max: 10_000, step: 50 },
    positions: [
      ['DBR 2.6 08/15/34', 600_000], ['FRTR 3 05/25/33', 400_000], ['BTPS 4 04/30/35', 500_000], ['NOVOB 3.375 05/21/34', 300_000],
      'ENEL:xmil', 'ENI:xmil', 'ISP:xmil', 'G:xmil', 'SAN:xmad', 'TEF:xmad', 'ALV:xetr', 'MUV2:xetr', 'DTE:xetr', 'ABI:xbru', 'KBC:xbru',
      'AGS:xbru', 'EDP:xlis', 'GALP:xlis', 'TTE:xpar', 'BNP:xpar', 'CS:xpar', 'ORA:xpar', 'SAN:xpar', 'VIE:xpar',
      'NESN:xswx', 'NOVN:xswx', 'ZURN:xswx', 'SREN:xswx', 'SCMN:xswx', 'ABBN:xswx', 'UBSG:xswx', 'HOLN:xswx', 'SIKA:xswx', 'GIVN:xswx',
      'LONN:xswx', 'CFR:xswx', 'LOGN:xswx', 'PKN:xwar', 'PKO:xwar', 'PZU:xwar', 'KGH:xwar', 'CDR:xwar', 'EBS:xwbo', 'CAC:xpar', 'EXS1:xetr',
    ],
  },
  // Harbour View Family Office: next-generation trust, a sub-account of the core portfolio
  {
    accountKey: 'Cf4Hv6TrU5uWt7OaZ1qS3j==',
    quantity: { min: 10, max: 500, step: 5 },
    positions: ['AAPL:xnas', 'MSFT:xnas', 'NVDA:xnas', ['TSLA:xnas', 150], 'VTI:arcx', 'QQQ:xnas', 'GOOGL:xnas', 'META:xnas', ['CRM:xnys', 90]],
  },
];
