/**
 * Vocabulary of the corporate-actions service: enumerations, the event type
 * codes (ISO 15022 CAEV), option type codes (CAOP), indicator values and the
 * asset types that can carry corporate actions. Codes are standard; names and
 * descriptions are our own short wording.
 */
import type { CodeDescription } from './types';

export const EVENT_STATES = ['Preliminary', 'Confirmed', 'Approved', 'Withdrawn', 'Cancelled', 'Complete'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** States the event list (4.8) can return; Cancelled and Complete are only reachable through 4.9. */
export const LIST_EVENT_STATES: readonly EventState[] = ['Preliminary', 'Confirmed', 'Approved', 'Withdrawn'];

export const EVENT_STATUSES = ['Active', 'Past', 'Upcoming'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const ELECTION_STATUSES = ['Elected', 'NotElected', 'PartialElected'] as const;
export type ElectionStatus = (typeof ELECTION_STATUSES)[number];

export const CORPORATE_ACTION_TYPES = ['Mandatory', 'Voluntary'] as const;
export type CorporateActionType = (typeof CORPORATE_ACTION_TYPES)[number];

export const SORT_COLUMNS = ['AffectedAccounts', 'CorporateActionType', 'Date', 'EligibleHoldings', 'EventId', 'EventType', 'InstrumentDescription'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const SORT_TYPES = ['Asc', 'Desc'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const LOOKUP_FIELD_GROUPS = ['All', 'AssetTypes', 'EventTypes', 'AllAssetTypes', 'AllEventTypes'] as const;
export type LookupFieldGroup = (typeof LOOKUP_FIELD_GROUPS)[number];

/** Every asset type name of the service (accepted by the AssetTypes filter). */
export const ALL_ASSET_TYPE_NAMES = [
  'Bond',
  'Cash',
  'CertificateBonus',
  'CertificateCappedBonus',
  'CertificateCappedCapitalProtected',
  'CertificateCappedOutperformance',
  'CertificateConstantLeverage',
  'CertificateDiscount',
  'CertificateExpress',
  'CertificateTracker',
  'CertificateUncappedCapitalProtection',
  'CertificateUncappedOutperformance',
  'CfdIndexOption',
  'CfdOnCompanyWarrant',
  'CfdOnEtc',
  'CfdOnEtf',
  'CfdOnEtn',
  'CfdOnFund',
  'CfdOnFutures',
  'CfdOnIndex',
  'CfdOnRights',
  'CfdOnStock',
  'CompanyWarrant',
  'ContractFutures',
  'Etc',
  'Etf',
  'Etn',
  'Fund',
  'FuturesOption',
  'FuturesStrategy',
  'FxBinaryOption',
  'FxForwards',
  'FxKnockInOption',
  'FxKnockOutOption',
  'FxNoTouchOption',
  'FxOneTouchOption',
  'FxSpot',
  'FxVanillaOption',
  'GuaranteeNote',
  'IpoOnStock',
  'ManagedFund',
  'MiniFuture',
  'MutualFund',
  'PortfolioNote',
  'Rights',
  'SrdOnEtf',
  'SrdOnStock',
  'Stock',
  'StockIndex',
  'StockIndexOption',
  'StockOption',
  'Warrant',
  'WarrantDoubleKnockOut',
  'WarrantKnockOut',
  'WarrantOpenEndKnockOut',
  'WarrantSpread',
] as const;

/**
 * Asset types that can carry corporate actions (lookup group AllAssetTypes), with display names: values of
 * the corporate-actions schema's own AssetType, which has none of the extended types (Etf, Etc, Etn, Fund,
 * Rights) reference data uses.
 */
export const CA_ASSET_TYPES: readonly CodeDescription[] = [
  { Code: 'Bond', Name: 'Bond' },
  { Code: 'CertificateBonus', Name: 'Bonus certificate' },
  { Code: 'CertificateTracker', Name: 'Tracker certificate' },
  { Code: 'CompanyWarrant', Name: 'Company warrant' },
  { Code: 'MiniFuture', Name: 'Mini future' },
  { Code: 'MutualFund', Name: 'Mutual fund' },
  { Code: 'Stock', Name: 'Stock' },
  { Code: 'Warrant', Name: 'Warrant' },
];

/**
 * The AssetType of an event on an instrument of the given reference-data type. ETFs, ETCs, ETNs, funds and
 * rights are the "extended" asset types split out of Stock, outside the corporate-actions schema: their
 * events are typed Stock, as they were before the split.
 */
export function caAssetType(type: string): string {
  return type === 'Etf' || type === 'Etc' || type === 'Etn' || type === 'Fund' || type === 'Rights' ? 'Stock' : type;
}

type Vocab = readonly (readonly [code: string, name: string, description: string])[];

/** ISO 15022 corporate action event codes (lookup group AllEventTypes). */
const EVENT_TYPE_ROWS: Vocab = [
  ['ACTV', 'Trading Status: Active', 'Trading in the security resumes after a suspension or a delisting is reversed.'],
  ['ATTI', 'Attachment', 'Two securities that traded separately are combined again into one line.'],
  ['BIDS', 'Repurchase Offer', 'The issuer offers to buy back part of its own securities from the holders, at a fixed price or within a price range.'],
  ['BMET', 'Bondholder Meeting', 'Holders of a debt instrument are invited to a meeting to vote on proposals that concern the bond.'],
  ['BONU', 'Bonus Issue', 'Holders receive additional shares free of charge, in proportion to their holding, funded from reserves.'],
  ['BPUT', 'Put Redemption', 'Holders may ask the issuer to repay the bond before maturity on the terms of the put feature.'],
  ['BRUP', 'Bankruptcy', 'The issuer has entered bankruptcy or similar insolvency proceedings.'],
  ['CAPD', 'Capital Distribution', 'A payment out of capital or share premium rather than out of earnings, often without withholding tax.'],
  ['CAPG', 'Capital Gains Distribution', 'A fund passes realised capital gains on to its unit holders.'],
  ['CAPI', 'Capitalisation', 'Accrued interest or reserves are added to the principal instead of being paid out.'],
  ['CHAN', 'Change', 'The issuer changes a characteristic of the security, such as its name, identifier or form.'],
  ['CLSA', 'Class Action', 'Holders are eligible to join a legal settlement with the issuer or related parties.'],
  ['CMET', 'Court Meeting', 'A meeting convened by a court, typically to approve a scheme of arrangement.'],
  ['CONS', 'Consent', 'Holders are asked to approve a change to the terms and conditions of the security.'],
  ['CONV', 'Conversion', 'The security is converted into another security, at the holder’s or issuer’s initiative.'],
  ['COOP', 'Company Option', 'The issuer exercises an option it holds in respect of the security.'],
  ['DECR', 'Decrease in Value', 'The nominal value of the security is reduced without a payment to holders.'],
  ['DETI', 'Detachment', 'A combined unit is split into its separately traded components.'],
  ['DFLT', 'Bond Default', 'The issuer failed to pay interest or principal when due.'],
  ['DLST', 'Trading Status: Delisted', 'The security is removed from the exchange where it was listed.'],
  ['DRAW', 'Drawing', 'Part of a bond issue is repaid early, with the redeemed units selected by lot.'],
  ['DRIP', 'Dividend Reinvestment', 'Holders can reinvest a cash dividend in new or existing shares of the same company.'],
  ['DSCL', 'Disclosure', 'The issuer or an agent asks holders to disclose their identity or position.'],
  ['DTCH', 'Dutch Auction', 'Holders tender at prices of their choosing within a range; the buyer sets one clearing price.'],
  ['DVCA', 'Cash Dividend', 'A distribution of cash to shareholders in proportion to the shares they hold.'],
  ['DVOP', 'Dividend Option', 'Holders choose how to receive a dividend: in cash, in new shares or a combination.'],
  ['DVSE', 'Stock Dividend', 'A dividend paid in additional shares of the same company instead of cash.'],
  ['EXOF', 'Exchange Offer', 'Holders are invited to exchange their securities for other securities, possibly with cash.'],
  ['EXRI', 'Call on Rights', 'Holders of subscription rights may exercise them to subscribe for new shares.'],
  ['EXTM', 'Maturity Extension', 'The maturity date of a debt instrument is moved to a later date.'],
  ['EXWA', 'Warrant Exercise', 'Holders of warrants may exercise them to buy the underlying securities.'],
  ['INCR', 'Increase in Value', 'The nominal value of the security is increased.'],
  ['INFO', 'Information', 'A notice for information only; no action or payment follows.'],
  ['INTR', 'Interest Payment', 'A scheduled interest (coupon) payment on a debt instrument.'],
  ['LIQU', 'Liquidation Payment', 'A distribution of cash or assets to holders as part of the issuer’s liquidation.'],
  ['MCAL', 'Full Call', 'The issuer redeems the entire outstanding amount of the bond before its final maturity.'],
  ['MEET', 'Annual General Meeting', 'The yearly meeting of shareholders that approves accounts, dividends and board members.'],
  ['MRGR', 'Merger', 'Two companies combine; holders of the target receive cash, shares or both.'],
  ['NOOF', 'Non-Official Offer', 'An offer that does not come from the issuer or an official bidder, for example a mini-tender.'],
  ['ODLT', 'Odd Lot Sale/Purchase', 'Holders of fewer shares than a round lot may sell them or buy up to a round lot.'],
  ['OMET', 'Ordinary General Meeting', 'An ordinary meeting of shareholders outside the annual cycle.'],
  ['OTHR', 'Other Event', 'An event that does not fit any other category.'],
  ['PARI', 'Pari-Passu', 'Two lines of the same security become fungible and are merged.'],
  ['PCAL', 'Partial Call', 'Part of a bond issue is repaid early, reducing the outstanding nominal of every holding.'],
  ['PDEF', 'Partial Defeasance', 'Part of the issuer’s obligations is secured by a deposit of other assets.'],
  ['PINK', 'Payment in Kind', 'Interest is paid in additional securities instead of cash.'],
  ['PLAC', 'Place of Incorporation', 'The issuer moves its legal domicile to another jurisdiction.'],
  ['PPMT', 'Instalment Call', 'Holders of partly paid securities must pay the next instalment.'],
  ['PRED', 'Partial Redemption', 'Part of the principal is repaid without reducing the nominal value; a pool factor applies.'],
  ['PRII', 'Interest with Principal', 'A payment that combines interest and a repayment of principal.'],
  ['PRIO', 'Priority Issue', 'Existing holders get priority in a new issue of shares, without tradable rights.'],
  ['REDM', 'Final Maturity', 'The bond reaches its final maturity and the principal is repaid.'],
  ['REDO', 'Redenomination', 'The currency in which the security is denominated changes.'],
  ['RHDI', 'Rights Distribution', 'Holders receive subscription rights (intermediate securities) in proportion to their holding.'],
  ['RHTS', 'Rights Issue', 'Holders may subscribe for new shares, sell their rights or let them lapse.'],
  ['SHPR', 'Share Premium Dividend', 'A dividend paid out of the share premium reserve.'],
  ['SMAL', 'Smallest Negotiable Unit', 'The minimum tradable quantity of the security changes.'],
  ['SOFF', 'Spin-Off', 'The company distributes shares of a subsidiary to its own shareholders.'],
  ['SPLF', 'Stock Split', 'Each share is divided into several shares with a proportionally lower nominal value.'],
  ['SPLR', 'Reverse Stock Split', 'Several shares are consolidated into one share with a higher nominal value.'],
  ['SUSP', 'Trading Status: Suspended', 'Trading in the security is suspended on its exchange.'],
  ['TEND', 'Tender Offer', 'A third party offers to buy the securities from the holders, usually at a premium.'],
  ['TREC', 'Tax Reclaim', 'Holders may reclaim part of the tax withheld on an earlier payment.'],
  ['WRTH', 'Worthless', 'The security is declared worthless and will be removed from accounts.'],
  ['WTRC', 'Withholding Tax Relief', 'Holders can certify their tax status to obtain a reduced withholding rate.'],
  ['XMET', 'Extraordinary General Meeting', 'A shareholder meeting called outside the annual cycle to decide on a specific matter.'],
];

export const EVENT_TYPES: ReadonlyMap<string, Required<CodeDescription>> = new Map(
  EVENT_TYPE_ROWS.map(([code, name, description]) => [code, { Code: code, Name: name, Description: description }]),
);

export function eventType(code: string): Required<CodeDescription> {
  const found = EVENT_TYPES.get(code);
  if (!found) throw new Error(`unknown event type ${code}`);
  return found;
}

/** ISO 15022 corporate action option codes used by the simulator. */
const OPTION_TYPE_ROWS: Vocab = [
  ['ABST', 'Abstain', 'Abstain from voting on the resolutions.'],
  ['AMGT', 'Vote Against Management', 'Vote against every resolution proposed by the board.'],
  ['BUYA', 'Buy Up', 'Buy additional rights so that the holding becomes a whole exercisable multiple.'],
  ['CASE', 'Cash and Securities', 'Receive a combination of cash and securities.'],
  ['CASH', 'Cash', 'Receive the proceeds in cash.'],
  ['CONN', 'Consent Denied', 'Vote against the proposed change of terms.'],
  ['CONY', 'Consent Granted', 'Vote in favour of the proposed change of terms.'],
  ['EXER', 'Exercise', 'Exercise the entitlement and pay the subscription price.'],
  ['LAPS', 'Lapse', 'Let the entitlement expire without value.'],
  ['MNGT', 'Vote With Management', 'Vote in line with the board’s recommendation on every resolution.'],
  ['NOAC', 'No Action', 'Take no action; the holding is unaffected.'],
  ['OVER', 'Oversubscribe', 'Exercise in full and apply for additional securities not taken up by others.'],
  ['PROX', 'Proxy', 'Appoint a proxy to attend and vote on your behalf.'],
  ['SECU', 'Securities', 'Receive the proceeds in securities.'],
  ['SLLE', 'Sell Entitlement', 'Sell the rights or entitlements in the market.'],
  ['SPLI', 'Split Instruction', 'Split the holding between several options.'],
];

export const OPTION_TYPES: ReadonlyMap<string, Required<CodeDescription>> = new Map(
  OPTION_TYPE_ROWS.map(([code, name, description]) => [code, { Code: code, Name: name, Description: description }]),
);

export function optionType(code: string): Required<CodeDescription> {
  const found = OPTION_TYPES.get(code);
  if (!found) throw new Error(`unknown option type ${code}`);
  return found;
}

/** Indicator values, by indicator, with ISO 15022 codes. */
export const INDICATOR_VALUES = {
  Dividend: {
    FINL: ['Final', 'The last dividend for the financial year, paid after the annual accounts are approved.'],
    INTE: ['Interim', 'A dividend paid during the financial year, ahead of the final one.'],
    REGR: ['Regular', 'A recurring dividend in line with the company’s usual payout pattern.'],
    SPEC: ['Special', 'A one-off payment outside the regular dividend policy.'],
  },
  AdditionalBusinessProcess: {
    NPLE: ['No Split Election', 'Only one option may be chosen for each holding.'],
    SCHM: ['Scheme of Arrangement', 'The transaction is carried out through a court-sanctioned scheme.'],
    CLAI: ['Claim or Compensation', 'Market claims may be raised for trades pending over the record date.'],
  },
  Offer: {
    DISS: ['Dissenters’ Rights', 'Holders who oppose the transaction may demand an appraisal of their shares.'],
    FCFS: ['First Come First Served', 'Instructions are accepted in order of arrival until the sought quantity is reached.'],
    FINL: ['Final Offer', 'The bidder has stated it will not raise or extend the offer.'],
    PART: ['Partial Offer', 'The bidder seeks only part of the outstanding securities; acceptances may be scaled back.'],
    SQUE: ['Squeeze-Out Bid', 'A majority holder acquires the remaining minority under a compulsory procedure.'],
  },
  Consent: {
    CTRM: ['Change in Terms', 'The terms and conditions of the bond are amended.'],
  },
  Change: {
    NAME: ['Name Change', 'The issuer changes its name; the holding itself is unaffected.'],
    TERM: ['Terms Change', 'A characteristic of the security, such as its identifier, changes.'],
  },
  RenounceableStatusofEntitlement: {
    RENO: ['Renounceable', 'The entitlement can be sold or transferred before it expires.'],
    NREN: ['Non-Renounceable', 'The entitlement cannot be sold or transferred.'],
  },
  BidRange: {
    DIVI: ['Divisible', 'Bid prices must be a multiple of the bid interval.'],
  },
  CertificationBreakdown: {
    DOMI: ['Country of Domicile', 'The holder must certify the country of tax residence.'],
  },
  Sequence: {
    FINL: ['Final', 'The last event in a series of related events.'],
    INTE: ['Interim', 'An intermediate event in a series of related events.'],
  },
} as const;

export type IndicatorName = keyof typeof INDICATOR_VALUES;

export interface IndicatorDetailOut {
  Indicator: IndicatorName;
  Values: Required<CodeDescription>[];
}

export function indicator<I extends IndicatorName>(name: I, ...codes: (keyof (typeof INDICATOR_VALUES)[I] & string)[]): IndicatorDetailOut {
  const table = INDICATOR_VALUES[name] as Record<string, readonly [string, string]>;
  return {
    Indicator: name,
    Values: codes.map((code) => {
      const row = table[code];
      if (!row) throw new Error(`unknown indicator ${name}/${code}`);
      return { Code: code, Name: row[0], Description: row[1] };
    }),
  };
}

/** Payout breakdown components (fund distributions, interest). */
export const PAYOUT_COMPONENTS = {
  ORDI: ['Ordinary income', 'Income from dividends and interest received by the fund.'],
  STCG: ['Short term capital gain', 'Realised gains on assets held for a year or less.'],
  LTCG: ['Long term capital gain', 'Realised gains on assets held for more than a year.'],
  RTCP: ['Return of capital', 'Repayment of invested capital; not income.'],
  INTRT: ['Interest', 'Interest earned by the fund.'],
} as const;

export type PayoutComponent = keyof typeof PAYOUT_COMPONENTS;

export function payoutComponent(code: PayoutComponent): Required<CodeDescription> {
  const [name, description] = PAYOUT_COMPONENTS[code];
  return { Code: code, Name: name, Description: description };
}
